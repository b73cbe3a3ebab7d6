import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto('http://localhost:3300' + (process.argv[2] || '/register'), { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
// segment into busy runs separated by idle samples
let t = 0, run = null; const runs = [];
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] || 0) / 1000; t += ms;
  const n = byId.get(id); const idle = n.callFrame.functionName === '(idle)';
  if (idle) { if (run) { runs.push(run); run = null; } return; }
  run ??= { start: t, dur: 0, fns: new Map() };
  run.dur += ms;
  const seen = new Set();
  for (let cur = id; cur; cur = parent.get(cur)) { const k = name(byId.get(cur)); if (!seen.has(k)) { seen.add(k); run.fns.set(k, (run.fns.get(k) || 0) + ms); } }
});
if (run) runs.push(run);
for (const r of runs.filter((r) => r.dur > 50)) {
  console.log(`== task ${r.dur.toFixed(0)} ms at ${r.start.toFixed(0)}`);
  console.log([...r.fns.entries()].filter(([k]) => !/^\((root|program)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `   ${v.toFixed(0).padStart(5)} ${k.slice(0, 90)}`).join('\n'));
}
await browser.close();
