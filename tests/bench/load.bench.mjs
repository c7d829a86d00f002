// 200 mixed elements (slider, tabs, accordion, countdown) against 200
// Shoelace equivalents on an equivalent page, in Chromium: time until those
// in the first viewport are ready, until all 200 are, long tasks over 50 ms
// and the longest, bytes fetched and requests made. Runs alternate; then all
// again with the CPU slowed 4× (Chromium's throttling). Long tasks are also
// counted on the same markup without a script, the reference.
import { compareLoads } from './lib.mjs';

export const name = 'Load: 200 mixed elements, Chromium (ratio: ours ÷ Shoelace; lower is better)';

const PAGES = [
  { library: 'x-elements', path: '/stress.html' },
  { library: 'Shoelace 2.20', path: '/bench/shoelace-200.html' },
  // Ours without the script: the long tasks any page of these 200 items has (its first layout).
  { library: 'markup alone', path: '/bench/markup-200.html', reference: true, ready: afterAFrame },
];

/**
 * Ready: each custom element's own promise, ours `ready` and Lit's
 * `updateComplete` (what sets `data-x-ready` and `hasUpdated`), awaited once
 * its tag is defined. Nothing polls: a check every 5 ms read every element
 * and its box, and ran most between short tasks, so it cost a library that
 * yields more than one that holds the thread. First viewport: the items the
 * final layout shows in the first 720 px. Runs in the page: ms since
 * navigation.
 */
export async function ready() {
  const customs = (el) => [el, ...el.querySelectorAll('*')].filter((n) => n.localName.includes('-'));
  const upgraded = async (n) => {
    await customElements.whenDefined(n.localName);
    await (n.ready ?? n.updateComplete);
  };
  const items = [...document.querySelectorAll('main > *')];
  if (!items.length) throw new Error('no items in main');
  const times = await Promise.all(items.map(async (item) => {
    await Promise.all(customs(item).map(upgraded));
    return performance.now();
  }));
  // Boxes read after the next frame: read at once, they made the last mount's task lay out the whole page
  // (a long task with the CPU slowed 4×, of the harness's making).
  await new Promise((next) => requestAnimationFrame(() => setTimeout(next)));
  const inView = times.filter((_, i) => items[i].getBoundingClientRect().top < innerHeight);
  return { firstViewport: Math.max(...inView), all: Math.max(...times) };
}

/** The reference page's ready: loaded and drawn once (it has nothing to upgrade). */
async function afterAFrame() {
  await new Promise((next) => requestAnimationFrame(() => setTimeout(next)));
  return {};
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
