#!/usr/bin/env node
// Web delivery benchmark: the real server with the built web app, Debian Chromium (playwright-core), per page:
// the JavaScript it loads (raw, and what went over the wire), axe WCAG 2.1 AA violations, and Lighthouse
// (mobile defaults, simulated throttling) performance / accessibility / best-practices / SEO scores, and from Lighthouse's
// own trace the page's main-thread time: wall time against the thread's CPU time (mainThreadTimes below).
// Pages: the four public pages, the job board's three (`{newest}` in a path: the newest public job's, or its company's),
// then three signed in as a demo user (`path@who`, who = candidate | employer | admin; "employer" is the demo employer
// on the paid plan, who may search candidates).
// Usage: npm run build && npm run bench:web
//        npm run bench:web -- --no-lighthouse        (bytes and axe only; much faster)
//        npm run bench:web -- --url http://127.0.0.1:5100   (a server already running)
//        npm run bench:web -- --web-dir /path/to/dist        (serve another build, e.g. an older one)
//        npm run bench:web -- --pages /login,/register --runs 3  (Lighthouse median of 3 runs per page)
//        npm run bench:web -- --lhr-dir /tmp/lhr   (also write each Lighthouse report as JSON)
//        npm run bench:web -- --http2   (through a TLS front speaking HTTP/2, as in production: bench/http2-proxy.mjs)
//        npm run bench:web -- --cpu calibrated   (Lighthouse's CPU slowdown set from this machine's speed, below)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startHttp2Proxy } from './http2-proxy.mjs';
import { root, spawnUntilReady } from './lib.mjs';

const PUBLIC_PAGES = ['/login', '/register', '/employer-landing', '/forgot-password'];
/** The public job board (docs/public-pages.md): the search, and the newest public job's page and its company's careers page. */
const JOB_BOARD_PAGES = ['/jobs', '/jobs/{newest}', '/companies/{newest}/jobs'];
const SIGNED_IN_PAGES = ['/candidate/dashboard@candidate', '/employer/candidates@employer', '/admin/dashboard@admin'];
/** The demo logins (apps/server/src/seed/demo-credentials.ts) the signed-in pages are measured as. */
const DEMO_USERS = {
  candidate: { email: 'candidate@talentmatch.local', password: 'Demo-Candidate-2026!' },
  employer: { email: 'billing@talentmatch.local', password: 'Demo-Subscribed-2026!' },
  admin: { email: 'admin@talentmatch.local', password: 'Demo-Admin-2026!' },
};
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: '' },
    'web-dir': { type: 'string', default: '' },
    pages: { type: 'string', default: [...PUBLIC_PAGES, ...JOB_BOARD_PAGES, ...SIGNED_IN_PAGES].join(',') },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
    verbose: { type: 'boolean', default: false },
    'lhr-dir': { type: 'string', default: '' },
    http2: { type: 'boolean', default: false },
    cpu: { type: 'string', default: '4' },
  },
});
if (values.cpu !== 'calibrated' && !(Number(values.cpu) >= 1)) {
  console.error('--cpu takes a slowdown of 1 or more (Lighthouse\'s default is 4) or "calibrated".');
  process.exit(2);
}
const pages = values.pages
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [pagePath, who = ''] = entry.split('@');
    if (who && !DEMO_USERS[who]) {
      console.error(`Unknown user "${who}" in --pages: use one of ${Object.keys(DEMO_USERS).join(', ')}.`);
      process.exit(2);
    }
    return { pagePath, who, label: who ? `${pagePath} (${who})` : pagePath };
  });
