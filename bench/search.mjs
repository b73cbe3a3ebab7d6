#!/usr/bin/env node
// Search benchmark: the real server (HTTP, bearer auth, query validation included) on a database filled by
// `npm run seed:bulk`, one request at a time over a fixed, deterministic query set per scenario.
// Usage: npm run bench:search -- --database-url postgres://user@host/db
//        npm run bench:search -- --data-dir ./data-bulk      (embedded PGlite in <dir>/db, as the server uses DATA_DIR)
// Rankings by match are answered from each job's shortlist once the server has computed it (after the warm-up
// pass; the wait is printed), else at query time; the 'from shortlist' column counts the first. 'total estimated'
// counts the answers whose total was estimated from a sample ("About 12,000 candidates") instead of counted.
// Options: --rounds 1 (measured passes per run, after one warm-up pass), --queries 30 (per scenario), --slowest N (print the N slowest URLs),
//          --runs 1 (repeat the measurement; with several, also the median of the runs' figures, for a shared machine),
//          --concurrency 1 (searchers at once: each sends every scenario's requests, its own rotation of them, one at a time)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, spawnUntilReady } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    'data-dir': { type: 'string', default: '' },
    rounds: { type: 'string', default: '1' },
    queries: { type: 'string', default: '30' },
    slowest: { type: 'string', default: '0' },
    runs: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '1' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl && !values['data-dir']) {
  console.error('Point it at a bulk-seeded database: --database-url postgres://… or --data-dir <DATA_DIR of an embedded database>.');
  process.exit(2);
}
const rounds = Number(values.rounds);
const perScenario = Number(values.queries);
const concurrency = Number(values.concurrency);
const PASSWORD = 'Bulk-Password-2026!';

// For PostgreSQL the server still wants a DATA_DIR (JWT secret, uploads): a scratch one.
const scratch = databaseUrl ? mkdtempSync(path.join(tmpdir(), 'tm-bench-search-')) : null;
const dataDir = databaseUrl ? scratch : path.resolve(values['data-dir']);
const port = 3900 + Math.floor(Math.random() * 90);
const app = await spawnUntilReady(
  ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
  },
  (out) => (out.includes('is running at') ? `http://127.0.0.1:${port}` : null),
);
const base = app.ready;

