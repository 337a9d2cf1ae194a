import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.goto('about:blank');
if (process.argv[4] === 'signup') {
  const r = await page.request.post('http://localhost:5291/api/auth/sign-up', {
    data: { email: `p${Date.now()}@example.com`, password: 'profile-password', displayName: 'P' },
  });
  console.log('signup', r.status());
}
await cdp.send('Profiler.start');
await page.goto(process.argv[2]!);
await page.getByRole('button', { name: process.argv[3] ?? 'Login', exact: true }).waitFor({ timeout: 60000 });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = profile.timeDeltas!;
const samples = profile.samples!;
// stretches of non-idle samples
let best = { from: 0, to: 0, ms: 0 };
let from = 0, ms = 0;
for (let i = 0; i < samples.length; i++) {
  const name = byId.get(samples[i]!)!.callFrame.functionName;
  if (name === '(idle)') { if (ms > best.ms) best = { from, to: i, ms }; from = i + 1; ms = 0; }
  else ms += (dt[i] ?? 0) / 1000;
}
const stretches: { from: number; to: number; ms: number }[] = [];
from = 0; ms = 0;
for (let i = 0; i < samples.length; i++) {
  const name = byId.get(samples[i]!)!.callFrame.functionName;
  if (name === '(idle)') { if (ms > 40) stretches.push({ from, to: i, ms }); from = i + 1; ms = 0; }
  else ms += (dt[i] ?? 0) / 1000;
}
for (const st of stretches.sort((a, b) => b.ms - a.ms).slice(0, Number(process.argv[5] ?? 2))) {
  console.log('--- stretch', st.ms.toFixed(0), 'ms');
  const incl = new Map<string, number>();
  for (let i = st.from; i < st.to; i++) {
    const seen = new Set<string>();
    let cur: number | undefined = samples[i];
    while (cur !== undefined) {
      const n = byId.get(cur)!;
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
      if (!seen.has(key)) { incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0)); seen.add(key); }
      cur = parent.get(cur);
    }
  }
  for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(1).padStart(7), k);
}
await browser.close();
