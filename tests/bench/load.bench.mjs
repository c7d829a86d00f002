// 200 mixed elements (slider, tabs, accordion, countdown) against 200
// Shoelace equivalents on an equivalent page, in Chromium: time until those
// in the first viewport are ready, until all 200 are, long tasks over 50 ms
// and the longest, bytes fetched and requests made. Runs alternate; then all
// again with the CPU slowed 4× (Chromium's throttling).
import { compareLoads } from './lib.mjs';

export const name = 'Load: 200 mixed elements, Chromium (ratio: ours ÷ Shoelace; lower is better)';

const PAGES = [
  { library: 'x-elements', path: '/stress.html' },
  { library: 'Shoelace 2.20', path: '/bench/shoelace-200.html' },
];

/** Ready: our elements mark data-x-ready; Lit elements set hasUpdated. Runs in the page: ms since navigation. */
export async function ready() {
  const isReady = (el) => [el, ...el.querySelectorAll('*')]
    .filter((n) => n.localName.includes('-'))
    .every((n) => n.hasAttribute('data-x-ready') || n.hasUpdated === true);
  const items = () => [...document.querySelectorAll('main > *')];
  const wait = (pick) => new Promise((resolve) => {
    const check = () => {
      const list = pick(items());
      if (list.length && list.every(isReady)) resolve(performance.now());
      else setTimeout(check, 5);
    };
    check();
  });
  const [firstViewport, all] = await Promise.all([wait((all) => all.filter((el) => el.getBoundingClientRect().top < innerHeight)), wait((all) => all)]);
  return { firstViewport, all };
}

const MEASURES = { 'first viewport ready (ms)': 'firstViewport', 'all 200 ready (ms)': 'all' };

/** At full speed, then with the CPU slowed 4× (a busy phone). */
export async function run(context) {
  const rows = [];
  for (const cpu of [1, 4]) {
    for (const row of await compareLoads(context, PAGES, ready, MEASURES, { cpu })) rows.push({ cpu: `${cpu}×`, ...row });
  }
  return rows;
}
