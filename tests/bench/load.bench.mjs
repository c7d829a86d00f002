// 200 mixed elements (slider, tabs, accordion, countdown) against 200
// Shoelace equivalents on an equivalent page, in Chromium: time until those
// in the first viewport are ready, until all 200 are, long tasks over 50 ms
// and the longest, bytes fetched and requests made. Runs alternate.
import { median, ratio } from './lib.mjs';

export const name = 'Load: 200 mixed elements, Chromium (ratio: ours ÷ Shoelace; lower is better)';

const PAGES = [
  { library: 'x-elements', path: '/stress.html' },
  { library: 'Shoelace 2.20', path: '/bench/shoelace-200.html' },
];

/** Ready: our elements mark data-x-ready; Lit elements set hasUpdated. */
function readiness() {
  const ready = (el) => [el, ...el.querySelectorAll('*')]
    .filter((n) => n.localName.includes('-'))
    .every((n) => n.hasAttribute('data-x-ready') || n.hasUpdated === true);
  const items = () => [...document.querySelectorAll('main > *')];
  const wait = (pick) => new Promise((resolve) => {
    const check = () => {
      const list = pick(items());
      if (list.length && list.every(ready)) resolve(performance.now());
      else setTimeout(check, 5);
    };
    check();
  });
  return Promise.all([wait((all) => all.filter((el) => el.getBoundingClientRect().top < innerHeight)), wait((all) => all)]);
}

async function once(browser, url) {
  const page = await browser.newPage();
  let bytes = 0;
  let requests = 0;
  page.on('requestfinished', async (req) => {
    requests++;
    const s = await req.sizes().catch(() => null);
    bytes += s ? s.responseBodySize + s.responseHeadersSize : 0;
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  const [firstViewport, all] = await page.evaluate(readiness);
  await page.waitForTimeout(500);
  const longTasks = await page.evaluate(() => window.__longTasks);
  await page.close();
  return { firstViewport, all, longTasks: longTasks.length, longest: Math.max(0, ...longTasks), bytes, requests };
}

export async function run({ browser, server, runs }) {
  const results = Object.fromEntries(PAGES.map((p) => [p.library, []]));
  for (let i = 0; i < runs; i++) for (const p of PAGES) results[p.library].push(await once(browser, `${server.url}${p.path}`));
  const med = (lib, key) => median(results[lib].map((r) => r[key]));
  const keys = {
    'first viewport ready (ms)': 'firstViewport',
    'all 200 ready (ms)': 'all',
    'long tasks > 50 ms': 'longTasks',
    'longest task (ms)': 'longest',
    'KB fetched': 'bytes',
    requests: 'requests',
  };
  const [ours, peer] = PAGES.map((p) => p.library);
  return Object.entries(keys).map(([label, key]) => {
    const scale = key === 'bytes' ? 1 / 1024 : 1;
    const a = med(ours, key) * scale;
    const b = med(peer, key) * scale;
    return { measure: label, [ours]: Math.round(a), [peer]: Math.round(b), ratio: ratio(a, b) };
  });
}
