import { launchChromium, startServer } from './tests/e2e/browser.mjs';
const { ready } = await import('./tests/bench/load.bench.mjs');
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'blink', 'cc', 'toplevel'];
const server = await startServer();
const browser = await launchChromium();
const self = new Map(); const top = new Map(); let frames = 0;
const runs = 2;
for (let r = 0; r < runs; r++) {
  const page = await browser.newPage();
  const cpu = Number(process.argv[2] ?? 1);
  if (cpu > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${server.url}/stress.html`);
  const times = await page.evaluate(ready);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await page.close();
  const ev = trace.traceEvents ?? trace;
  const main = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && ev.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const on = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const nav = ev.find((e) => e.pid === main.pid && e.name === 'ResourceSendRequest');
  const end = nav.ts + times.all * 1000; const t0 = on.find((e) => e.name === 'RunPostTaskCallback').ts;
  console.log('window', Math.round((end - t0) / 1000), times);
  const stack = [];
  for (const e of on) {
    if (e.ts > end) break;
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) stack.at(-1).kids = (stack.at(-1).kids ?? 0) + e.dur;
    e.parent = stack.at(-1);
    stack.push(e);
  }
  for (const e of on) {
    if (e.ts < t0 || e.ts > end) continue;
    self.set(e.name, (self.get(e.name) ?? 0) + (e.dur - (e.kids ?? 0)) / runs);
    if (e.parent && (e.parent.name === 'ThreadControllerImpl::RunTask' || e.parent.name === 'RunTask')) top.set(e.name, (top.get(e.name) ?? 0) + e.dur / runs);
    if (e.name === 'ProxyMain::BeginMainFrame') frames += 1 / runs;
  }
}
console.log('frames', frames);
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25)).map(([n, d]) => `${n}:${(d / 1000).toFixed(1)}`).join('\n'));
console.log('--- top-level children of tasks');
console.log([...top].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, d]) => `${n}:${(d / 1000).toFixed(1)}`).join('\n'));
await browser.close(); await server.close();
