import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[1280, 800], [375, 812]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const p of ['/login', '/forgot-password', '/employer-landing']) {
    await page.goto('http://localhost:3300' + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/s-${w}${p.replace(/\//g, '_')}.png` });
  }
  await page.close();
}
// no JavaScript: what the server sends
const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
const p2 = await ctx.newPage();
await p2.goto('http://localhost:3300/login');
await p2.screenshot({ path: '/tmp/s-nojs-login.png' });
await browser.close();
