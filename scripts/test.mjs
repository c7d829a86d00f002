// `npm test`, every suite in turn: unit tests (vitest), the build (budgets
// checked) and its declarations, end-to-end tests of the build (node --test
// and playwright-core, two files at a time on one shared Chromium), the
// WordPress plugin in a real WordPress on MariaDB (tests/wordpress), and the
// browser tests (one web-test-runner run: every file in Chromium, Firefox
// ESR and WebKit, the smoke tests in the oldest Chromium and Firefox ESR,
// the page sweep and the reliability checks; scripts/test-browser.mjs).
// Ends with how long each stage took and one line: `N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { ensureBrowsers } from './browsers.mjs';

mkdirSync('.cache', { recursive: true });
const started = Date.now();
const stages = [];

function run(cmd, args, { capture = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', env: { ...process.env, ...env } });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** The counts node --test's spec reporter ends with. */
const nodeTestCounts = (out) => {
  const count = (word) => [...out.matchAll(new RegExp(`ℹ ${word} (\\d+)`, 'g'))].reduce((n, m) => n + Number(m[1]), 0);
  // A test cancelled (its file timed out, its suite's hook failed) did not pass: it counts as failed.
  return { passed: count('pass'), failed: count('fail') + count('cancelled') };
};

// STAGES=build,e2e runs only the stages named (docs/TESTING.md); the default is all of them.
const only = process.env.STAGES ? new Set(process.env.STAGES.split(',')) : null;

/** Runs one stage (unless STAGES leaves it out) and records its counts and duration; `count` reads them from what the stage left. */

async function stage(name, body) {
  if (only && !only.has(name)) return { name, passed: 0, failed: 0 };
  console.log(`\n== ${name}`);
  const t0 = Date.now();
  let result;
  try {
    result = await body();
  } catch (error) {
    console.error(error);
    result = { passed: 0, failed: 1 };
  }
  const { passed = 0, failed = 0, code = 0 } = result;
  // A stage that exited non-zero without a failing test still counts as one failure.
  const entry = { name, passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0), seconds: (Date.now() - t0) / 1000 };
  stages.push(entry);
  console.log(`${name}: ${entry.passed} passed, ${entry.failed} failed (${entry.seconds.toFixed(0)} s)`);
  return entry;
}

// Stages .ci/run timed before this (install, typecheck and lint): "name=seconds,...".
const before = (process.env.X_CI_STAGES ?? '').split(',').filter(Boolean).map((s) => s.split('='))
  .map(([name, seconds]) => ({ name, seconds: Number(seconds) }));

function finish() {
  const total = stages.reduce((t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed }), { passed: 0, failed: 0 });
  const row = (name, passed, failed, seconds) => console.log(`${name.padEnd(12)} ${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${seconds.toFixed(0).padStart(7)}`);
  console.log('\nstage        passed  failed  seconds');
  for (const s of before) row(s.name, '-', '-', s.seconds);
  for (const s of stages) row(s.name, s.passed, s.failed, s.seconds);
  const seconds = (Date.now() - started) / 1000 + before.reduce((t, s) => t + s.seconds, 0);
  row('all', total.passed, total.failed, seconds);
  console.log(`(${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s)`);
  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

await stage('unit', async () => {
  const { code } = await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=dot', '--reporter=json', '--outputFile=.cache/vitest.json']);
  const r = JSON.parse(readFileSync('.cache/vitest.json', 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, code };
});

// The e2e and browser suites need the Debian browsers: install them, or stop
// here with the exact command (never half a run that looks green).
const browsers = await stage('browsers', () => {
  try {
    ensureBrowsers();
    return {};
  } catch (error) {
    console.error(`\n${error.message}`);
    return { failed: 1 };
  }
});
if (browsers.failed) finish();

const build = await stage('build', async () => {
  const { code } = await run(process.execPath, ['scripts/build.mjs']);
  return { passed: code === 0 ? 1 : 0, code };
});

if (build.failed === 0) {
  // The generated declarations, as a user's DOM and React code sees them.
  await stage('types', async () => {
    const { code } = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tests/types/tsconfig.json']);
    // And as consumers read them under node16, nodenext and bundler resolution.
    const consumers = await run(process.execPath, ['scripts/types-consumers.mjs']);
    return { passed: (code === 0 ? 1 : 0) + (consumers.code === 0 ? 1 : 0), failed: consumers.code === 0 ? 0 : 1, code };
  });
  await stage('e2e', async () => {
    // One Chromium for every file (tests/e2e/browser.mjs connects to it), two files at a time.
    const { launchSharedChromium } = await import('../tests/e2e/browser.mjs');
    const server = await launchSharedChromium();
    try {
      const { code, out } = await run(process.execPath, ['--test', '--test-concurrency=2', '--test-timeout=90000', '--test-reporter=spec', 'tests/e2e/'], {
        capture: true, env: { X_E2E_BROWSER: server.wsEndpoint() },
      });
      return { ...nodeTestCounts(out), code };
    } finally {
      await server.close();
    }
  });
}

// The WordPress plugin in a real WordPress (Debian's wordpress and
// mariadb-server, installed if missing, as the browsers are): one site for
// every file (tests/wordpress/site.mjs), made afresh, with the plugin
// installed from the zip the build just made.
if (build.failed === 0) {
  await stage('wordpress', async () => {
    const { startSite } = await import('../tests/wordpress/site.mjs');
    const site = await startSite();
    try {
      // The install through wp-admin first (node --test orders files itself): the other files use the plugin it installed.
      const env = { X_WP_SITE: JSON.stringify({ url: site.url, users: site.users, password: site.password }) };
      const args = ['--test', '--test-concurrency=1', '--test-timeout=120000', '--test-reporter=spec'];
      const others = readdirSync('tests/wordpress').filter((f) => f.endsWith('.test.mjs') && f !== 'plugin.test.mjs').map((f) => `tests/wordpress/${f}`);
      const first = await run(process.execPath, [...args, 'tests/wordpress/plugin.test.mjs'], { capture: true, env });
      const rest = await run(process.execPath, [...args, ...others], { capture: true, env });
      const code = first.code || rest.code;
      const out = first.out + rest.out;
      if (code !== 0) console.log(`\nThe site's logs (last lines):\n${site.log()}`);
      return { ...nodeTestCounts(out), code };
    } finally {
      await site.close();
    }
  });
}

// The browser tests, with the reliability checks at CI's size: 30 property
// cases per element and every sixteenth payload of the XSS corpus, a
// different sixteenth in each engine (scripts/test-browser.mjs's defaults;
// X_CASES and X_XSS_STRIDE change them; npm run test:reliability runs them whole).
await stage('browser', async () => {
  const { code } = await run(process.execPath, ['scripts/test-browser.mjs']);
  const r = JSON.parse(readFileSync('.wtr-build/results.json', 'utf8'));
  return { passed: r.passed, failed: r.failed, code };
});

finish();
