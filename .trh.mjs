import { launchChromium, startServer } from './tests/e2e/browser.mjs';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'loading', 'blink'];
const server = await startServer({ csp: true });
const browser = await launchChromium();
for (let r = 0; r < 4; r++) {
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await browser.startTracing(page, { categories: CATEGORIES });
await page.goto(`${server.url}/`);
await page.waitForTimeout(3000);
const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
await page.close();
const ev = trace.traceEvents ?? trace;
const main = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && ev.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
const on = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const tasks = on.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
const t0 = tasks[0].ts;
const bl = on.filter((e) => e.name === 'FunctionCall' && /consent-blocker/.test(e.args?.data?.url ?? '')); console.log('blocker FunctionCalls', bl.length, (bl.reduce((n, e) => n + e.dur, 0) / 1000).toFixed(1), 'max', (Math.max(...bl.map((e) => e.dur)) / 1000).toFixed(1));
for (const t of []) {
  const inside = on.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 1500);
  console.log(`${((t.ts - t0) / 1000).toFixed(0)} +${(t.dur / 1000).toFixed(1)}: ${inside.slice(0, 9).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop().slice(0, 20) + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${(e.dur / 1000).toFixed(1)}`).join(' ')}`);
}
console.log('---');
}
await browser.close(); await server.close();
