import { chromium } from 'playwright-core';
import { statSync, existsSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) files.push(u.pathname); });
  await page.goto('http://localhost:3300' + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  let total = 0;
  const rows = files.map((f) => { const b = `/work/main/apps/web/dist${f}.br`; const n = existsSync(b) ? statSync(b).size : statSync(`/work/main/apps/web/dist${f}`).size; total += n; return [f, n]; }).sort((a, b) => b[1] - a[1]);
  console.log(p, (total / 1024).toFixed(1), 'KB br');
  for (const [f, n] of rows) console.log('  ', (n / 1024).toFixed(1).padStart(6), f);
  await page.close();
}
await browser.close();
