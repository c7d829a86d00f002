// Sizes (minified, gzip, brotli), everyone bundled with the same settings.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { bundle, kb, minifyCss, ratio, sizes } from './lib.mjs';

export const name = 'Sizes: ours beside the peers (gzip ratios, ours ÷ theirs; lower is smaller)';

const SL = '@shoelace-style/shoelace/dist/components';
const PEERS = {
  'Shoelace tab group + details + carousel': ['tab-group', 'tab', 'tab-panel', 'details', 'carousel', 'carousel-item']
    .map((c) => `import '${SL}/${c}/${c}.js';`).join('\n'),
  "Shoelace's autoloader": "export * from '@shoelace-style/shoelace/dist/shoelace-autoloader.js';",
  'Swiper Element (core)': "export * from 'swiper/element';",
  'Swiper Element bundle (all modules)': "export * from 'swiper/element/bundle';",
  'vanilla-cookieconsent 3.1 (JS)': "export * from 'vanilla-cookieconsent';",
  'GSAP + ScrollTrigger': "export { gsap } from 'gsap';\nexport { ScrollTrigger } from 'gsap/ScrollTrigger';",
  'motion animate + scroll': "export { animate, scroll } from 'motion';",
  'jQuery 3.7': "export { default } from 'jquery';",
  'Plyr 3.8 (JS)': "export { default } from 'plyr';",
};

/** The files a page loads for these entries: the entries and every chunk they import, transitively. */
function loadedWith(entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/from\s*"(\.{1,2}\/[^"]+)"/g)) visit(normalize(join(dirname(file), m[1])));
  };
  entries.forEach(visit);
  return [...seen];
}

export async function run() {
  const chunk = (prefix) => `dist/chunks/${readdirSync('dist/chunks').find((f) => f.startsWith(prefix))}`;
  const el = (tag) => `dist/elements/${tag}.js`;
  const shared = readdirSync('dist/chunks').filter((f) => !f.startsWith('runtime-')).map((f) => `dist/chunks/${f}`);
  const ours = {
    'autoloader (dist/x-elements.js)': sizes(['dist/x-elements.js']),
    'shared runtime chunk (React 19, kit, zod/mini)': sizes([chunk('runtime-')]),
    ...Object.fromEntries(readdirSync('dist/elements').filter((f) => f.endsWith('.js'))
      .map((f) => [`element chunk ${f.replace('.js', '')}`, sizes([el(f.replace('.js', ''))])])),
    'shared chunks besides the runtime (all of them)': sizes(shared),
    'forms kit, paid once by pages with forms': sizes(loadedWith([el('x-contact-form')]).filter((f) => f.includes('chunks') && !f.includes('runtime-'))),
    'slider + tabs + accordion, all in (runtime + chunks)': sizes(loadedWith([el('x-slider'), el('x-tabs'), el('x-accordion'), el('x-toggle')])),
    // The Swiper chunk is a dynamic import (fetched on mount), so it is named here.
    'x-carousel on top of the runtime (element + Swiper chunk: core, a11y, arrows)': sizes(loadedWith([el('x-carousel'), chunk('swiper-')]).filter((f) => !f.includes('runtime-'))),
    'x-scroll-effects on top of the runtime (element + its chunks)': sizes(loadedWith([el('x-scroll-effects')]).filter((f) => !f.includes('runtime-'))),
    'x-animate + x-counter + x-parallax on top of the runtime': sizes(loadedWith([el('x-animate'), el('x-counter'), el('x-parallax')]).filter((f) => !f.includes('runtime-'))),
    'x-consent banner on top of the runtime (element + its chunks)': sizes(loadedWith([el('x-consent')]).filter((f) => !f.includes('runtime-'))),
    'x-media-player on top of the runtime (element + its chunks, styles included)': sizes(loadedWith([el('x-media-player')]).filter((f) => !f.includes('runtime-'))),
    'x-split-test + x-split-goal on top of the runtime': sizes(loadedWith([el('x-split-test'), el('x-split-goal')]).filter((f) => !f.includes('runtime-'))),
    'all-in-one bundle': sizes(['dist/x-elements.bundle.js']),
    'consent blocker (dist/x-consent-blocker.js)': sizes(['dist/x-consent-blocker.js']),
  };
  const peers = {};
  for (const [label, source] of Object.entries(PEERS)) peers[label] = sizes([await bundle(label.replace(/\W+/g, '-'), source)]);
  peers['vanilla-cookieconsent 3.1 (CSS)'] = sizes([minifyCss('node_modules/vanilla-cookieconsent/dist/cookieconsent.css')]);
  peers['Plyr 3.8 (CSS)'] = sizes([minifyCss('node_modules/plyr/dist/plyr.css')]);

  const row = (who, label, s, versus) => ({
    who, what: label, min: kb(s.min), gzip: kb(s.gzip), brotli: kb(s.brotli),
    'gzip vs peer': versus ? `${ratio(s.gzip, peers[versus].gzip)} ${versus}` : '',
  });
  const versus = {
    'autoloader (dist/x-elements.js)': "Shoelace's autoloader",
    'slider + tabs + accordion, all in (runtime + chunks)': 'Shoelace tab group + details + carousel',
    'consent blocker (dist/x-consent-blocker.js)': 'vanilla-cookieconsent 3.1 (JS)',
    'x-carousel on top of the runtime (element + Swiper chunk: core, a11y, arrows)': 'Swiper Element bundle (all modules)',
    'x-scroll-effects on top of the runtime (element + its chunks)': 'GSAP + ScrollTrigger',
    'x-animate + x-counter + x-parallax on top of the runtime': 'motion animate + scroll',
    'x-consent banner on top of the runtime (element + its chunks)': 'vanilla-cookieconsent 3.1 (JS)',
    'x-media-player on top of the runtime (element + its chunks, styles included)': 'Plyr 3.8 (JS)',
  };
  return [
    ...Object.entries(ours).map(([label, s]) => row('x-elements', label, s, versus[label])),
    ...Object.entries(peers).map(([label, s]) => row('peer', label, s)),
  ];
}