const webDir = path.resolve(values['web-dir'] || path.join(root, 'apps/web/dist'));
const lighthouseRuns = Math.max(1, Number(values.runs));
if (!values.url && !existsSync(path.join(webDir, 'index.html'))) {
  console.error(`No web build at ${webDir}: run \`npm run build\` first.`);
  process.exit(2);
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let server = null;
let scratch = null;
let base = values.url.replace(/\/$/, '');
if (!base) {
  scratch = mkdtempSync(path.join(tmpdir(), 'tm-bench-web-'));
  const port = await freePort();
  server = await spawnUntilReady(
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: scratch,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDir,
    },
    (out) => (out.includes('is running at') ? `http://127.0.0.1:${port}` : null),
  );
  base = server.ready;
}
// `{newest}`: the job page and careers page of the newest job on the public board
if (pages.some((p) => p.pagePath.includes('{newest}'))) {
  const newest = (await (await fetch(`${base}/api/public/jobs?pageSize=1`)).json()).items?.[0];
  if (!newest) throw new Error('The public job board has no job to measure ({newest} in --pages).');
  for (const p of pages) {
    p.pagePath = p.pagePath.startsWith('/jobs/')
      ? p.pagePath.replace('/jobs/{newest}', newest.path)
      : p.pagePath.replace('/companies/{newest}/jobs', newest.company.careersPath);
    if (!p.who) p.label = p.pagePath;
  }
}
let proxy = null;
let proxyDir = null;
if (values.http2) {
  proxyDir = mkdtempSync(path.join(tmpdir(), 'tm-bench-h2-'));
  proxy = await startHttp2Proxy(base, proxyDir);
  base = proxy.url;
}

/**
 * Size of a built file and of its gzip / brotli forms: the build's `.gz` / `.br` twins when it wrote them,
 * else compressed here with the same settings (so an older build without twins is measured the same way).
 */
function fileSizes(urlPath) {
  const file = path.join(webDir, decodeURIComponent(urlPath));
  if (!existsSync(file)) return { raw: 0, gz: 0, br: 0 };
  const content = readFileSync(file);
  const twin = (ext, compress) => (existsSync(`${file}${ext}`) ? statSync(`${file}${ext}`).size : compress(content).length);
  return {
    raw: content.length,
    gz: twin('.gz', (c) => gzipSync(c, { level: zlibConstants.Z_BEST_COMPRESSION })),
    br: twin('.br', (c) =>
      brotliCompressSync(c, {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        },
      }),
    ),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const debugPort = await freePort();
const browser = await chromium.launch({
  executablePath: values.chromium,
  // --http2: the front's certificate is self-signed
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debugPort}`, ...(values.http2 ? ['--ignore-certificate-errors'] : [])],
});

/** Signs in through the login page as a visitor would; the session is then in the context's localStorage. */
async function signIn(context, who) {
  const page = await context.newPage();
  await page.goto(`${base}/login`, { waitUntil: 'load', timeout: 120_000 });
  await page.getByLabel('Email').fill(DEMO_USERS[who].email);
  await page.getByLabel(/^Password/).fill(DEMO_USERS[who].password);
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.close();
}

/**
 * One cold load (empty cache; a signed-in page after signing in in a context of its own): every script response
 * with its transferred body size and encoding; then axe.
 */
async function loadAndAudit({ pagePath, who }) {
  const context = await browser.newContext({ bypassCSP: true, ignoreHTTPSErrors: values.http2, viewport: { width: 1280, height: 800 } });
  if (who) {
    await signIn(context, who);
    const session = await context.newCDPSession(await context.newPage());
    await session.send('Network.clearBrowserCache');
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes();
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: new URL(request.url()).pathname,
      encoding: response.headers()['content-encoding'] ?? 'none',
      transferred: sizes.responseBodySize,
      decoded: body.length,
    });
  });
  if (who) {
    // a signed-in page keeps its live-updates connection open, so the network is never idle: wait for the page's
    // heading, then for the charts and lists that load after it
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('main h1', { timeout: 60_000 });
    await page.waitForTimeout(3_000);
  } else {
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForSelector('main, form, h1', { timeout: 60_000 });
  }
  await page.evaluate(axeSource);
  const result = await page.evaluate(async (tags) => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      targets: v.nodes.map(
        (n) =>
          `${n.target.join(' ')}${n.any?.[0]?.data?.fgColor ? ` [${n.any[0].data.fgColor} on ${n.any[0].data.bgColor}, ${n.any[0].data.contrastRatio}]` : ''}`,
      ),
    }));
  }, AXE_TAGS);
  await context.close();
  return { scripts, violations: result };
}

let lighthouse = null;
if (!values['no-lighthouse']) {
  try {
    lighthouse = (await import('lighthouse')).default;
  } catch (error) {
    console.error(`Lighthouse could not be loaded (${error.message}); printing bytes and axe only.`);
  }
}

/**
 * Lighthouse opens its tab in the browser's default context, and its storage reset leaves localStorage (the session)
 * alone. Before every run the previous signed-in page's user signs out there (a public page would otherwise be
 * measured as the redirect of a signed-in visitor); for a signed-in page the demo user then signs in, and Lighthouse
 * keeps the session, while the HTTP cache is emptied as for a cold load.
 */
let defaultContext = null;
async function prepareSession(who) {
  if (!defaultContext) defaultContext = (await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`)).contexts()[0];
  const page = await defaultContext.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(() => window.localStorage.clear());
  if (who) await signIn(defaultContext, who);
  const session = await defaultContext.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
}

