// Shared helpers for benchmarks: sizes, bundling peers with our own bundler
// settings, medians and ratios.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { transform } from 'lightningcss';
import { build } from 'vite';
import { viteBase } from '../../scripts/vite-base.mjs';
import { quietLoad } from './quiet-chromium.mjs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** "0.42×" style ratio of ours to theirs (lower is better for sizes and times). */
export const ratio = (ours, theirs) => (ours == null || !theirs ? '-' : `${(ours / theirs).toFixed(2)}×`);

export function sizes(buffers) {
  const raw = Buffer.concat(buffers.map((b) => (typeof b === 'string' ? readFileSync(b) : b)));
  return { min: raw.length, gzip: gzipSync(raw, { level: 9 }).length, brotli: brotliCompressSync(raw).length };
}

export const kb = (n) => (n == null ? '-' : `${(n / 1024).toFixed(1)} KB`);

/** Bundles an entry's source with the same settings as our build (Vite/Rolldown, minified, ES2022, one file). */
export async function bundle(name, source) {
  mkdirSync('.bench/entries', { recursive: true });
  const entry = `.bench/entries/${name}.js`;
  writeFileSync(entry, source);
  await build({
    ...viteBase(),
    logLevel: 'silent',
    build: {
      outDir: '.bench/out',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['es'], fileName: () => `${name}.js` },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  return readFileSync(`.bench/out/${name}.js`);
}

export function minifyCss(file) {
  return Buffer.from(transform({ filename: file, code: readFileSync(file), minify: true }).code);
}

/**
 * A `ready` for compareLoads on pages that say when they are done
 * (`window.__benchReady()`, true once every element is running), in ms
 * since navigation as `all`. Runs in the page.
 */
export async function pageSaysReady() {
  await new Promise((resolve) => {
    const check = () => (window.__benchReady?.() ? resolve() : setTimeout(check, 5));
    check();
  });
  return { all: performance.now() };
}

/**
 * Runs two pages alternately `runs` times (the CPU slowed `cpu` times); one row per measure (label: key) with
 * both medians and ours ÷ theirs. A third page marked `reference` (with a `ready` of its own) is loaded in
 * each round too, for its long tasks only: what the browser does with that markup without either library.
 * `before`: visits of the page first, in the same context, so the one measured is a returning visitor's.
 */
export async function compareLoads({ quiet, server, runs }, pages, ready, measures, { cpu = 1, before = 0 } = {}) {
  const results = Object.fromEntries(pages.map((p) => [p.library, []]));
  for (let i = 0; i < runs; i++) {
    for (const p of pages) {
      const result = await quietLoad(await quiet(), `${server.url}${p.path}`, p.ready ?? ready, { cpu, before, verbose: Boolean(process.env.BENCH_VERBOSE) });
      // BENCH_VERBOSE=1: what ran in each frame over 50 ms (Long Animation Frames), by script.
      if (process.env.BENCH_VERBOSE) console.log(`${p.library} ${cpu}×: ${JSON.stringify(result.blame)}`);
      results[p.library].push(result);
    }
  }
  const med = (lib, key) => median(results[lib].map((r) => r[key]));
  const [ours, peer] = pages.filter((p) => !p.reference).map((p) => p.library);
  const reference = pages.find((p) => p.reference)?.library;
  const tasks = { 'long tasks > 50 ms': 'longTasks', 'longest task (ms)': 'longest' };
  const all = { ...measures, ...tasks, 'KB fetched': 'bytes', requests: 'requests' };
  return Object.entries(all).map(([label, key]) => {
    const scale = key === 'bytes' ? 1 / 1024 : 1;
    const a = med(ours, key) * scale;
    const b = med(peer, key) * scale;
    const row = { measure: label, [ours]: Math.round(a), [peer]: Math.round(b), ratio: ratio(a, b) };
    return reference ? { ...row, [reference]: label in tasks ? Math.round(med(reference, key)) : '' } : row;
  });
}

const metric = (m, name) => m.metrics.find((x) => x.name === name)?.value ?? 0;

/**
 * A real wheel gesture on a page (CDP synthesized scroll, 6,000 px at 2,000
 * px/s, 1280 × 800), once `window.__benchReady()` says it is set up: script,
 * main-thread and style-and-layout milliseconds per frame (Chromium's own
 * counters, Performance.getMetrics) and the frames drawn. `init` runs in the
 * page before its own scripts.
 */
export async function measureGesture(browser, url, { init = null } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (init) await page.addInitScript(init);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url);
  await page.waitForFunction(() => window.__benchReady?.(), null, { timeout: 20000 });
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    window.__frames = 0;
    const tick = () => {
      window.__frames++;
      window.__raf = requestAnimationFrame(tick);
    };
    window.__raf = requestAnimationFrame(tick);
  });
  const before = await cdp.send('Performance.getMetrics');
  await cdp.send('Input.synthesizeScrollGesture', { x: 640, y: 400, yDistance: -6000, speed: 2000, gestureSourceType: 'mouse', preventFling: true });
  const after = await cdp.send('Performance.getMetrics');
  const frames = await page.evaluate(() => {
    cancelAnimationFrame(window.__raf);
    return window.__frames;
  });
  const per = (name) => ((metric(after, name) - metric(before, name)) * 1000) / Math.max(1, frames);
  await page.close();
  return { script: per('ScriptDuration'), main: per('TaskDuration'), style: per('RecalcStyleDuration') + per('LayoutDuration'), frames };
}
