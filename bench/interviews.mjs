#!/usr/bin/env node
// Interviews benchmark: the employer's Interviews page query (GET api/interviews, with and without its filters) p50/p95
// with 10,000 interviews in one company, on PostgreSQL, through the real server (HTTP, bearer auth, role gate,
// validation). Makes a scratch database, migrates and seeds the demo data (the server does), adds the interviews
// with `insert … select generate_series`, measures one request at a time, and drops the database. Figures are printed.
// Usage: npm run bench:interviews [-- --admin-url postgres://postgres@127.0.0.1:5432/postgres --interviews 10000 --queries 40]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { scratchDatabase, startApp } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    interviews: { type: 'string', default: '10000' },
    queries: { type: 'string', default: '40' },
  },
});
const INTERVIEWS = Number(values.interviews);
const QUERIES = Number(values.queries);
const EMPLOYER = { email: 'employer@talentmatch.local', password: 'Demo-Employer-2026!' };

const scratch = mkdtempSync(path.join(tmpdir(), 'tm-bench-interviews-'));
let app;
let database;
try {
  database = await scratchDatabase(values['admin-url'], 'tm_bench_interviews');
  app = await startApp({ dataDir: scratch, databaseUrl: database.url });
  const base = app.ready;

  const started = performance.now();
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const company = (await db.query(`select c.id from companies c join users u on u.company_id = c.id where u.email = $1`, [EMPLOYER.email]))
    .rows[0].id;
  // every pipeline row of the company's jobs, and its employers, taken in turn
  await db.query(
    `create temporary table bench_apps as
       select row_number() over (order by a.id) as n, a.id, a.job_id, a.candidate_id
       from applications a join jobs j on j.id = a.job_id where j.company_id = $1`,
    [company],
  );
  await db.query(
    `create temporary table bench_team as
       select row_number() over (order by id) as n, id from users where company_id = $1 and 'Employer' = any(roles)`,
    [company],
  );
  const apps = (await db.query('select count(*)::int as n from bench_apps')).rows[0].n;
  const team = (await db.query('select count(*)::int as n from bench_team')).rows[0].n;
  // 60 % confirmed (from 60 days ago to 60 days ahead, on the hour), 20 % proposed with three slots, 10 % other
  // times asked, 10 % cancelled
  await db.query(
    `insert into interviews (application_id, company_id, job_id, candidate_id, kind, duration_minutes, status, starts_at, ends_at, created_at)
     select a.id, $1, a.job_id, a.candidate_id, (array['video', 'phone', 'on-site'])[1 + g % 3], 45,
       case when g % 10 < 6 then 'confirmed' when g % 10 < 8 then 'proposed' when g % 10 < 9 then 'other-times' else 'cancelled' end,
       case when g % 10 < 6 or g % 10 = 9 then date_trunc('hour', now()) + ((g % 2880) - 1440) * interval '1 hour' end,
       case when g % 10 < 6 or g % 10 = 9 then date_trunc('hour', now()) + ((g % 2880) - 1440) * interval '1 hour' + interval '45 minutes' end,
       now() - (g % 90) * interval '1 day'
     from generate_series(1, $2::int) g join bench_apps a on a.n = 1 + g % $3`,
    [company, INTERVIEWS, apps],
  );
  await db.query(
    `insert into interview_slots (interview_id, starts_at, ends_at)
     select i.id, date_trunc('hour', now()) + (24 * k + (abs(hashtext(i.id::text)) % 24)) * interval '1 hour',
       date_trunc('hour', now()) + (24 * k + (abs(hashtext(i.id::text)) % 24)) * interval '1 hour' + interval '45 minutes'
     from interviews i cross join generate_series(1, 3) k where i.company_id = $1`,
    [company],
  );
  // on conflict: the demo data's own interview has its interviewers already
  await db.query(
    `insert into interview_interviewers (interview_id, user_id)
     select i.id, t.id from interviews i join bench_team t on t.n = 1 + abs(hashtext(i.id::text)) % $2 where i.company_id = $1
     on conflict do nothing`,
    [company, team],
  );
  await db.query('vacuum analyze interviews, interview_slots, interview_interviewers');
  const count = (await db.query('select count(*)::int as n from interviews where company_id = $1', [company])).rows[0].n;
  const jobIds = (await db.query('select distinct job_id from bench_apps')).rows.map((r) => r.job_id);
  const teamIds = (await db.query('select id from bench_team')).rows.map((r) => r.id);
  await db.end();
  console.log(
    `seeded ${count.toLocaleString('en-US')} interviews (${apps} applications, ${team} interviewers) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EMPLOYER),
  });
  if (!login.ok) throw new Error(`employer login failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();

  async function time(url) {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms: performance.now() - t0, rows: body.length };
  }
  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  async function scenario(label, urls) {
    for (const url of urls.slice(0, 5)) await time(url); // warm-up
    const ms = [];
    const rows = [];
    for (const url of urls) {
      const r = await time(url);
      ms.push(r.ms);
      rows.push(r.rows);
    }
    ms.sort((a, b) => a - b);
    return {
      scenario: label,
      requests: urls.length,
      'p50 ms': Math.round(pct(ms, 50)),
      'p95 ms': Math.round(pct(ms, 95)),
      'max ms': Math.round(ms.at(-1)),
      'median rows': rows.sort((a, b) => a - b)[rows.length >> 1],
    };
  }

  // the page's first load: this week's (from Monday) and later interviews, and the open proposals
  const monday = () => {
    const d = new Date();
    d.setUTCHours(0, 0, 0, 0);
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d.toISOString();
  };
  const week = (k) => new Date(Date.parse(monday()) + (k - 2) * 7 * 86_400_000).toISOString();
  const many = (f) => Array.from({ length: QUERIES }, (_, i) => f(i));
  const results = [
    await scenario(
      'GET api/interviews (this week and later)',
      many(() => `/api/interviews?from=${encodeURIComponent(monday())}`),
    ),
    await scenario(
      '  by interviewer',
      many((i) => `/api/interviews?from=${encodeURIComponent(monday())}&interviewerId=${teamIds[i % teamIds.length]}`),
    ),
    await scenario(
      '  by job',
      many((i) => `/api/interviews?from=${encodeURIComponent(monday())}&jobId=${jobIds[i % jobIds.length]}`),
    ),
    await scenario(
      '  week view (weeks around this one)',
      many((i) => `/api/interviews?from=${encodeURIComponent(week(i % 5))}&to=${encodeURIComponent(week((i % 5) + 1))}`),
    ),
  ];
  console.log(
    `\n${INTERVIEWS.toLocaleString('en-US')} interviews in one company on PostgreSQL, one request at a time (load average ${loadavg()[0].toFixed(1)}; target p95 < 100 ms)`,
  );
  console.table(results);
} finally {
  app?.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await database?.drop().catch((e) => console.error(`drop ${database.name} failed: ${e.message}`));
  rmSync(scratch, { recursive: true, force: true });
}
