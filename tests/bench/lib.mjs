// Shared helpers for benchmarks: sizes, bundling peers with our own bundler
// settings, medians and ratios.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { transform } from 'lightningcss';
import { build } from 'vite';

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
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
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
