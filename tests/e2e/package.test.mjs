// The package as npm consumers see it: every `exports` target exists in the
// build (types included), server-only packages stay out of `dependencies`,
// and the licence ships.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const targets = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(targets));

describe('package.json for npm consumers', () => {
  it('points every export (and its types) at a file the build made', () => {
    const missing = Object.values(pkg.exports).flatMap(targets)
      .map((t) => t.replace('*', 'x-tabs'))
      .filter((t) => !existsSync(t));
    assert.deepEqual(missing, []);
  });

  it('keeps server-only packages out of dependencies, and has a licence file', () => {
    const serverOnly = ['better-sqlite3', 'send', 'compression', 'linkedom', 'happy-dom'];
    assert.deepEqual(Object.keys(pkg.dependencies).filter((d) => serverOnly.includes(d)), []);
    assert.ok(existsSync('LICENSE'));
  });
});
