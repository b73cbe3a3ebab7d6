#!/usr/bin/env node
// Users benchmark: GET api/user/filter and GET api/user/all p50/p95 at 1,000,000 users on PostgreSQL, through the
// real server (HTTP, bearer auth, role gate, validation). Makes a scratch database, migrates it (the server does),
// fills it with one `insert … select generate_series`, measures, and drops the database. Figures are printed, never asserted.
// Usage: npm run bench:users [-- --admin-url postgres://postgres@127.0.0.1:5432/postgres --users 1000000 --queries 40]
// --keep <name>: use (and keep) that database; seeded only when it does not exist yet, so runs can be compared on the same data.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApp } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    users: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '40' },
    keep: { type: 'string' },
  },
});
const USERS = Number(values.users);
const QUERIES = Number(values.queries);
const ADMIN = { email: 'admin@talentmatch.local', password: 'Demo-Admin-2026!' };

const name = values.keep ?? `tm_bench_users_${Date.now().toString(36)}`;
const adminUrl = new URL(values['admin-url']);
const dbUrl = new URL(values['admin-url']);
dbUrl.pathname = `/${name}`;

async function onAdmin(sql) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jamal',
  'Kofi',
  'Lena',
  'Mateo',
  'Nadia',
  'Oscar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
];
const LAST = [
  'Abbott',
  'Baker',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quintero',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Ueda',
  'Varga',
  'Walsh',
  'Xu',
  'Yilmaz',
  'Zimmer',
];
const arr = (xs) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

const scratch = mkdtempSync(path.join(tmpdir(), 'tm-bench-users-'));
let app;
try {
  let seeded = false;
  if (values.keep) {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    seeded = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    await client.end();
  }
  if (!seeded) await onAdmin(`create database ${name}`);
  // the server migrates the empty database and seeds the demo administrator
  app = await startApp({ dataDir: scratch, databaseUrl: dbUrl.toString() });
  const base = app.ready;

  const started = performance.now();
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  if (!seeded) {
    await db.query(`
    insert into users (email, password_hash, first_name, last_name, phone_number, unique_id, roles, created_at, last_login_at)
    select 'bulk.user' || g || '@example.test', '!bench',
           (${arr(FIRST)})[1 + g % ${FIRST.length}],
           (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] || case when g % 7 = 0 then 'son' else '' end,
           '', 'TB-' || lpad(g::text, 8, '0'),
           case when g % 10 = 0 then array['Employer'] else array['Candidate'] end,
           now() - (g % 2000) * interval '1 hour' - (g % 60) * interval '1 second',
           case when g % 3 = 0 then null else now() - (g % 400) * interval '1 day' end
    from generate_series(1, ${USERS}) g`);
    await db.query('vacuum analyze users');
  }
  const { rows } = await db.query('select count(*)::int as n from users');
  await db.end();
  console.log(
    `${seeded ? 'reused' : 'seeded'} ${rows[0].n.toLocaleString('en-US')} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();

  async function time(url) {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms: performance.now() - t0, total: body.totalRecords, estimated: body.totalIsEstimate === true };
  }

  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  async function scenario(label, urls) {
    for (const url of urls.slice(0, 5)) await time(url); // warm-up
    const ms = [];
    const totals = [];
    let estimated = 0;
    for (const url of urls) {
      const r = await time(url);
      ms.push(r.ms);
      totals.push(r.total);
      if (r.estimated) estimated += 1;
    }
    ms.sort((a, b) => a - b);
    return {
      scenario: label,
      requests: urls.length,
      'p50 ms': Math.round(pct(ms, 50)),
      'p95 ms': Math.round(pct(ms, 95)),
      'max ms': Math.round(ms.at(-1)),
      'median total': totals.sort((a, b) => a - b)[totals.length >> 1],
      'estimated totals': estimated,
    };
  }

  const pick = (xs, i) => xs[(i * 7 + 3) % xs.length];
  const filterUrls = Array.from({ length: QUERIES }, (_, i) => {
    const kinds = [
      () => pick(LAST, i).slice(0, 5).toLowerCase(), // a surname prefix: many matches
      () => `${pick(FIRST, i)} ${pick(LAST, i + 1)}`, // a full name
      () => `bulk.user${(i * 7919) % USERS}@`, // one email
      () => `${pick(LAST, i).slice(1, 4)}son`, // a rare fragment
    ];
    return `/api/user/filter?${new URLSearchParams({ query: kinds[i % kinds.length](), pageSize: '20' })}`;
  });
  const allUrls = Array.from({ length: QUERIES }, (_, i) => {
    const sort = ['createdAt:desc', 'createdAt:asc', 'email:asc', 'lastLoginAt:desc'][i % 4].split(':');
    return `/api/user/all?${new URLSearchParams({ page: String(1 + (i % 10)), pageSize: '20', sortBy: sort[0], sortDir: sort[1] })}`;
  });

  const ofKind = (k) => filterUrls.filter((_, i) => i % 4 === k);
  const results = [
    await scenario('GET api/user/filter', filterUrls),
    await scenario('  surname prefix (many matches)', ofKind(0)),
    await scenario('  full name', ofKind(1)),
    await scenario('  one email', ofKind(2)),
    await scenario('  rare fragment', ofKind(3)),
    await scenario('GET api/user/all', allUrls),
  ];
  console.log(
    `\n${USERS.toLocaleString('en-US')} users on PostgreSQL, one request at a time (load average ${loadavg()[0].toFixed(1)}; target p95 < 100 ms)`,
  );
  console.table(results);
} finally {
  app?.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (!values.keep)
    await onAdmin(`drop database if exists ${name} with (force)`).catch((e) => console.error(`drop ${name} failed: ${e.message}`));
  rmSync(scratch, { recursive: true, force: true });
}
