// `npm run bench`: builds (unless BENCH_BUILD=0), then measures. Each benchmark is one file in
// tests/bench/ exporting `name` and `run(context)`, which returns rows to print.
// Timings are medians of several runs on this machine: reported, never asserted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, startServer } from '../e2e/browser.mjs';
import { launchQuietChromium } from './quiet-chromium.mjs';

/** Prints rows as a Markdown table (pasteable into docs/PERFORMANCE.md). */
function printTable(rows) {
  if (!rows.length) return;
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v) => String(v ?? '').replace(/\|/g, '\\|');
  console.log(`| ${cols.join(' | ')} |\n| ${cols.map(() => '---').join(' | ')} |`);
  for (const r of rows) console.log(`| ${cols.map((c) => cell(r[c])).join(' | ')} |`);
}

// BENCH_BUILD=0 measures dist/ as it is (an experiment edited into it, a build made elsewhere).
if (process.env.BENCH_BUILD !== '0') {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Pages a benchmark writes as it runs (named after this build's chunks), served under /bench-gen/.
const generated = mkdtempSync(join(tmpdir(), 'x-bench-pages-'));
const server = await startServer({
  mounts: { '/bench-gen/': generated, '/peers/shoelace/': 'node_modules/@shoelace-style/shoelace/cdn', '/peers/swiper/': 'node_modules/swiper', '/peers/gsap/': 'node_modules/gsap/dist', '/peers/plyr/': 'node_modules/plyr/dist', '/bench/': 'tests/bench/pages' },
});
const browser = await launchChromium();
// Page loads (compareLoads) run in a Chromium of their own, driven without the Runtime domain (quiet-chromium.mjs).
let quiet;
const context = { server, browser, generated, quiet: () => (quiet ??= launchQuietChromium()), runs: Number(process.env.BENCH_RUNS ?? 5) };
console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, Chromium ${browser.version()}; ${context.runs} runs each, medians`);
try {
  const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.bench.mjs'))
    .filter((f) => !process.env.BENCH_ONLY || f.startsWith(process.env.BENCH_ONLY)).sort();
  for (const file of files) {
    const bench = await import(`./${file}`);
    console.log(`\n## ${bench.name}\n`);
    printTable(await bench.run(context));
  }
} finally {
  await quiet?.then((q) => q.close(), () => {});
  await browser.close();
  await server.close();
  rmSync(generated, { recursive: true, force: true });
}
