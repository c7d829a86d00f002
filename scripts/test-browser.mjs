// `npm run test:browser`: bundles every browser test file once with Vite
// (.wtr-build/), plans the run and runs it in one web-test-runner process:
//   current  every file (element tests beside their code, the cross-cutting
//            suites in tests/browser, the page sweep, the reliability checks)
//            in Chromium, Firefox ESR and WebKit;
//   oldest   the tests marked #smoke in the oldest Chromium and Firefox ESR
//            the Debian archive offers.
// Then prints what each engine passed and failed, names every file that
// failed or never reported, and writes .wtr-build/results.json for npm test.
// SUITE=reliability runs the reliability checks alone at their full size.
// The variables are listed in docs/TESTING.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { viteBase } from './vite-base.mjs';
import { ENGINE_PATHS, oldestBrowsers } from './browsers.mjs';

const env = process.env;
const OUT = '.wtr-build';
const RELIABILITY_ONLY = env.SUITE === 'reliability';
// React's development build: its own warnings reach the tests (the smoke
// tests fail on them). Production measured no faster here: the tests wait on
// animations and timers, not on React.
const MODE = 'development';
// WebKit first: the scheduler starts browsers in this order.
const CURRENT = ['webkit', 'chromium', 'firefox'].filter((e) => (env.BROWSERS ?? 'chromium,firefox,webkit').split(',').includes(e));

const walk = (dir) => readdirSync(dir, { withFileTypes: true })
  .flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
const filter = env.TEST_FILTER ? new RegExp(env.TEST_FILTER) : null; // a regular expression on the path
const sources = [...walk('elements'), ...walk('tests')]
  .filter((f) => (RELIABILITY_ONLY ? /\.reliability\.ts$/ : /\.(browser\.tsx?|reliability\.ts)$/).test(f))
  .filter((f) => !filter || filter.test(f))
  .sort();
if (!sources.length) {
  console.log('browser: no test files match');
  process.exit(1);
}
/**
 * A file whose head says `// @shards N` runs as N test files, each with one
 * Nth of its cases (`shardOf()` in tests/browser/helpers.ts), so no file
 * nears the per-file limit and the engines share the work out evenly.
 */
const shardsOf = (f) => Number(/^\/\/ @shards (\d+)$/m.exec(readFileSync(f, 'utf8').slice(0, 2000))?.[1] ?? 1);
const units = sources.flatMap((f) => {
  const n = shardsOf(f);
  const base = f.replace(/\.tsx?$/, '').replace(/[/\\]/g, '__');
  return n === 1 ? [{ source: f, name: base }] : Array.from({ length: n }, (_, i) => ({ source: f, name: `${base}.shard-${i + 1}-of-${n}`, shard: [i + 1, n] }));
});
const bundled = (unit) => `${OUT}/${unit.name}.js`;

/** A browser's version as its binary reports it ("Chromium 156", "Firefox ESR 140"). */
function version(path) {
  const out = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const chromium = /Chrom\w* (\d+)/.exec(out);
  const firefox = /Firefox (\d+)/.exec(out);
  return chromium ? `Chromium ${chromium[1]}` : firefox ? `Firefox${/esr/i.test(out) ? ' ESR' : ''} ${firefox[1]}` : null;
}
const label = (engine, path, suffix = '') => `${engine === 'webkit' ? 'WebKit (MiniBrowser)' : version(path) ?? engine}${suffix}`;

// The oldest Chromium and Firefox ESR (unpacked into .cache/old-browsers on first use).
let old = null;
if (!RELIABILITY_ONLY && env.OLD_BROWSERS !== '0') {
  try {
    old = oldestBrowsers();
  } catch (error) {
    console.log(`(oldest browsers not available here: ${error.message.split('\n')[0]})`);
  }
  if (!old) console.log('(no older Chromium and Firefox ESR in this archive: the oldest-browser smoke pass is skipped)');
}