/**
 * Lighthouse's default 4× CPU slowdown stands for a mid-range phone only on a machine of about Lighthouse's
 * benchmarkIndex 1,533; a faster machine needs more, a slower one less. Lighthouse's throttling guide (the CPU
 * throttling calculator) puts the slowdown that reaches that phone at 1× for index 150, 2× at 800, 3× at 1,300 and one
 * more for every 233 above. The machines these benchmarks ran on read 828 to 3,500 (docs/benchmarks.md), so
 * `--cpu calibrated` reads this machine's index (median of three short Lighthouse runs) and measures every page at
 * the slowdown it calls for: scores that compare across machines, where the default's compare within one machine.
 */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

let cpuSlowdown = Number(values.cpu) || 4;
let benchmarkIndex = null;
async function calibrate() {
  const readings = [];
  for (let i = 0; i < 3; i++) {
    await prepareSession('');
    const result = await lighthouse(`${base}/login`, { port: debugPort, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
    const reading = result?.lhr.environment?.benchmarkIndex;
    if (Number.isFinite(reading)) readings.push(reading);
  }
  if (readings.length === 0) throw new Error('Lighthouse reported no benchmarkIndex to calibrate the CPU slowdown from.');
  readings.sort((a, b) => a - b);
  benchmarkIndex = readings[Math.floor(readings.length / 2)];
  cpuSlowdown = calibratedSlowdown(benchmarkIndex);
}

/** Lighthouse's trace sometimes misses the navigation's start (NO_NAVSTART, "run Lighthouse again"): that run is redone. */
const RETRIES_PER_PAGE = 2;

/**
 * The page's main thread in Lighthouse's own trace (unthrottled; Lighthouse simulates the slowed CPU from it): the
 * top-level tasks' wall time and the thread's CPU time within them. Wall time well above CPU time means the renderer
 * waited for a core (on two cores it shares them with the browser, Lighthouse and the server), and Lighthouse counts
 * that wait, times the slowdown, as blocking time; the CPU time is the page's own work.
 */
function mainThreadTimes(trace) {
  const events = trace?.traceEvents ?? [];
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur == null || e.tdur == null) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const renderers = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  // the page's renderer: the renderer main thread that ran the most tasks
  const tasks = [...renderers].map((key) => byThread.get(key) ?? []).sort((a, b) => b.length - a.length)[0] ?? [];
  tasks.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let wall = 0;
  let cpu = 0;
  let openUntil = -1;
  for (const e of tasks) {
    if (e.ts < openUntil) continue; // nested in a task already counted
    openUntil = e.ts + e.dur;
    wall += e.dur;
    cpu += e.tdur;
  }
  return { wall: wall / 1000, cpu: cpu / 1000 };
}

async function lighthouseScores({ pagePath, who }) {
  const runs = [];
  let retries = 0;
  for (let i = 0; i < lighthouseRuns; i++) {
    await prepareSession(who);
    const result = await lighthouse(
      `${base}${pagePath}`,
      {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(who),
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
      undefined,
    );
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError?.code === 'NO_NAVSTART' && retries < RETRIES_PER_PAGE) {
      retries += 1;
      console.error(`${pagePath}: Lighthouse missed the navigation's start (NO_NAVSTART); running it again.`);
      i -= 1;
      continue;
    }
    // --lhr-dir: every Lighthouse report as JSON, for the breakdowns the table leaves out (long tasks, requests)
    if (values['lhr-dir']) {
      mkdirSync(values['lhr-dir'], { recursive: true });
      const name = `${pagePath.replace(/\W+/g, '_')}${who ? `-${who}` : ''}-${runs.length + 1}.json`;
      writeFileSync(path.join(values['lhr-dir'], name), JSON.stringify(result.lhr));
    }
    if (runtimeError || categories.performance.score === null)
      throw new Error(`Lighthouse could not measure ${pagePath}: ${runtimeError?.message ?? JSON.stringify(result.lhr.runWarnings)}`);
    runs.push({
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      bestPractices: categories['best-practices'].score,
      seo: categories.seo.score,
      fcp: audits['first-contentful-paint']?.numericValue,
      lcp: audits['largest-contentful-paint']?.numericValue,
      tbt: audits['total-blocking-time']?.numericValue,
      mainThread: mainThreadTimes(result.artifacts?.Trace),
      failed: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) =>
          values.verbose
            ? `${a.id} [${(a.details?.items ?? [])
                .map((item) => item.node?.snippet ?? item.node?.selector ?? '')
                .filter(Boolean)
                .join(' | ')}]`
            : a.id,
        ),
    });
  }
  // median by performance score (the other categories hardly move between runs)
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)];
}

