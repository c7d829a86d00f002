// Writes the load bench's 200-element pages, ours (examples/stress.html),
// Shoelace's closest equivalents (tests/bench/pages/shoelace-200.html) and
// ours without its script (markup-200.html, the reference), from one list:
// the same 200 items, in the markup, as a site builder pastes them (a page
// script building them was a task of its own, 20 to 56 ms with the CPU
// slowed 4×, counted as ours). `node tests/bench/pages/make-200.mjs`;
// make-200.test.ts fails when a page differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Far ahead, so the countdowns count whenever the bench runs. */
const END = '2099-12-31T00:00:00Z';

/** 50 each of slider, tabs, accordion and countdown, interleaved. */
const OURS = [
  (i) => `<x-slider id="s${i}"><div class="slide s1">${i}a</div><div class="slide s2">${i}b</div><div class="slide s3">${i}c</div></x-slider>`,
  (i) => `<x-tabs id="t${i}"><button slot="tab">A</button><div>Tab A ${i}</div><button slot="tab">B</button><div>Tab B ${i}</div></x-tabs>`,
  (i) => `<x-accordion id="a${i}"><x-toggle heading-level="2"><span slot="title">Q1 ${i}</span><p>A1</p></x-toggle><x-toggle heading-level="2"><span slot="title">Q2 ${i}</span><p>A2</p></x-toggle></x-accordion>`,
  (i) => `<x-countdown id="c${i}" end="${END}"><p>Ends in</p></x-countdown>`,
];

/** Shoelace's closest: carousel for the slider, tab group, details for the accordion, relative time for the countdown. */
const SHOELACE = [
  (i) => `<sl-carousel id="s${i}" navigation pagination><sl-carousel-item><div class="slide s1">${i}a</div></sl-carousel-item><sl-carousel-item><div class="slide s2">${i}b</div></sl-carousel-item><sl-carousel-item><div class="slide s3">${i}c</div></sl-carousel-item></sl-carousel>`,
  (i) => `<sl-tab-group id="t${i}"><sl-tab slot="nav" panel="a">A</sl-tab><sl-tab slot="nav" panel="b">B</sl-tab><sl-tab-panel name="a">Tab A ${i}</sl-tab-panel><sl-tab-panel name="b">Tab B ${i}</sl-tab-panel></sl-tab-group>`,
  (i) => `<div id="a${i}" class="accordion"><sl-details summary="Q1 ${i}" open>A1</sl-details><sl-details summary="Q2">A2</sl-details></div>`,
  (i) => `<div id="c${i}"><p>Ends in</p><sl-relative-time date="${END}" sync></sl-relative-time></div>`,
];

const items = (kinds) => Array.from({ length: 200 }, (_, i) => kinds[i % 4](i)).join('\n');

const STRESS = `<!doctype html>
<html lang="en" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>200 elements · x-elements</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/docs.css">
<script src="/dist/x-elements.js"></script>
</head>
<body>
<header><h1>200 mixed elements</h1></header>
<!-- Written by tests/bench/pages/make-200.mjs: 50 each of slider, tabs, accordion and countdown, interleaved. -->
<main id="grid">
${items(OURS)}
</main>
</body>
</html>
`;

export const PAGES = {
  'examples/stress.html': STRESS,
  // The reference: our page without its script, the browser's own work on that markup (its first layout
  // is a long task with the CPU slowed 4x, in any page carrying these 200 items).
  'tests/bench/pages/markup-200.html': STRESS.replace('<script src="/dist/x-elements.js"></script>\n', '').replace('· x-elements', '· markup alone'),
  'tests/bench/pages/shoelace-200.html': `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>200 Shoelace equivalents</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/peers/shoelace/themes/light.css">
<link rel="stylesheet" href="/assets/docs.css">
<script type="module" src="/peers/shoelace/shoelace-autoloader.js"></script>
</head>
<body>
<h1>200 Shoelace equivalents</h1>
<!-- Written by tests/bench/pages/make-200.mjs: the same items as examples/stress.html, in Shoelace's closest equivalents. -->
<main id="grid">
${items(SHOELACE)}
</main>
</body>
</html>
`,
};

/** Paths whose file differs from what this script writes. */
export const stale = () => Object.entries(PAGES).filter(([path, html]) => readFileSync(root + path, 'utf8') !== html).map(([path]) => path);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, html] of Object.entries(PAGES)) writeFileSync(root + path, html);
}
