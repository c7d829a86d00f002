// Sizes of what we ship: minified, gzip and brotli.
import { readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const name = 'Sizes (bytes)';

export function run() {
  const files = ['dist/x-elements.js', 'dist/x-elements.bundle.js',
    ...readdirSync('dist/chunks').map((f) => `dist/chunks/${f}`),
    ...readdirSync('dist/elements').filter((f) => f.endsWith('.js')).map((f) => `dist/elements/${f}`)];
  return files.map((file) => {
    const raw = readFileSync(file);
    return { file: file.startsWith('dist/chunks/') ? file.replace(/-[\w-]{8}\.js$/, '.js') : file, min: raw.length, gzip: gzipSync(raw, { level: 9 }).length, brotli: brotliCompressSync(raw).length };
  });
}
