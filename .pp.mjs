import { launchChromium, startServer } from './tests/e2e/browser.mjs';
const { ready } = await import('./tests/bench/load.bench.mjs');
const server = await startServer({ csp: true });
const browser = await launchChromium();
const target = new RegExp(process.argv[2]);
const agg = new Map();
const runs = 3;
for (let r = 0; r < runs; r++) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${process.env.PAGE ?? '/stress.html'}`);
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
  const dt = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  const walk = (n, inT) => {
    const k = key(n);
    const now = inT || target.test(k) || (process.env.URLT && n.callFrame.url.includes(process.env.URLT) && !inT);
    if (now) agg.set(k, (agg.get(k) ?? 0) + (counts.get(n.id) ?? 0) * dt / runs);
    for (const c of n.children ?? []) walk(byId.get(c), now);
  };
  walk(profile.nodes[0], false);
  await page.close();
}
let total = 0; for (const v of agg.values()) total += v;
console.log('total self in target', total.toFixed(1));
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) console.log(v.toFixed(1).padStart(6), k);
await browser.close(); await server.close();
