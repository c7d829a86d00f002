// 200 scroll-effect elements (each rising, fading and growing through the
// viewport), ours (on view timelines, and on the script path other engines
// take) against GSAP ScrollTrigger and a hand-written rAF loop on
// the same page, in Chromium: a real wheel gesture (CDP synthesized scroll,
// 6,000 px at 2,000 px/s), then main-thread and script milliseconds per
// frame (Chromium's own counters, Performance.getMetrics) and the frames
// drawn. Runs alternate; medians.
import { measureGesture, median, ratio } from './lib.mjs';

export const name = 'Scroll: 200 scroll-effect elements, real wheel gesture, Chromium (ratio: ours ÷ GSAP ScrollTrigger; lower is better, frames: higher)';

const PAGES = [
  { library: 'x-scroll-effects', path: '/bench/scroll-200.html' },
  // The same page as an engine without view timelines sees it (Firefox ESR,
  // older Safari): the shared script path, measured the same way.
  { library: 'x-scroll-effects, script path', path: '/bench/scroll-200.html', script: true },
  { library: 'GSAP 3 ScrollTrigger', path: '/bench/scroll-gsap-200.html' },
  { library: 'hand-written rAF', path: '/bench/scroll-raf-200.html' },
];

export async function run({ browser, server, runs }) {
  const results = Object.fromEntries(PAGES.map((p) => [p.library, []]));
  for (let i = 0; i < runs; i++) for (const p of PAGES) results[p.library].push(await measureGesture(browser, `${server.url}${p.path}`, { init: p.script ? () => delete window.ViewTimeline : null }));
  const med = (lib, key) => median(results[lib].map((r) => r[key]));
  const [ours, oursScript, gsap, raf] = PAGES.map((p) => p.library);
  const keys = {
    'script ms per frame': 'script',
    'main-thread ms per frame': 'main',
    'style and layout ms per frame': 'style',
    'frames drawn in the gesture': 'frames',
  };
  return Object.entries(keys).map(([label, key]) => {
    const fmt = (v) => (key === 'frames' ? Math.round(v) : v.toFixed(2));
    return {
      measure: label, [ours]: fmt(med(ours, key)), [oursScript]: fmt(med(oursScript, key)), [gsap]: fmt(med(gsap, key)), [raf]: fmt(med(raf, key)),
      ratio: ratio(med(ours, key), med(gsap, key)), 'ratio, script path': ratio(med(oursScript, key), med(gsap, key)),
    };
  });
}
