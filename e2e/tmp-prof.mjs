import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto('http://localhost:3300' + (process.argv[2] || '/forgot-password'), { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const self = new Map(),
  total = new Map();
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] || 0) / 1000;
  const n = byId.get(id);
  const k0 = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(k0, (self.get(k0) || 0) + ms);
  const seen = new Set();
  for (let cur = id; cur; cur = parent.get(cur)) {
    const m = byId.get(cur);
    const k = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}`;
    if (!seen.has(k)) {
      seen.add(k);
      total.set(k, (total.get(k) || 0) + ms);
    }
  }
});
const show = (m, n) =>
  [...m.entries()]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(root)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k.slice(0, 100)}`)
    .join('\n');
console.log('--- total');
console.log(show(total, 45));
console.log('--- self');
console.log(show(self, 20));
await browser.close();
