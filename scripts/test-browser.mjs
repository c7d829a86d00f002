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
  const files = [...walk('elements'), ...walk('tests/browser')]
    .filter((f) => /\.browser\.tsx?$/.test(f))
    .filter((f) => !filter || f.includes(filter));
  const input = Object.fromEntries(files.map((f) => [f.replace(/\.tsx?$/, '').replace(/[/\\]/g, '__'), f]));
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [xcss()],
    oxc: { jsx: { runtime: 'automatic' } },
    define: { 'process.env.NODE_ENV': '"development"' },
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
    const display = `:${90 + Math.floor(Math.random() * 100)}`;
    const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    children.push(xvfb);
    env.DISPLAY = display;
    process.env.DISPLAY = display;
    await sleep(800);
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
const count = reuse ? readdirSync('.wtr-build').filter((f) => f.endsWith('.browser.js')).length : await bundleTests();
if (count === 0) {
  console.log('browser: no test files');
  process.exit(1);
}
const env = { ...process.env };
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
console.log(`browser: ${results.passed} passed, ${results.failed} failed`);
cleanup();
process.exit(code !== 0 || results.failed > 0 ? 1 : 0);
