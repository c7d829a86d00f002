// The plugin reads a contact form and judges a post exactly as the element
// does: wordpress/x-elements/includes/fields.php against
// elements/forms/fields.mjs and rules.mjs (their source), on the docs' and
// pasted snippets' contact forms and on forms made to reach every rule (labels by
// data-label, legend, for= and wrapping label; conditional chains; every
// operator; numbers as JavaScript reads them), each with generated posts.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { DOMParser } from 'linkedom';
import { conditionalRules, describeFields, valuesOf } from '../../elements/forms/fields.mjs';
import { composeMessage, resolveConditions, validateContact } from '../../elements/forms/rules.mjs';
import { DEFAULT_STRINGS } from './strings.mjs';
import { pastedSnippets } from '../e2e/snippets.mjs';

const pastedCode = pastedSnippets().join('\n');
const docsForms = [pastedCode, readFileSync('examples/x-contact-form.html', 'utf8'), readFileSync('examples/resilience.html', 'utf8')]
  .flatMap((text) => [...text.matchAll(/<x-contact-form(?:\s[^>`]*)?>[\s\S]*?<\/x-contact-form>/g)].map((m) => m[0]))
  .filter((html) => html.includes('<form'));
const made = [
  `<form><p data-label="Your name"><input name="who" required></p>
    <fieldset><legend>Topics *</legend><label><input type="checkbox" name="t" value="a"> A</label><label><input type="checkbox" name="t" value="b"> B</label></fieldset>
    <p data-conditional-logic='[["t", "is", "b"]]'><label>Why B <input name="why" required></label></p>
    <p data-conditional-logic='[["why", "is not empty"]]' data-conditional-relation="any"><label for="more">More</label><input id="more" name="more" required></p>
    <p data-conditional-logic='[["age", "is greater", 17], ["age", "is less", "0x41"]]'><label>Guardian <input name="guardian" required></label></p>
    <input name="age" aria-label="Age"><input type="email" name="mail" placeholder="Mail"><select name="pick" required><option value="">-</option><option>x</option></select>
    <textarea name="note" data-required></textarea><p data-field-type="booleancheckbox"><label><input type="checkbox" name="ok" value="yes" required> OK</label></p>
    <input type="hidden" name="secret" value="s"><input name="x_own"><input type="radio" name="r" value="1" required><input type="radio" name="r" value="2"></form>`,
  `<form><p data-conditional-logic='[["c", "contains", "e"], ["c", "does not contain", "z"]]'><input name="d" required data-label="D"></p>
    <input name="c" data-label="C"><p data-conditional-logic='not json'><input name="e" required data-label="E"></p>
    <p data-conditional-logic='[["c", "is empty"]]'><input type="email" name="f" data-label="F" required></p></form>`,
];
const forms = [...docsForms, ...made];
const VALUES = ['', ' ', 'a', 'b', 'x', 'yes', 'e', 'ze', '1', '2', '18', '64', '65', '1e2', ' 0x10 ', 'ann@example.com', ' Ann@Example.COM ', 'ann@example', 'events', 'product', '\u00a0'];

function casesFor(html) {
  const form = new DOMParser().parseFromString(`<html><body>${html}</body></html>`, 'text/html').querySelector('form');
  const names = [...new Set([...form.querySelectorAll('[name]')].map((c) => c.getAttribute('name')))];
  const entry = fc.tuple(fc.constantFrom(...names), fc.constantFrom(...VALUES));
  const captcha = fc.option(fc.tuple(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), fc.constantFrom('', ' 7 ', '2', '30', 'x', '0x1e')), { nil: null });
  return fc.sample(fc.record({ entries: fc.array(entry, { maxLength: 14 }), captcha }), { numRuns: 60, seed: 26 }).map((c) => ({ html, ...c }));
}

function jsVerdict({ html, entries, captcha }) {
  const form = new DOMParser().parseFromString(`<html><body>${html}</body></html>`, 'text/html').querySelector('form');
  const fields = describeFields(form);
  const data = { getAll: (name) => entries.filter(([n]) => n === name).map(([, v]) => v) };
  const values = valuesOf(data, fields);
  const { hidden } = resolveConditions(conditionalRules(form), values);
  const result = validateContact({ fields, values, hidden, strings: DEFAULT_STRINGS, captcha: captcha && { first: captcha[0], second: captcha[1], answer: captcha[2] } });
  return { fields, values, hidden: [...hidden].sort(), result, sections: composeMessage(result, DEFAULT_STRINGS) };
}

it('the PHP reading and rules give the element\'s verdict on every form and post', () => {
  assert.ok(docsForms.length >= 4, 'the docs\' contact forms are found');
  const cases = forms.flatMap(casesFor);
  const php = JSON.parse(execFileSync('php', ['tests/wordpress/contact-rules.php'], {
    input: JSON.stringify(cases), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, X_PLUGIN: 'wordpress/x-elements', X_STRINGS: JSON.stringify(DEFAULT_STRINGS) },
  }));
  const differ = [];
  cases.forEach((c, i) => {
    const js = JSON.stringify(jsVerdict(c));
    if (JSON.stringify(php[i]) !== js) differ.push(`${c.html.slice(0, 60)}… ${JSON.stringify(c.entries)} ${JSON.stringify(c.captcha)}\n  php ${JSON.stringify(php[i])}\n  js  ${js}`);
  });
  assert.deepEqual(differ.slice(0, 3), []);
  const verdicts = cases.map(jsVerdict);
  assert.ok(verdicts.some((v) => v.result.ok) && verdicts.some((v) => v.hidden.length) && verdicts.some((v) => v.result.captchaWrong), 'the cases reach success, hidden fields and a wrong captcha');
});
