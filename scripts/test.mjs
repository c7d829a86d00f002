// `npm test`: unit tests (vitest + happy-dom), the build (budgets checked),
// end-to-end tests of the build in Chromium, the browser tests in Chromium,
// Firefox and WebKit (and again in the oldest Debian Chromium and Firefox
// ESR), and the reliability harness. Ends with one line: `N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureBrowsers, oldestBrowsers } from './browsers.mjs';

mkdirSync('.cache', { recursive: true });
const totals = { passed: 0, failed: 0 };

function run(label, cmd, args, { capture = false, env = {} } = {}) {
  console.log(`\n== ${label}: ${cmd} ${args.join(' ')}`);
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

function add(label, passed, failed, code) {
  // A suite that exited non-zero without a failing test still counts as one failure.
  const extra = code !== 0 && failed === 0 ? 1 : 0;
  totals.passed += passed;
  totals.failed += failed + extra;
  console.log(`${label}: ${passed} passed, ${failed + extra} failed`);
}

const unit = await run('unit', process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile=.cache/vitest.json']);
try {
  const r = JSON.parse(readFileSync('.cache/vitest.json', 'utf8'));
  add('unit', r.numPassedTests, r.numFailedTests, unit.code);
} catch {
  add('unit', 0, 0, 1);
}

// The e2e and browser suites need the Debian browsers: install them, or stop
// here with the exact command (never half a run that looks green).
try {
  ensureBrowsers();
} catch (error) {
  console.error(`\n${error.message}`);
  add('browsers', 0, 0, 1);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(1);
}

const build = await run('build', process.execPath, ['scripts/build.mjs']);
add('build', build.code === 0 ? 1 : 0, 0, build.code);

if (build.code === 0) {
  // The generated declarations, as a user's DOM and React code sees them.
  const types = await run('types', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tests/types/tsconfig.json']);
  add('types', types.code === 0 ? 1 : 0, 0, types.code);
  const e2e = await run('e2e', process.execPath, ['--test', '--test-reporter=spec', 'tests/e2e/'], { capture: true });
  const count = (word) => Number(new RegExp(`ℹ ${word} (\\d+)`).exec(e2e.out)?.[1] ?? 0);
  add('e2e', count('pass'), count('fail'), e2e.code);
} else {
  add('e2e', 0, 0, 1);
}

async function browserSuite(label, env = {}) {
  const r0 = await run(label, process.execPath, ['scripts/test-browser.mjs'], { env });
  try {
    const r = JSON.parse(readFileSync('.wtr-build/results.json', 'utf8'));
    add(label, r.passed, r.failed, r0.code);
  } catch {
    add(label, 0, 0, 1);
  }
}
await browserSuite('browser');

// The same tests in the oldest Chromium and Firefox ESR the Debian archive
// still offers (Debian 12: 150 and ESR 140), so a fresh machine with older
// browsers passes too. OLD_BROWSERS=0 skips this; so does a machine without apt.
let old = null;
if (process.env.OLD_BROWSERS !== '0') {
  try {
    old = oldestBrowsers();
  } catch (error) {
    console.log(`\n(oldest browsers not available here: ${error.message.split('\n')[0]})`);
  }
}
if (!old && process.env.OLD_BROWSERS !== '0') console.log('\n(no older Chromium and Firefox ESR in this archive: that pass is skipped)');
if (old) {
  await browserSuite(`browser, oldest Debian browsers (Chromium ${old.versions.chromium}, Firefox ESR ${old.versions.firefox})`, {
    BROWSERS: 'chromium,firefox', CHROMIUM_PATH: old.chromium, FIREFOX_PATH: old.firefox, TEST_BUILT: '1',
  });
}

// The reliability harness (npm run test:reliability) in the three engines,
// with fewer property cases per element than its own 10,000 (X_CASES sets
// them) and every fourth XSS payload (X_XSS_STRIDE; the harness's own run
// sends the whole corpus), so CI stays inside its time with 23 elements;
// last, as it rebuilds the bundle the runs above shared.
const cases = process.env.X_CASES ?? '60';
const stride = process.env.X_XSS_STRIDE ?? '4';
await browserSuite(`reliability (${cases} property cases per element, ${stride === "1" ? "all" : `1 in ${stride}`} XSS payloads, axe-core)`, { SUITE: 'reliability', X_CASES: cases, X_XSS_STRIDE: stride });

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
