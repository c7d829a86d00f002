// The plugin's PHP checked as a WordPress plugin reviewer would: `php -l`
// and phpcs (Debian's php-codesniffer) with wordpress/phpcs.xml, whose
// security sniffs (wordpress/phpcs/XElementsWP) are themselves tested here:
// each line of tests/wordpress/phpcs/unsafe.php names the codes it must get,
// and safe.php, the same code done right, must get none.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { STAGE } from '../../scripts/wordpress-plugin.mjs';

const RULES = resolve('wordpress/phpcs.xml');

/** phpcs's findings for some paths: [{ file, line, source }]. */
function phpcs(...paths) {
  const run = spawnSync('phpcs', [`--standard=${RULES}`, '--report=json', ...paths], { encoding: 'utf8' });
  if (!run.stdout.startsWith('{')) throw new Error(`phpcs did not run: ${run.stdout}${run.stderr}`);
  return Object.entries(JSON.parse(run.stdout).files).flatMap(([file, { messages }]) => messages.map((m) => ({ file, line: m.line, source: m.source, message: m.message })));
}

const phpFiles = (dir) => readdirSync(dir, { recursive: true }).filter((name) => name.endsWith('.php')).map((name) => join(dir, name));

describe('the plugin\'s PHP', () => {
  it('passes php -l, every file (the plugin as zipped, its sniffs, the test site\'s)', () => {
    for (const file of [...phpFiles(STAGE), ...phpFiles('wordpress/phpcs'), ...phpFiles('tests/wordpress')]) {
      execFileSync('php', ['-l', file], { stdio: 'pipe' });
    }
  });

  it('passes phpcs with the reviewer\'s rules, as zipped (with its generated manifest.php)', () => {
    const found = phpcs(STAGE).map((m) => `${m.file.slice(m.file.indexOf('x-elements/'))}:${m.line} ${m.source}: ${m.message}`);
    assert.deepEqual(found, []);
  });

  it('the rules refuse each mistake of unsafe.php, on its line, with the expected code', () => {
    const file = 'tests/wordpress/phpcs/unsafe.php';
    const expected = readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (/\/\/ expect: (.+)$/.exec(line)?.[1].split(' ') ?? []).map((code) => `${i + 1} ${code}`));
    const found = phpcs(file).map((m) => `${m.line} ${m.source}`);
    assert.ok(expected.length >= 15, 'one mistake a line');
    assert.deepEqual(found.sort(), expected.sort());
  });

  it('the rules let the same code done right through (safe.php)', () => {
    assert.deepEqual(phpcs('tests/wordpress/phpcs/safe.php'), []);
  });
});