async function login(email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email} failed: ${res.status} ${await res.text()} (run npm run seed:bulk on this database first)`);
  return (await res.json()).token;
}

async function get(token, url) {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  // a ranking by match says whether the job's shortlist answered it or it was ranked at query time
  const from = /ranking;desc="(\w+)"/.exec(res.headers.get('server-timing') ?? '')?.[1];
  return { ms, body, from };
}

const qs = (params) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')).toString();

try {
  const employer = await login('bulk-employer@example.test');
  const candidate = await login('bulk-candidate@example.test');

  // Catalogue ids by name, so the query set is the same on every database.
  const skills = (await get(employer, '/api/skills?pageSize=500')).body.items;
  const skill = (name) => skills.find((s) => s.name === name)?.id;
  const areas = (await get(employer, '/api/experience-areas')).body;
  const area = (name) => areas.find((a) => a.name === name)?.id;
  const years = (await get(employer, '/api/options/years')).body;
  const education = (await get(employer, '/api/options/education')).body;
  const rankingJobs = (await get(employer, '/api/candidates/ranking-jobs')).body.filter((j) => j.status === 'open');
  if (rankingJobs.length === 0) throw new Error('bulk-employer@example.test has no open jobs');

  const keywords = [
    'python',
    'react developer',
    'data engineer',
    'kubernetes',
    'product manager',
    'figma',
    'sales',
    'recruiter',
    'forecasts',
    'sql',
    'senior backend',
    'machine learning',
    'aws terraform',
    'customer success',
    'seo content',
    'logistics',
    'typescript node.js',
    'ux research',
    'tableau',
    'scrum',
  ];
  const cities = ['Chicago', 'London', 'Berlin', 'Bangalore', 'Toronto', 'United States', 'Germany', 'CA', 'Paris', 'Sydney'];
  const skillSets = [
    ['Python'],
    ['React', 'TypeScript'],
    ['PostgreSQL'],
    ['Kubernetes', 'Docker'],
    ['Figma'],
    ['SQL', 'Tableau'],
    ['AWS'],
    ['Agile'],
    ['Leadership'],
    ['Go'],
  ];
  const areaNames = ['Software Engineering', 'Data & Analytics', 'Design', 'Sales', 'Marketing', 'IT & Infrastructure'];
  const employmentTypes = ['full_time', 'contract', 'part_time'];

  // (a) keyword + filter candidate search (sorted by score)
  const candidateSearch = Array.from({ length: perScenario }, (_, i) => {
    const f = i % 6;
    return `/api/candidates?${qs({
      q: keywords[i % keywords.length],
      location: f === 0 || f === 3 ? cities[i % cities.length] : undefined,
      skills: f === 1 || f === 4 ? skillSets[i % skillSets.length].map(skill).join(',') : undefined,
      skillMode: f === 4 ? 'any' : undefined,
      minScore: f === 2 ? 40 : undefined,
      remote: f === 3 ? 'true' : undefined,
      yearsOptionId: f === 5 ? years[2]?.id : undefined,
      experienceAreaId: f === 2 ? area(areaNames[i % areaNames.length]) : undefined,
      educationOptionId: f === 5 ? education[2]?.id : undefined,
      page: i % 5 === 4 ? 2 : undefined,
    })}`;
  });
  // (b) ranking candidates for one of the company's jobs (sort by match), with and without filters
  const ranking = Array.from({ length: perScenario }, (_, i) => {
    const f = Math.floor(i / rankingJobs.length) % 6;
    return `/api/candidates?${qs({
      jobId: rankingJobs[i % rankingJobs.length].id,
      sort: 'match',
      q: f === 1 ? keywords[i % keywords.length] : undefined,
      location: f === 2 ? cities[i % cities.length] : undefined,
      remote: f === 3 ? 'true' : undefined,
      minScore: f === 4 ? 50 : undefined,
      page: f === 5 ? 3 : undefined,
    })}`;
  });
  // (c) job search for the candidate: keyword + filters, relevance and match order
  const jobSearch = Array.from({ length: perScenario }, (_, i) => {
    const f = i % 5;
    const q = i % 3 === 2 ? undefined : keywords[i % keywords.length];
    return `/api/job-board/jobs?${qs({
      q,
      sort: q && i % 2 === 0 ? 'relevance' : 'match',
      location: f === 0 ? cities[i % cities.length] : undefined,
      remote: f === 1 ? 'true' : undefined,
      employmentType: f === 2 ? employmentTypes[i % employmentTypes.length] : undefined,
      salaryMin: f === 3 ? 60000 : undefined,
      skills: f === 4 ? skillSets[i % skillSets.length].map(skill).join(',') : undefined,
      experienceAreaId: f === 2 ? area(areaNames[i % areaNames.length]) : undefined,
    })}`;
  });
  const recommended = Array.from({ length: Math.min(perScenario, 10) }, () => '/api/job-board/recommended?limit=6');

  const scenarios = [
    { name: '(a) candidate search: keyword + filters', token: employer, urls: candidateSearch },
    { name: '(b) rank candidates for a job (match)', token: employer, urls: ranking },
    { name: '(c) job search: keyword + filters', token: candidate, urls: jobSearch },
    { name: '(c′) recommended jobs (match)', token: candidate, urls: recommended },
  ];

  const everyone = (await get(employer, '/api/candidates?pageSize=1')).body;
  const totalCandidates = `${everyone.totalIsEstimate ? 'about ' : ''}${everyone.totalRecords.toLocaleString('en-US')}`;
  const totalJobs = (await get(candidate, '/api/job-board/jobs?pageSize=1&sort=date')).body.totalRecords;
  console.log(
    `database: ${databaseUrl ? 'PostgreSQL' : `embedded PGlite (${dataDir})`}; visible candidates ${totalCandidates}, open jobs on the board ${totalJobs}`,
  );
  console.log(
    `${concurrency === 1 ? 'one request at a time' : `${concurrency} searchers at once, each one request at a time,`} through HTTP; ${perScenario} queries per scenario, 1 warm-up pass + ${rounds} measured`,
  );

  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  // warm-up; a job's first ranking finds no shortlist: it is ranked at query time and the server computes the
  // shortlist in the background
  const cold = [];
  for (const s of scenarios) {
    for (const url of s.urls) {
      const { ms, from } = await get(s.token, url);
      if (from === 'query') cold.push(ms);
    }
  }
  if (cold.length) {
    cold.sort((a, b) => a - b);
    console.log(
      `warm-up: ${cold.length} rankings at query time (no shortlist yet, or too few of its members pass the filters): p50 ${pct(cold, 50).toFixed(1)} ms, max ${cold.at(-1).toFixed(1)} ms`,
    );
  }
  const waitStarted = performance.now();
  for (const job of rankingJobs) {
    while ((await get(employer, `/api/candidates?${qs({ jobId: job.id, sort: 'match' })}`)).from !== 'shortlist') {
      if (performance.now() - waitStarted > 600_000) throw new Error(`no shortlist for job ${job.id} after 10 minutes`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  console.log(
    `shortlists of the ${rankingJobs.length} jobs ready ${((performance.now() - waitStarted) / 1000).toFixed(1)} s after the warm-up`,
  );
  const runs = [];
  for (let run = 1; run <= Number(values.runs); run++) {
    console.log(
      `run ${run}: load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    // every searcher sends each scenario's requests, starting at its own place in the list
    const results = scenarios.map(() => []);
    const searcher = async (w) => {
      for (let r = 0; r < rounds; r++) {
        for (const [si, s] of scenarios.entries()) {
          for (let j = 0; j < s.urls.length; j++) {
            const url = s.urls[(j + Math.floor((w * s.urls.length) / concurrency)) % s.urls.length];
            results[si].push({ url, ...(await get(s.token, url)) });
          }
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, (_, w) => searcher(w)));
    const seconds = (performance.now() - started) / 1000;
    const rows = scenarios.map((s, si) => {
      const answers = results[si];
      const times = answers.map((a) => a.ms).sort((a, b) => a - b);
      for (const { ms, url } of [...answers].sort((a, b) => b.ms - a.ms).slice(0, Number(values.slowest)))
        console.log(`  slow ${ms.toFixed(0)} ms ${decodeURIComponent(url)}`);
      return {
        scenario: s.name,
        requests: times.length,
        'p50 ms': +pct(times, 50).toFixed(1),
        'p95 ms': +pct(times, 95).toFixed(1),
        'max ms': +times.at(-1).toFixed(1),
        'avg results': Math.round(answers.reduce((n, a) => n + (a.body.totalRecords ?? a.body.items?.length ?? 0), 0) / times.length),
        'total estimated': answers.filter((a) => a.body.totalIsEstimate).length,
        'from shortlist': answers.filter((a) => a.from === 'shortlist').length,
      };
    });
    if (concurrency > 1)
      console.log(
        `  ${results.flat().length} requests in ${seconds.toFixed(1)} s (${(results.flat().length / seconds).toFixed(1)} per second)`,
      );
    console.table(rows);
    runs.push(rows);
  }
  if (runs.length > 1) {
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
    console.log(`median of the ${runs.length} runs (each column separately):`);
    console.table(
      runs[0].map((row, i) => ({
        scenario: row.scenario,
        ...Object.fromEntries(['p50 ms', 'p95 ms', 'max ms'].map((key) => [key, median(runs.map((rows) => rows[i][key]))])),
      })),
    );
  }
} finally {
  app.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 800));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