const rows = [];
const details = [];
try {
  if (lighthouse && values.cpu === 'calibrated') await calibrate();
  for (const entry of pages) {
    const { scripts, violations } = await loadAndAudit(entry);
    const unique = [...new Map(scripts.map((s) => [s.url, s])).values()];
    const disk = unique.map((s) => fileSizes(s.url));
    const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const scores = lighthouse ? await lighthouseScores(entry) : null;
    rows.push({
      page: entry.label,
      'JS files': unique.length,
      'JS raw KB': kb(sum(unique, 'decoded')),
      'JS sent KB': kb(sum(unique, 'transferred')),
      encoding: [...new Set(unique.map((s) => s.encoding))].join('/'),
      'JS gzip KB': values.url ? '' : kb(sum(disk, 'gz')),
      'JS br KB': values.url ? '' : kb(sum(disk, 'br')),
      'axe serious+ (nodes)': `${serious.length} (${serious.reduce((n, v) => n + v.nodes, 0)})`,
      'axe all': violations.length,
      ...(scores
        ? {
            perf: scores.performance.toFixed(2),
            a11y: scores.accessibility.toFixed(2),
            'best pr.': scores.bestPractices.toFixed(2),
            seo: scores.seo.toFixed(2),
            'FCP/LCP s': `${(scores.fcp / 1000).toFixed(1)}/${(scores.lcp / 1000).toFixed(1)}`,
            'TBT ms': Math.round(scores.tbt),
            'main wall/CPU ms': `${Math.round(scores.mainThread.wall)}/${Math.round(scores.mainThread.cpu)}`,
          }
        : {}),
    });
    details.push({ pagePath: entry.label, unique, violations, failed: scores?.failed ?? [] });
  }
} finally {
  await browser.close();
  if (proxy) await proxy.close();
  if (proxyDir) rmSync(proxyDir, { recursive: true, force: true });
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `\nWeb delivery, ${new Date().toISOString()}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `server ${base}${values.http2 ? ' (HTTP/2 over TLS, bench/http2-proxy.mjs)' : ''}, build ${values.url ? '(the server’s own)' : webDir}`,
);
console.log('JS sent = script bodies as transferred (Chromium chooses br or gzip); JS gzip / br = the same files gzip -9 / brotli 11.');
if (lighthouse) {
  console.log(
    `Lighthouse CPU slowdown ${cpuSlowdown.toFixed(1)}×${benchmarkIndex ? ` (calibrated: this machine's benchmarkIndex ${Math.round(benchmarkIndex)})` : ''}.`,
  );
  console.log(
    "main wall/CPU = the page's main-thread tasks in Lighthouse's unthrottled trace: wall time / the thread's CPU time (the gap is waiting for a core).",
  );
}
console.table(rows);
for (const { pagePath, unique, violations, failed } of details) {
  for (const v of violations)
    console.log(`${pagePath}: axe ${v.impact} ${v.id} × ${v.nodes}${values.verbose ? `: ${v.targets.join(' | ')}` : ''}`);
  if (failed.length > 0) console.log(`${pagePath}: Lighthouse audits not passed: ${failed.join(', ')}`);
  if (values.verbose)
    for (const s of unique) console.log(`  ${pagePath} ${s.url} ${kb(s.decoded)} KB raw, ${kb(s.transferred)} KB sent (${s.encoding})`);
}
