// `npm test`: unit tests (vitest + happy-dom), the build (budgets checked),
// end-to-end tests of the build in Chromium, and the browser tests in
// Chromium, Firefox and WebKit. Ends with one line: `N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

mkdirSync('.cache', { recursive: true });
const totals = { passed: 0, failed: 0 };

function run(label, cmd, args, { capture = false } = {}) {
  console.log(`\n== ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', env: process.env });
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

const browser = await run('browser', process.execPath, ['scripts/test-browser.mjs']);
try {
  const r = JSON.parse(readFileSync('.wtr-build/results.json', 'utf8'));
  add('browser', r.passed, r.failed, browser.code);
} catch {
  add('browser', 0, 0, 1);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
