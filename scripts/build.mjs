// Builds dist/: one ES entry per element with one shared runtime chunk (React,
// core, zod), the autoloader, the all-in-one bundle, custom-elements.json
// and the element declarations; then checks budgets.json.
import { build } from 'vite';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import { viteBase } from './vite-base.mjs';
import { listElements } from './elements.mjs';
import { buildManifest, writeDeclarations, writeEditorData } from './manifest.mjs';
import { checkBudgets, gzipSizesOf } from './budgets.mjs';
import { preCssFile, preUpgradeGroups } from './pre-css.mjs';
import { buildPlugin, ZIP } from './wordpress-plugin.mjs';
import { addDeclarationExtensions } from './declarations.mjs';
import { chunkDeps, hoistTransitiveImports } from './hoist-imports.mjs';

const elements = listElements();
const tags = elements.map((e) => e.tag);
const common = viteBase();
// The runtime chunk: what every element shares and a page pays for once (the
// theme; the slide controls of styles/controls.css are a chunk of their own).
const RUNTIME = /node_modules[\\/](react|react-dom|scheduler|@r2wc|zod)[\\/]|elements[\\/]core[\\/]|styles[\\/]theme\.css/;

rmSync('dist', { recursive: true, force: true });

// Pre-upgrade styles: each element folder's <name>.pre.css and <name>.noscript.css
// (scripts/pre-css.mjs), minified, baked into the autoloader (a group a file, added
// once a tag it names is on the page) and shipped as
// dist/x-elements.pre.css for bundlers, late scripts and visitors without scripts.
const preSources = Object.fromEntries(elements.flatMap((e) => ['pre.css', 'noscript.css'].map((kind) => `elements/${e.dir}/${e.dir}.${kind}`))
  .filter(existsSync).map((f) => [f, readFileSync(f, 'utf8')]));
const minifyCss = (code) => transform({ filename: 'pre.css', minify: true, code: Buffer.from(code) }).code.toString();
const preGroups = preUpgradeGroups(preSources, tags, minifyCss);

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
// The elements, and x-elements/api (whenGranted, registerCaptchaProvider, installBlocker).
const entries = { ...Object.fromEntries(elements.map((e) => [`elements/${e.tag}`, e.file])), api: 'elements/api.ts' };

/** One build pass into dist/ (passes add to it; nothing empties it). */
const pass = (options, extra = {}) =>
  build({ ...common, ...extra, build: { outDir: 'dist', emptyOutDir: false, target: 'es2022', ...options } });

/**
 * Chromium's explicit compile hint, first in each file whose functions a page
 * runs as it loads: React and core, rolldown's helpers, each element's own
 * file, and Swiper (read only where a carousel starts it). V8 then compiles
 * them all as it reads the file (off the main thread where the file is
 * streamed), not each at its first call: with the CPU slowed 4×, the
 * 200-element page's first viewport was ready 5 to 14% sooner (A/B, 10 to
 * 12 loads each; the shared behaviours chunk hinted too gained nothing), and
 * the demo's hero carousel started Swiper in 21 to 24 ms instead of 27 to
 * 42 (its slice had been a long task in 2 loads of 6). Other engines read a
 * comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The shared chunks hinted, by name: `swiper` is the one rolldown names after elements/carousel/swiper.ts (checked below). */
const HINTED_CHUNKS = ['runtime', 'rolldown-runtime', 'swiper'];
const hinted = (chunk) => (chunk.isEntry ? chunk.name.startsWith('elements/') : HINTED_CHUNKS.includes(chunk.name));

await pass({
  modulePreload: false,
  rolldownOptions: {
    input: entries,
    preserveEntrySignatures: 'strict',
    output: {
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      postBanner: (chunk) => (hinted(chunk) ? COMPILE_HINT : ''),
      codeSplitting: {
        groups: [
          { name: 'runtime', test: RUNTIME },
          // What the carousel shares with its own lazy chunks (styles, field specs, safe URLs): one chunk, not four small ones.
          { name: 'carousel-shared', test: /elements[\\/]carousel[\\/](carousel\.css|fields|warn|lightbox)\.ts/ },
          // The behaviours most elements share (slides, devices, navigation, in-view, smooth scroll, the controls' styles):
          // one chunk of about 6 KB rather than a dozen of a few hundred bytes, each a request (six at a time over HTTP/1.1).
          { name: 'behaviours', test: /elements[\\/]behaviours[\\/](slides|autoplay|devices|strings|navigation|hash-state|timing|in-view|smooth-scroll|scroll-position)\.tsx?$|styles[\\/]controls\.css/ },
        ],
      },
    },
  },
});

// A hinted chunk renamed (its source file moved) would lose the hint without a word.
for (const name of HINTED_CHUNKS) {
  const file = readdirSync('dist/chunks').find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!file || !readFileSync(`dist/chunks/${file}`, 'utf8').startsWith(COMPILE_HINT)) throw new Error(`no chunks/${name}-*.js starting with the compile hint: see HINTED_CHUNKS in scripts/build.mjs`);
}

