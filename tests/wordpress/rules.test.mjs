// The plugin's form rules (wordpress/x-elements/includes/rules.php) give the
// same answer as the elements' (elements/forms/rules.mjs, their source) on
// every case: the README's examples, the edges of each rule, and a thousand
// generated addresses and near-addresses.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { isEmpty, isValidEmail, matchesEmailPattern, normaliseEmail } from '../../elements/forms/rules.mjs';

const EDGES = [
  '', ' ', 'a@b.co', 'a@b.c', 'ab@c.de', '  Ann@Example.COM  ', 'ann@example', 'ann@@example.com', '@example.com', 'ann@.example.com',
  'ann@example..com', 'ann@example.com.', 'ann@-example.com', 'ann@example-.com', 'ann@exa_mple.com', 'a.b+c@example.co.uk', "o'neil@example.ie",
  'ann@exämple.com', 'änn@example.com', '\u212Aate@example.com', 'ann@example.com\n', '\u00a0ann@example.com\u3000', '\ufeffann@example.com',
  'ann@x.y.z', 'ann@' + 'a'.repeat(63) + '.com', 'ann@' + 'a'.repeat(64) + '.com', 'ann@1.2', 'a b@example.com', 'ann@example.com ', '\u2028',
  'ANN@EXAMPLE.COM', 'ann@EXAMPLE.com', '"ann"@example.com', 'ann@[127.0.0.1]', 'İnfo@example.com', 'ß@example.de',
];
const chars = fc.constantFrom(...'aZ09.@-_+ \u00a0\u212Aé\'!#'.split(''));
const generated = fc.sample(fc.oneof(fc.emailAddress(), fc.string({ unit: chars, maxLength: 24 }), fc.emailAddress().map((e) => ` ${e.toUpperCase()} `)), { numRuns: 1000, seed: 26 });

it('the PHP rules answer as the elements\' rules, on every case', () => {
  const cases = [...EDGES, ...generated];
  const php = JSON.parse(execFileSync('php', ['tests/wordpress/rules.php'], {
    input: JSON.stringify(cases), encoding: 'utf8', env: { ...process.env, X_PLUGIN: 'wordpress/x-elements' },
  }));
  const js = cases.map((c) => ({ valid: isValidEmail(c), pattern: matchesEmailPattern(c), blank: isEmpty(c), normal: normaliseEmail(c) }));
  const differ = cases.flatMap((c, i) => (JSON.stringify(php[i]) === JSON.stringify(js[i]) ? [] : [`${JSON.stringify(c)}: php ${JSON.stringify(php[i])}, js ${JSON.stringify(js[i])}`]));
  assert.deepEqual(differ, []);
  assert.ok(js.filter((a) => a.valid).length > 300, 'many valid addresses among the cases');
});