/** The sources with #smoke tests (each file read once). */
const smokeSources = new Set(sources.filter((f) => !/\.reliability\.ts$/.test(f) && /#smoke|\bsmoke\(/.test(readFileSync(f, 'utf8'))));
const isSmoke = (f) => smokeSources.has(f);
/**
 * The oldest browsers' element smoke tests, all in one test page: a page per
 * file there cost about 3 s each under CI's load for one or two tests. The
 * cross-cutting suites (tests/) keep pages of their own, as their stubs and
 * frames are page-wide.
 */
const SMOKE_PAGE = { name: 'elements__smoke', smoke: units.filter((u) => u.source.startsWith('elements') && !u.shard && isSmoke(u.source)).map((u) => u.source) };
const oldestFiles = [
  ...(SMOKE_PAGE.smoke.length ? [`${OUT}/${SMOKE_PAGE.name}.js`] : []),
  ...units.filter((u) => !SMOKE_PAGE.smoke.includes(u.source) && isSmoke(u.source)).map(bundled),
];
const current = (engine) => ({ engine, path: ENGINE_PATHS[engine], label: label(engine, ENGINE_PATHS[engine]) });
/**
 * WebKit's files in two halves, each in a MiniBrowser of its own: one WebKit
 * took as long as the other two engines together (its pages composite
 * through software GL), and the run waited on it alone at the end.
 */
const WEBKIT_SPLIT = CURRENT.includes('webkit') && units.length > 1 ? 2 : 1;
const webkitGroups = CURRENT.includes('webkit') ? Object.fromEntries(Array.from({ length: WEBKIT_SPLIT }, (_, k) => [
  `current-webkit-${k + 1}`, { files: units.filter((_, i) => i % WEBKIT_SPLIT === k).map(bundled), engines: [current('webkit')] },
])) : {};
const plan = {
  groups: {
    ...webkitGroups,
    current: {
      files: units.map(bundled),
      engines: CURRENT.filter((e) => e !== 'webkit').map(current),
    },
    oldest: {
      files: old ? oldestFiles : [],
      engines: old ? ['chromium', 'firefox'].filter((e) => CURRENT.includes(e)).map((engine) => ({ engine, path: old[engine], label: label(engine, old[engine], ' (oldest)') })) : [],
      smokeOnly: true,
    },
  },
};

async function bundleTests() {
  rmSync(OUT, { recursive: true, force: true });
  const input = Object.fromEntries(units.map((u) => [u.name, u.shard ? `\0shard:${u.shard.join(':')}:${u.source}` : u.source]));
  if (old && SMOKE_PAGE.smoke.length) input[SMOKE_PAGE.name] = '\0smoke';
  const base = viteBase({ mode: MODE });
  await build({
    ...base,
    plugins: [...base.plugins, shards()],
    define: {
      'process.env.NODE_ENV': JSON.stringify(MODE),
      // The reliability checks at CI's size beside the other tests (30 cases, a
      // sixteenth of the XSS corpus per engine); whole under SUITE=reliability.
      __X_CASES__: JSON.stringify(Number(env.X_CASES ?? (RELIABILITY_ONLY ? 10000 : 30))),
      __X_ONLY__: JSON.stringify(env.X_ONLY ?? ''),
      __X_XSS_STRIDE__: JSON.stringify(Math.max(1, Number(env.X_XSS_STRIDE ?? (RELIABILITY_ONLY ? 1 : 16)))),
      __X_SEED__: JSON.stringify(env.X_SEED === 'random' ? Date.now() % 2 ** 31 : Number(env.X_SEED ?? 20261123)),
    },
    build: {
      outDir: OUT,
      emptyOutDir: true,
      minify: false,
      sourcemap: true, // beside the files: web-test-runner maps stack traces with them; pages parse less
      target: 'es2022',
      modulePreload: false,
      // web-test-runner's own browser commands (real key presses) load this at run time.
      rolldownOptions: { input, external: ['/__web-dev-server__web-socket.js'], preserveEntrySignatures: 'strict', output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
  // The consent blocker as pages load it: a classic script for the top of <head>.
  await build({
    ...viteBase({ mode: MODE }),
    build: {
      outDir: OUT,
      emptyOutDir: false,
      minify: false,
      target: 'es2020',
      lib: { entry: 'elements/consent/blocker-entry.ts', formats: ['iife'], name: 'xConsentBlocker', fileName: () => 'x-consent-blocker.js' },
    },
  });
}

/**
 * The entries of shard files (each loads the file; the file's name tells the
 * test which shard it is) and of the oldest browsers' smoke page.
 */
function shards() {
  return {
    name: 'x-elements:test-shards',
    resolveId: (id) => (id.startsWith('\0shard:') || id === '\0smoke' ? id : null),
    load(id) {
      if (id === '\0smoke') return SMOKE_PAGE.smoke.map((f) => `import ${JSON.stringify(`/${f}`)};`).join('\n');
      const entry = /^\0shard:\d+:\d+:(.+)$/.exec(id);
      return entry ? `import ${JSON.stringify(`/${entry[1]}`)};` : null;
    },
  };
}

// BROWSER_GROUPS=oldest (or current: WebKit's halves with it) runs one group alone (not GROUPS: bash keeps that name for itself).
if (env.BROWSER_GROUPS) for (const name of Object.keys(plan.groups)) if (!env.BROWSER_GROUPS.split(',').some((g) => name === g || name.startsWith(`${g}-`))) plan.groups[name].files = [];
await bundleTests();
writeFileSync(`${OUT}/plan.json`, JSON.stringify(plan, null, 2));
const groups = Object.entries(plan.groups).filter(([, g]) => g.files.length && g.engines.length);
console.log(`browser: ${groups.map(([name, g]) => `${name}: ${g.files.length} files in ${g.engines.map((e) => e.label).join(', ')}`).join('; ')}`);

const wtrEnv = { ...env };
if (RELIABILITY_ONLY) Object.assign(wtrEnv, { WTR_TIMEOUT: env.WTR_TIMEOUT ?? '900000', WTR_FILE_TIMEOUT: env.WTR_FILE_TIMEOUT ?? '7200000' });
/** How web-test-runner ended, said whenever a planned file never reported. */
let ended = '';
/** One web-test-runner process over `.wtr-build/plan.json`: its exit code. */
const runWtr = () => new Promise((resolve) => {
  const wtr = spawn(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs'], { stdio: 'inherit', env: wtrEnv });
  const stop = () => wtr.kill('SIGINT');
  process.on('SIGINT', stop);
  wtr.on('exit', (c, signal) => {
    process.off('SIGINT', stop);
    ended = signal ? `killed by ${signal}` : `exited with code ${c}`;
    resolve(c ?? 1);
  });
});
let code = await runWtr();

// What each engine reported, file by file; a planned file that never reported is a failure by name.
const readLines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []);
// A page that reloads after its tests finished reports twice under one id: the last report counts.
const lastReports = () => [...new Map(readLines(`${OUT}/sessions.jsonl`).map((r) => [r.id ?? Symbol('unnamed'), r])).values()];
let reported = lastReports();
let progress = readLines(`${OUT}/progress.jsonl`);

/**
 * A file the browser died under (its WebDriver session gone, the page
 * disconnected) with no test failed: the browser's crash, not the file's.
 * Such a file runs once more, alone, in a fresh browser of that engine, and
 * its second report counts; the run says so. A file that crashes its
 * browser again fails by name as before. BROWSER_RETRY=0 turns it off.
 */
const crashed = reported.filter((r) => r.failed && !r.tests?.length && r.errors?.some((e) => /browser disconnected|the browser was restarted/.test(e)));
const retried = [];
if (crashed.length && env.BROWSER_RETRY !== '0') {
  const retryPlan = { groups: Object.fromEntries(crashed.map((r, i) => [`retry-${i + 1}`, {
    files: [r.file],
    engines: plan.groups[r.group].engines.filter((e) => e.label === r.browser),
    smokeOnly: plan.groups[r.group].smokeOnly,
  }])) };
  console.log(`\nbrowser: ${crashed.length} file(s) interrupted by a browser crash, run once more: ${crashed.map((r) => `${r.browser}: ${r.file}`).join('; ')}`);
  for (const log of ['sessions.jsonl', 'progress.jsonl']) if (existsSync(`${OUT}/${log}`)) renameSync(`${OUT}/${log}`, `${OUT}/first-${log}`);
  writeFileSync(`${OUT}/plan.json`, JSON.stringify(retryPlan, null, 2));
  const retryCode = await runWtr();
  writeFileSync(`${OUT}/plan.json`, JSON.stringify(plan, null, 2));
  // Reported under the group each file was planned in.
  const again = lastReports().map((r) => ({ ...r, group: crashed[Number(r.group.slice('retry-'.length)) - 1]?.group ?? r.group }));
  progress = [...readLines(`${OUT}/first-progress.jsonl`), ...readLines(`${OUT}/progress.jsonl`)];
  reported = [...reported.filter((r) => !crashed.includes(r)), ...again];
  for (const r of crashed) retried.push(`${r.browser}: ${r.file}: ${again.some((a) => a.file === r.file && a.browser === r.browser && !a.failed) ? 'passed the second time' : 'failed again'}`);
  // The first run's exit code stands unless the crashes were all that failed in it.
  if (!reported.some((r) => r.failed) && retryCode === 0) code = 0;
}
/** The test a page was last in, and how long before its file ended: said of a file that failed outside its tests. */
const lastTest = (r) => {
  const mine = progress.filter((p) => p.session === r.id);
  const last = mine.at(-1);
  if (!last) return '';
  return `\n      last test started, ${Math.round(((r.at ?? Date.now()) - last.at) / 1000)} s before the file ended (${mine.length} started): ${last.test}`;
};
const results = { passed: 0, failed: 0, skipped: 0, engines: [] };
const failures = [];
for (const [group, g] of groups) {
  for (const { label: engine } of g.engines) {
    const mine = reported.filter((r) => r.browser === engine && r.group === group);
    const tally = { engine, group, files: g.files.length, passed: 0, failed: 0, skipped: 0 };
    for (const r of mine) {
      tally.passed += r.passed;
      tally.failed += r.failed;
      tally.skipped += r.skipped;
      if (r.failed) failures.push(`${engine}: ${r.file}${r.errors.length ? ` (${r.errors.join('; ').slice(0, 300)})` : ''}${(r.tests ?? []).map((t) => `\n      ${t}`).join('')}${r.tests?.length ? '' : lastTest(r)}`);
    }
    for (const file of g.files.filter((f) => !mine.some((r) => r.file === f))) {
      tally.failed++;
      failures.push(`${engine}: ${file} never reported (the run ended first: web-test-runner ${ended})`);
    }
    results.engines.push(tally);
    results.passed += tally.passed;
    results.failed += tally.failed;
    results.skipped += tally.skipped;
  }
}
if (code !== 0 && results.failed === 0) {
  results.failed = 1;
  failures.push(`web-test-runner exited with code ${code} and no failing test`);
}
writeFileSync(`${OUT}/results.json`, JSON.stringify(results, null, 2));

printFigures();
console.log('\nbrowser tests by engine:');
for (const t of results.engines) console.log(`  ${t.engine.padEnd(34)} ${t.group.padEnd(8)} ${String(t.files).padStart(3)} files  ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
const slowest = reported.filter((r) => r.seconds != null).sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0)).slice(0, 8);
if (slowest.length) console.log(`\nslowest files: ${slowest.map((r) => `${r.file.replace(`${OUT}/`, '')} in ${r.browser} ${r.seconds} s`).join('; ')}`);
if (retried.length) console.log(`\nrun again after a browser crash:\n${retried.map((f) => `  ${f}`).join('\n')}`);
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`browser: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);

/** The reliability checks' figures, per engine: what the passing checks covered. */
function printFigures() {
  let lines = [];
  try {
    lines = readFileSync(`${OUT}/figures.jsonl`, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  } catch { /* no check passed */ }
  if (!lines.length) return;
  const engine = (ua) => {
    const firefox = /Firefox\/([\d.]+)/.exec(ua);
    const chrome = /Chrome\/(\d+)/.exec(ua);
    return firefox ? `Firefox ${firefox[1]}` : chrome ? `Chromium ${chrome[1]}` : 'WebKit (MiniBrowser)';
  };
  const sum = (list, key) => list.reduce((n, f) => n + (f[key] ?? 0), 0).toLocaleString('en');
  console.log(`\nreliability figures (seed ${env.X_SEED ?? 20261123}):`);
  for (const name of [...new Set(lines.map((f) => engine(f.browser)))]) {
    const of = (check) => lines.filter((f) => engine(f.browser) === name && f.check === check);
    const props = of('properties');
    const live = of('xss').filter((f) => !f.subject.startsWith('built'));
    const built = of('xss').filter((f) => f.subject.startsWith('built'));
    const axe = of('axe');
    const blocker = of('blocker');
    console.log(`  ${name}:`);
    if (props.length) console.log(`    properties: ${props.length} elements, ${sum(props, 'cases')} cases (${sum(props, 'writes')} attribute writes, ${sum(props, 'hashes')} hashes), 0 uncaught errors, neighbours working`);
    if (live.length || built.length) console.log(`    XSS: ${live[0]?.payloads ?? 0} payloads on ${live.length} pages (${sum(live, 'writes')} attribute writes, ${sum(live, 'hashes')} hashes) and ${built.length} built pages (${sum(built, 'texts')} texts and attributes, ${sum(built, 'strings')} UI strings, ${sum(built, 'replies')} server replies): 0 ran, 0 injected`);
    if (blocker.length) console.log(`    consent blocker: ${blocker[0].vectors} vectors, ${blocker[0].covered} covered in this engine${blocker[0].subject === 'corpus' ? '' : ` (not here: ${blocker[0].subject})`}, 0 requests before consent, each restored once allowed`);
    if (axe.length) console.log(`    page sweep: ${axe.length} pages under the strict CSP, ${sum(axe, 'states')} states audited by axe-core, ${Math.max(0, ...axe.map((f) => f.rules))} rules applicable on the richest page, 0 violations`);
  }
}