// Each entry names every chunk of its static graph, so a browser fetches them at once (scripts/hoist-imports.mjs).
hoistTransitiveImports([...readdirSync('dist/elements').filter((f) => f.endsWith('.js')).map((f) => `dist/elements/${f}`), 'dist/api.js']);

// For bundlers (package imports): the same entries with React and the other
// dependencies left as bare imports, so an app that has React ships it once and
// the elements render with the app's copy. Browsers loading files by URL (the
// autoloader, a CDN) use the self-contained files above.
const DEPENDENCY = new RegExp(`^(${Object.keys(pkg.dependencies).concat(Object.keys(pkg.peerDependencies)).map((d) => d.replace(/[/.]/g, '\\$&')).join('|')})(/|$)`);
await pass({
  outDir: 'dist/module',
  modulePreload: false,
  rolldownOptions: {
    input: entries,
    external: (id) => DEPENDENCY.test(id),
    preserveEntrySignatures: 'strict',
    output: {
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      codeSplitting: { groups: [{ name: 'core', test: /elements[\\/]core[\\/]|styles[\\/]/ }] },
    },
  },
});

function preloads() {
  const { chunks, deps } = chunkDeps(tags, (tag) => readFileSync(`dist/elements/${tag}.js`, 'utf8'));
  // The autoloader evaluates React and core first, by this name.
  const runtime = chunks.find((c) => c.startsWith('runtime-'));
  if (!runtime) throw new Error('no chunks/runtime-*.js among the elements\' imports: the autoloader imports it first');
  return { __X_CHUNKS__: JSON.stringify(chunks), __X_DEPS__: JSON.stringify(deps), __X_RUNTIME__: JSON.stringify(runtime) };
}

await pass(
  {
    target: 'es2020',
    lib: { entry: 'elements/loader/autoloader.ts', formats: ['iife'], name: 'xElementsAutoloader', fileName: () => 'x-elements.js' },
  },
  { define: { ...common.define, __X_TAGS__: JSON.stringify(tags), __X_PRE__: JSON.stringify(preGroups), ...preloads() } },
);
// Linked from <head> (for a script placed with defer, async, type="module" or
// late in the body), it must not hide anything from visitors without scripts.
writeFileSync('dist/x-elements.pre.css', preCssFile(preSources, minifyCss));
// And one file per element (dist/pre/<tag>.css), for an app that imports a few elements, not all of them.
mkdirSync('dist/pre', { recursive: true });
for (const e of elements) {
  const own = Object.fromEntries(Object.entries(preSources).filter(([path]) => path.startsWith(`elements/${e.dir}/`)));
  if (Object.keys(own).length) writeFileSync(`dist/pre/${e.tag}.css`, preCssFile(own, minifyCss));
}

// The consent blocker: plain TypeScript, synchronous, for the top of <head>.
await pass({
  target: 'es2020',
  lib: { entry: 'elements/consent/blocker-entry.ts', formats: ['iife'], name: 'xConsentBlocker', fileName: () => 'x-consent-blocker.js' },
});

// The all-in-one bundle has no autoloader: it places the popup of a `window.xPopupForm` snippet itself.
writeFileSync('.cache-all.ts', `${elements.map((e) => `import './${e.file}';`).join('\n')}\nimport { placeGlobalPopup } from './elements/popup-form/global-snippet';\nplaceGlobalPopup();\n`);
try {
  await pass({
    minify: true,
    lib: { entry: '.cache-all.ts', formats: ['es'], fileName: () => 'x-elements.bundle.js' },
    rolldownOptions: { output: { codeSplitting: false } },
  });
} finally {
  rmSync('.cache-all.ts', { force: true });
}

const manifest = await buildManifest();
writeDeclarations(manifest);
// x-elements/api's declarations, emitted by tsc from its sources.
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.api.json'], { stdio: 'inherit' });
// Relative imports with their file extension, as node16/nodenext resolution requires of an ES module package.
addDeclarationExtensions('dist/types');
writeEditorData(manifest);
// The WordPress plugin: its PHP with these files, one zip to upload.
const plugin = buildPlugin();

// Sizes and budgets.
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const { rows, failures } = checkBudgets(gzipSizesOf('dist'), budgets);
console.log('\nfile                                        gzip   budget');
for (const r of rows) console.log(`${r.file.padEnd(42)} ${String(r.gzip).padStart(6)} ${String(r.budget ?? '-').padStart(8)}${r.over ? '  OVER BUDGET' : ''}`);
console.log(`\nautoloader: ${rows.find((r) => r.file === 'dist/x-elements.js')?.gzip} bytes gzip (budget ${budgets['dist/x-elements.js']})`);
console.log(`consent blocker: ${rows.find((r) => r.file === 'dist/x-consent-blocker.js')?.gzip} bytes gzip (budget ${budgets['dist/x-consent-blocker.js']})`);
console.log(`manifest: ${manifest.modules.length} elements in custom-elements.json`);
console.log(`WordPress plugin: ${ZIP}, ${plugin.files} files, ${(plugin.bytes / 1024).toFixed(0)} KB`);
for (const f of failures) console.error(f);
if (failures.length) process.exit(1);
