// A long page (20 sections of 800 px) with a header that hides while
// scrolling down, side navigation and a back-to-top button: ours (one shared
// scroll observer, the current section from an IntersectionObserver) against
// the same page as a theme writes it (a scroll listener per feature, the
// side navigation measuring every section on each event), during a real
// wheel gesture in Chromium. Runs alternate; medians.
import { measureGesture, median, ratio } from './lib.mjs';

export const name = 'Navigation: header + side navigation + back to top on a long page, real wheel gesture, Chromium (ratio: ours ÷ hand-written; lower is better, frames: higher)';

const PAGES = [
  { library: 'x-header + x-side-nav + x-scroll-top', path: '/bench/nav-long.html' },
  { library: 'hand-written listeners', path: '/bench/nav-raf.html' },
];

export async function run({ browser, server, runs }) {
  const results = Object.fromEntries(PAGES.map((p) => [p.library, []]));
  for (let i = 0; i < runs; i++) for (const p of PAGES) results[p.library].push(await measureGesture(browser, `${server.url}${p.path}`));
  const med = (lib, key) => median(results[lib].map((r) => r[key]));
  const [ours, theirs] = PAGES.map((p) => p.library);
  const keys = { 'script ms per frame': 'script', 'main-thread ms per frame': 'main', 'style and layout ms per frame': 'style', 'frames drawn in the gesture': 'frames' };
  return Object.entries(keys).map(([label, key]) => {
    const fmt = (v) => (key === 'frames' ? Math.round(v) : v.toFixed(2));
    return { measure: label, [ours]: fmt(med(ours, key)), [theirs]: fmt(med(theirs, key)), ratio: ratio(med(ours, key), med(theirs, key)) };
  });
}
