// 20 video players on one page (a caption track each), ours against Plyr
// 3.8 on the same page, in Chromium: time until all 20 are ready, long
// tasks over 50 ms and the longest, bytes fetched and requests made. Runs
// alternate.
import { compareLoads, pageSaysReady } from './lib.mjs';

export const name = 'Load: 20 video players on one page, Chromium (ratio: ours ÷ Plyr; lower is better)';

const PAGES = [
  { library: 'x-media-player', path: '/bench/media-20.html' },
  { library: 'Plyr 3.8', path: '/bench/plyr-20.html' },
];

export const run = (context) => compareLoads(context, PAGES, pageSaysReady, { 'all 20 ready (ms)': 'all' });
