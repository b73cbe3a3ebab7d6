#!/usr/bin/env node
// Public job board benchmark (docs/public-pages.md): the real server with the built web app (npm run build first)
// on a scratch PostgreSQL database it fills itself: 200 companies and --jobs open public jobs (10,000), each with
// three skills. Measures the time to first byte of job pages and careers pages (one request at a time, each page a
// first visit, so every page is rendered and none comes from the per-page cache, then the same pages again from it),
// then grows the jobs to 50,000 and times the streamed job sitemap.
// Usage: npm run bench:public -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--jobs 10000] [--pages 300]
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApp } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    jobs: { type: 'string', default: '10000' },
    pages: { type: 'string', default: '300' },
  },
});
if (!values['database-url']) {
  console.error('Give a PostgreSQL server: --database-url postgres://user@host:5432/postgres (a scratch database is created there).');
  process.exit(2);
}
const JOBS = Number(values.jobs);
const PAGES = Number(values.pages);
const SITEMAP_JOBS = 50_000;
const name = `tm_bench_public_${process.pid}`;
const adminUrl = new URL(values['database-url']);
const dbUrl = new URL(values['database-url']);
dbUrl.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`create database ${name}`);
const scratch = mkdtempSync(path.join(tmpdir(), 'tm-bench-public-'));
let app;
let db;
try {
  app = await startApp({ dataDir: scratch, databaseUrl: dbUrl.toString(), env: { SEED_DEMO: 'false' } });
  const base = app.ready;
  db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();

  async function fillJobs(from, to) {
    await db.query(
      `insert into jobs (company_id, title, description, city, region, country, workplace, employment_type, salary_min, salary_max, status, opened_at, public_listing)
       select c.id, 'Engineer ' || g, 'Build **things** with a small team. Job number ' || g || '.', 'Lisbon', 'Lisboa', 'Portugal',
         (array['remote','hybrid','on_site'])[1 + g % 3], 'full_time', case when g % 2 = 0 then 50000 end, case when g % 2 = 0 then 70000 end,
         'open', now() - (g || ' minutes')::interval, true
       from generate_series($1::int, $2::int) g
       join lateral (select id from companies order by id offset (g % 200) limit 1) c on true`,
      [from, to],
    );
  }
  await db.query(
    `insert into companies (name, description, website, size) select 'Company ' || g, 'We make things.', 'https://company' || g || '.example', '11-50' from generate_series(1, 200) g`,
  );
  await db.query(
    `insert into skills (name, category) select 'Skill ' || g, 'General' from generate_series(1, 30) g on conflict do nothing`,
  );
  let started = performance.now();
  await fillJobs(1, JOBS);
  await db.query(
    `insert into job_skills (job_id, skill_id) select j.id, s.id from jobs j cross join lateral (select id from skills order by md5(j.id::text || id::text) limit 3) s`,
  );
  await db.query('analyze');
  console.log(`filled ${JOBS} jobs in ${Math.round(performance.now() - started)} ms`);

  /** Time to first byte of a GET (ms), and the status. */
  function ttfb(url) {
    return new Promise((resolve, reject) => {
      const t0 = performance.now();
      const req = request(`${base}${url}`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } }, (res) => {
        const first = performance.now() - t0;
        res.resume();
        res.on('end', () => resolve({ ms: first, status: res.statusCode }));
      });
      req.on('error', reject);
      req.end();
    });
  }
  const pct = (xs, p) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
  };
  async function measure(label, urls) {
    const times = [];
    for (const url of urls) {
      const r = await ttfb(url);
      if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
      times.push(r.ms);
    }
    return {
      page: label,
      requests: urls.length,
      'p50 ms': pct(times, 50).toFixed(1),
      'p95 ms': pct(times, 95).toFixed(1),
      'max ms': Math.max(...times).toFixed(1),
    };
  }

  const { rows: jobRows } = await db.query('select id, title from jobs order by md5(id::text) limit $1', [PAGES]);
  const { rows: companyRows } = await db.query('select id, name from companies order by id limit 200');
  const slug = (t) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const jobUrls = jobRows.map((j) => `/jobs/${j.id}-${slug(j.title)}`);
  const careerUrls = companyRows.map((c) => `/companies/${slug(c.name)}-${c.id.slice(0, 8)}/jobs`);
  // warm-up: the server's code paths and the prerender module load (other pages than the measured ones)
  for (const url of ['/jobs', ...jobUrls.slice(0, 5)]) await ttfb(url);
  const results = [
    await measure('job page (first visit: rendered)', jobUrls.slice(5)),
    await measure('job page (again: kept)', jobUrls.slice(5)),
    await measure('careers page (first visit: rendered)', careerUrls),
    await measure('careers page (again: kept)', careerUrls),
  ];
  console.table(results);

  started = performance.now();
  await fillJobs(JOBS + 1, SITEMAP_JOBS);
  await db.query('analyze jobs');
  console.log(`grew to ${SITEMAP_JOBS} jobs in ${Math.round(performance.now() - started)} ms`);
  const sitemap = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/sitemaps/jobs-1.xml`);
    const text = await res.text();
    const urls = text.split('<url>').length - 1;
    sitemap.push({ run: i + 1, urls, 'first byte → last byte ms': Math.round(performance.now() - t0), bytes: text.length });
  }
  console.table(sitemap);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  app?.child.kill();
  await db?.end().catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
  rmSync(scratch, { recursive: true, force: true });
}
