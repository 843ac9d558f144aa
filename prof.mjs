import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const totals = new Map();
for (let run = 0; run < 5; run++) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(base + '/login', { waitUntil: 'networkidle' });
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (dt.get(node.id) ?? 0) / 1000 / 5);
  }
  await page.close();
}
const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25);
for (const [k, v] of top) console.log(v.toFixed(1).padStart(8), k);
await browser.close();
