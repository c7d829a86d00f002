// Bundles the browser tests with Vite, starts what WebKit needs (Xvfb when
// there is no display, WebKitWebDriver), runs web-test-runner across the
// three engines, and prints the counts. Exit code: non-zero on any failure.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { xcss } from './vite-xcss.mjs';

const only = (process.env.BROWSERS ?? 'chromium,firefox,webkit').split(',');
// SUITE=reliability: the reliability harness (tests/reliability/*.reliability.ts),
// with the example pages' docs assets served so their demos are live.
const RELIABILITY = process.env.SUITE === 'reliability';
const SUFFIX = RELIABILITY ? /\.reliability\.ts$/ : /\.browser\.tsx?$/;
const children = [];
const cleanup = () => children.forEach((c) => { try { c.kill('SIGKILL'); } catch { /* gone */ } });
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

const freePort = () => new Promise((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function bundleTests() {
  rmSync('.wtr-build', { recursive: true, force: true });
  const filter = process.env.TEST_FILTER;
  const walk = (dir) => readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
  const files = (RELIABILITY ? walk('tests/reliability') : [...walk('elements'), ...walk('tests/browser')])
    .filter((f) => SUFFIX.test(f))
    .filter((f) => !filter || new RegExp(filter).test(f)); // a regular expression on the path
  const input = Object.fromEntries(files.map((f) => [f.replace(/\.tsx?$/, '').replace(/[/\\]/g, '__'), f]));
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [xcss()],
    oxc: { jsx: { runtime: 'automatic' } },
    define: {
      'process.env.NODE_ENV': '"development"',
      __X_CASES__: JSON.stringify(Number(process.env.X_CASES ?? 10000)),
      __X_ONLY__: JSON.stringify(process.env.X_ONLY ?? ''),
      __X_XSS_STRIDE__: JSON.stringify(Math.max(1, Number(process.env.X_XSS_STRIDE ?? 1))),
      __X_SEED__: JSON.stringify(process.env.X_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.X_SEED ?? 20261123)),
    },
    build: {
      outDir: '.wtr-build',
      emptyOutDir: true,
      minify: false,
      sourcemap: 'inline',
      target: 'es2022',
      modulePreload: false,
      // web-test-runner's own browser commands (real key presses) load this at run time.
      rolldownOptions: { input, external: ['/__web-dev-server__web-socket.js'], preserveEntrySignatures: 'strict', output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
  // The consent blocker as pages load it: a classic script for the top of <head>.
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: '.wtr-build',
      emptyOutDir: false,
      minify: false,
      target: 'es2020',
      lib: { entry: 'elements/consent/blocker-entry.ts', formats: ['iife'], name: 'xConsentBlocker', fileName: () => 'x-consent-blocker.js' },
    },
  });
  return files.length;
}

async function startWebKitDriver() {
  const env = { ...process.env };
  if (!env.DISPLAY) {
    // Xvfb picks a free display itself and prints its number once it is
    // ready (-displayfd): a guessed number can collide with a lock left by
    // an Xvfb that was killed, and then every browser fails to start.
    const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(xvfb);
    const display = await new Promise((resolve, reject) => {
      let out = '';
      xvfb.stdout.on('data', (d) => {
        out += d;
        if (out.includes('\n')) resolve(`:${out.trim()}`);
      });
      xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
      setTimeout(() => reject(new Error('Xvfb was not ready after 10 s')), 10000);
    });
    env.DISPLAY = display;
    process.env.DISPLAY = display;
  }
  const port = await freePort();
  const driver = spawn(process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env });
  children.push(driver);
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return port;
    } catch { /* not up yet */ }
    await sleep(100);
  }
  throw new Error('WebKitWebDriver did not start');
}

// TEST_BUILT=1 reuses the bundle of the run before (the same tests in other browsers).
const reuse = process.env.TEST_BUILT === '1' && existsSync('.wtr-build');
if (reuse) rmSync('.wtr-build/results.json', { force: true });
rmSync('.wtr-build/figures.jsonl', { force: true });
const count = reuse ? readdirSync('.wtr-build').filter((f) => f.endsWith(RELIABILITY ? '.reliability.js' : '.browser.js')).length : await bundleTests();
if (count === 0) {
  console.log('browser: no test files');
  process.exit(1);
}
const env = { ...process.env };
if (RELIABILITY) Object.assign(env, { WTR_FILES: '.wtr-build/**/*.reliability.js', WTR_ASSETS: '1', WTR_TIMEOUT: '900000', WTR_FILE_TIMEOUT: '1800000' });
if (only.includes('webkit')) env.WEBKIT_DRIVER_PORT = String(await startWebKitDriver());
env.DISPLAY = process.env.DISPLAY ?? env.DISPLAY;

const code = await new Promise((resolve) => {
  const wtr = spawn(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs'], { stdio: 'inherit', env });
  children.push(wtr);
  wtr.on('exit', (c) => resolve(c ?? 1));
});
let results = { passed: 0, failed: 1, skipped: 0 };
try {
  results = JSON.parse(readFileSync('.wtr-build/results.json', 'utf8'));
} catch { /* runner died before reporting: counted as one failure */ }
if (RELIABILITY) printFigures();
console.log(`browser: ${results.passed} passed, ${results.failed} failed`);
cleanup();
process.exit(code !== 0 || results.failed > 0 ? 1 : 0);

/** The reliability harness's figures, per engine: what the passing checks covered. */
function printFigures() {
  let lines = [];
  try {
    lines = readFileSync('.wtr-build/figures.jsonl', 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  } catch { /* no check passed */ }
  const engine = (ua) => {
    const firefox = /Firefox\/([\d.]+)/.exec(ua);
    const chrome = /Chrome\/(\d+)/.exec(ua);
    return firefox ? `Firefox ${firefox[1]}` : chrome ? `Chromium ${chrome[1]}` : 'WebKit (MiniBrowser)';
  };
  const sum = (list, key) => list.reduce((n, f) => n + (f[key] ?? 0), 0).toLocaleString('en');
  console.log(`\nreliability figures (seed ${process.env.X_SEED ?? 20261123}):`);
  for (const name of [...new Set(lines.map((f) => engine(f.browser)))]) {
    const of = (check) => lines.filter((f) => engine(f.browser) === name && f.check === check);
    const props = of('properties');
    const live = of('xss').filter((f) => !f.subject.startsWith('built'));
    const built = of('xss').filter((f) => f.subject.startsWith('built'));
    const axe = of('axe');
    console.log(`  ${name}:`);
    console.log(`    properties: ${props.length} elements, ${sum(props, 'cases')} cases (${sum(props, 'writes')} attribute writes, ${sum(props, 'hashes')} hashes), 0 uncaught errors, neighbours working`);
    console.log(`    XSS: ${live[0]?.payloads ?? 0} payloads on ${live.length} pages (${sum(live, 'writes')} attribute writes, ${sum(live, 'hashes')} hashes) and ${built.length} built pages (${sum(built, 'texts')} texts and attributes, ${sum(built, 'strings')} UI strings, ${sum(built, 'replies')} server replies): 0 ran, 0 injected`);
    console.log(`    axe-core: ${axe.length} pages, ${sum(axe, 'states')} states audited, ${Math.max(0, ...axe.map((f) => f.rules))} rules applicable on the richest page, 0 violations`);
  }
}
