#!/usr/bin/env node
// Public job board benchmark (docs/public-pages.md): the real server with the built web app (npm run build first)
// on a scratch PostgreSQL database it fills itself: 200 companies and --jobs open public jobs (10,000), each with
// three skills. Measures the time to first byte of job pages and careers pages (one request at a time, each page a
// first visit, so every page is rendered and none comes from the per-page cache, then the same pages again from it),
// then grows the jobs to 50,000 and times the streamed job sitemap.
// --alerts N: then the job alert digests (npm run job-alerts:digest) for N confirmed alerts (357 different keyword
// strings, most matching nearly every job) whose last digest went a period ago, over the jobs published across the
// last 30 days: the first pass is killed (SIGKILL) after --kill-after
// seconds, a second pass finishes; every alert that matched must have exactly one delivery row and one mail.
// --digest-only skips the pages and the sitemap.
// Usage: npm run bench:public -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--jobs 10000] [--pages 300]
//        npm run bench:public -- --database-url … --alerts 100000 [--kill-after 20] [--digest-only]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { root, startApp } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    jobs: { type: 'string', default: '10000' },
    pages: { type: 'string', default: '300' },
    alerts: { type: 'string', default: '0' },
    'kill-after': { type: 'string', default: '20' },
    'digest-only': { type: 'boolean', default: false },
  },
});
if (!values['database-url']) {
  console.error('Give a PostgreSQL server: --database-url postgres://user@host:5432/postgres (a scratch database is created there).');
  process.exit(2);
}
const JOBS = Number(values.jobs);
const PAGES = Number(values.pages);
const SITEMAP_JOBS = 50_000;
const ALERTS = Number(values.alerts);
const KILL_AFTER = Number(values['kill-after']);
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

  if (!values['digest-only']) {
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
  }
  if (ALERTS > 0) {
    app.child.kill();
    app = null;
    await benchDigests(db, dbUrl.toString(), scratch);
  }
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

/**
 * npm run job-alerts:digest on the scratch database: its progress lines as they come; killed with SIGKILL once
 * `killAfter` seconds of digesting have passed (0: never).
 */
function digestPass(databaseUrl, dataDir, killAfter) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/operations/job-alert-digests-cli.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let last = null;
    let killed = false;
    let errors = '';
    child.stdout.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) {
        const m = /alerts (\d+), digests (\d+), ([\d.]+) s/.exec(line);
        if (m) {
          last = { alerts: Number(m[1]), digests: Number(m[2]), seconds: Number(m[3]) };
          if (killAfter > 0 && !killed && last.seconds >= killAfter) {
            killed = true;
            child.kill('SIGKILL');
          }
        }
        const done = /Job alert digests: (\d+) written in ([\d.]+) s/.exec(line);
        if (done) last = { ...last, digests: Number(done[1]), seconds: Number(done[2]), finished: true };
      }
    });
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('exit', (code, signal) =>
      code === 0 || signal === 'SIGKILL'
        ? resolve({ ...last, killed })
        : reject(new Error(`digest pass exited with ${code}:\n${errors.slice(-2000)}`)),
    );
  });
}

async function benchDigests(db, databaseUrl, dataDir) {
  let started = performance.now();
  // a board where a job stays open about a month: the jobs published across the last 30 days
  await db.query(`update jobs set opened_at = now() - (abs(hashtext(id::text)) % (30 * 86400)) * interval '1 second',
    search_document = setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'D')`);
  await db.query(
    `insert into job_alerts (email, keywords, location, remote, employment_type, frequency, confirmed_at)
     select 'alert' || g || '@bench.example',
       (array['engineer', 'team', 'things', 'small team', 'build', 'engineer lisbon', 'job number'])[1 + g % 7] || case when g % 3 = 0 then ' ' || (g % 50) else '' end,
       (array['', 'Lisbon', 'Portugal'])[1 + g % 3], g % 5 = 0, case when g % 4 = 0 then 'full_time' end,
       case when g % 10 = 0 then 'weekly' else 'daily' end, now() - interval '60 days'
     from generate_series(1, $1::int) g`,
    [ALERTS],
  );
  // each alert's last digest went a period ago (a day, or a week)
  await db.query(
    `insert into job_alert_deliveries (alert_id, period, job_count, sent_at)
     select id, 'previous', 1, now() - case when frequency = 'daily' then interval '1 day' else interval '7 days' end from job_alerts`,
  );
  await db.query('analyze');
  const { rows: fresh } = await db.query(
    `select count(*) filter (where opened_at > now() - interval '1 day')::int as day, count(*) filter (where opened_at > now() - interval '7 days')::int as week from jobs`,
  );
  console.log(
    `filled ${ALERTS} alerts (90% daily, 10% weekly) in ${Math.round(performance.now() - started)} ms; jobs published in the last day ${fresh[0].day}, week ${fresh[0].week}`,
  );
  started = performance.now();
  const passes = [];
  const first = await digestPass(databaseUrl, dataDir, KILL_AFTER);
  passes.push({ pass: 1, ...first });
  if (first.killed) passes.push({ pass: 2, ...(await digestPass(databaseUrl, dataDir, 0)) });
  const again = await digestPass(databaseUrl, dataDir, 0);
  passes.push({ pass: passes.length + 1, ...again });
  console.table(
    passes.map((p) => ({ pass: p.pass, killed: p.killed, 'alerts read': p.alerts, digests: p.digests, 'digesting s': p.seconds })),
  );
  const { rows: check } = await db.query(`
    select (select count(*)::int from job_alert_deliveries where period <> 'previous') as deliveries,
      (select count(*)::int from outbox_emails where subject like '%new jobs for%') as mails,
      (select count(distinct "to")::int from outbox_emails where subject like '%new jobs for%') as recipients,
      (select count(*)::int from (select alert_id from job_alert_deliveries where period <> 'previous' group by alert_id having count(*) > 1) x) as twice`);
  console.log(
    `digests: ${check[0].deliveries} delivery rows, ${check[0].mails} mails to ${check[0].recipients} addresses, ${check[0].twice} alerts with two; digesting time of the passes together ${passes
      .reduce((sum, p) => sum + (p.seconds ?? 0), 0)
      .toFixed(1)} s (wall ${((performance.now() - started) / 1000).toFixed(1)} s with the processes' starts)`,
  );
}
