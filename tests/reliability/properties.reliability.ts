// Property tests: every element on its example page takes CASES random
// attribute sets and URL hashes (valid values, hostile ones, XSS payloads,
// huge and odd numbers, any Unicode): no uncaught error, no element falling
// back to its content (the error boundary), and after it all the element and its neighbours on the page still work.
// @shards 2
import { expect } from 'chai';
import fc from 'fast-check';
import { CASES, ELEMENTS, SEED, broken, nextFrame, openPage, pageFor, report, tick, xElements } from './harness';
import { xssPayloads } from './xss-corpus';
import { shardOf } from '../browser/helpers';

const ODD = [
  '', ' ', 'true', 'false', 'TRUE', '0', '-0', '-1', '1.5', '1e309', '-1e309', 'NaN', 'Infinity', '-Infinity', '0x10',
  '1_000', '9'.repeat(300), 'null', 'undefined', '{}', '[]', '{"a":', '__proto__', 'constructor', 'toString', 'hasOwnProperty',
  '2024-02-30T25:61:00', '0000-00-00', '9999-12-31T23:59:59Z', '1970-01-01', '\u0000', '\u202e', '\ud800', 'a'.repeat(5000),
];

/** A JSON settings text with the fields its description names (in backticks), each with a valid-looking or hostile value. */
function jsonFor(description: string): fc.Arbitrary<string> {
  const fields = [...new Set([...description.matchAll(/`([a-zA-Z][\w]*)`/g)].map((m) => m[1]!))];
  const value = fc.oneof(
    fc.integer({ min: -5, max: 5000 }), fc.double(), fc.boolean(), fc.constantFrom('on', 'off', 'true', '1', '20px', 'fade', 'cube', 'bounce', '#2b87da', '180deg', '/assets/shop.svg'),
    fc.constantFrom(...ODD), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom(...xssPayloads()), fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }), fc.constant({}),
  );
  return fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...(fields.length ? fields : ['x'])) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'zz') }), value, { maxKeys: 8 })
    .map((o) => JSON.stringify(o));
}

/** Values for one attribute: its own kind of value often, anything else as often. */
function valueFor(type: string, description = ''): fc.Arbitrary<string | null> {
  const enums = [...type.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  const own: fc.Arbitrary<string>[] = [];
  if (/\bJSON\b/.test(description)) own.push(jsonFor(description));
  if (enums.length) own.push(fc.constantFrom(...enums));
  if (/number/.test(type)) own.push(fc.integer({ min: -5, max: 5000 }).map(String), fc.double().map(String));
  if (/boolean/.test(type)) own.push(fc.constantFrom('', 'true', 'false', 'open', 'on'));
  if (/Date/.test(type)) own.push(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString()));
  return fc.oneof(
    { weight: 3, arbitrary: own.length ? fc.oneof(...own) : fc.string({ maxLength: 30 }) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...xssPayloads()) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

/** Hashes: the hash bus's `id|index` form with odd indexes, anchors, and anything at all. */
function hashFor(ids: string[]): fc.Arbitrary<string> {
  const id = ids.length ? fc.constantFrom(...ids) : fc.constant('x');
  return fc.oneof(
    fc.tuple(id, fc.oneof(fc.integer({ min: -3, max: 50 }).map(String), fc.constantFrom(...ODD))).map(([i, n]) => `${i}|${n}`),
    fc.tuple(id, fc.string({ maxLength: 10 })).map(([i, s]) => `${i}${s}`),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom('', '#', '|', '||', '%', '%E0%A4%A', ...xssPayloads().slice(0, 20)),
  );
}

describe(`reliability: ${CASES} random attribute and hash cases per element`, () => {
  for (const { tag, attributes } of shardOf(ELEMENTS)) {
    it(`<${tag}> on ${pageFor(tag)}`, async function () {
      this.timeout(900_000);
      const page = await openPage(pageFor(tag));
      const { win, doc, errors } = page;
      try {
        const el = doc.querySelector(tag)!;
        const before = broken(doc);
        const original = [...el.attributes].map((a) => [a.name, a.value] as const);
        const ids = xElements(doc).map((e) => e.id).filter(Boolean);
        const names = attributes.map((a) => a.name);
        const values = Object.fromEntries(attributes.map((a) => [a.name, valueFor(a.type, a.description)]));
        // An element without attributes (x-menu) still gets the hash cases.
        const change = names.length ? fc.constantFrom(...names).chain((name) => values[name]!.map((value) => [name, value] as const)) : fc.constant(null);
        const caseArb = fc.record({
          changes: fc.array(change, { minLength: names.length ? 1 : 0, maxLength: names.length ? 4 : 0 }).map((cs) => cs.filter((c) => c !== null)),
          hash: fc.option(hashFor(ids), { freq: 4 }),
        });
        let run = 0;
        let writes = 0;
        let hashes = 0;
        let last = '';
        const result = await fc.check(fc.asyncProperty(caseArb, async ({ changes, hash }) => {
          last = JSON.stringify({ changes, hash });
          for (const [name, value] of changes) {
            if (value === null) el.removeAttribute(name);
            else el.setAttribute(name, value);
          }
          writes += changes.length;
          if (hash !== null) {
            win.location.hash = hash;
            hashes++;
          }
          await tick(win);
          if (++run % 250 === 0) await nextFrame(win);
          // data-x-error alone may be a verdict (x-consent on another site's domain); a crash logs through the boundary.
          return errors.length === 0;
        }), { numRuns: CASES, seed: SEED, endOnFailure: true });
        if (result.failed) throw new Error(`<${tag}> failed after ${result.numRuns} cases (seed ${result.seed}); last case ${last}: ${errors.join(' | ')}`);

        // Back to the page's own markup: the element and its neighbours work.
        for (const a of [...el.attributes]) el.removeAttribute(a.name);
        for (const [name, value] of original) el.setAttribute(name, value);
        win.location.hash = '';
        await nextFrame(win);
        await tick(win);
        expect(broken(doc), 'elements on the page').to.deep.equal(before);
        expect(errors).to.deep.equal([]);
        // A neighbour still answers: an x-toggle on the page opens and closes.
        const toggle = [...doc.querySelectorAll('x-toggle')].find((t) => t !== el && !t.closest(tag)) as (Element & { toggle(): void }) | undefined;
        if (toggle) {
          const open = toggle.hasAttribute('open');
          toggle.toggle();
          await nextFrame(win);
          expect(toggle.hasAttribute('open'), 'neighbouring x-toggle still toggles').to.equal(!open);
        }
        await report('properties', tag, { cases: result.numRuns, writes, hashes, neighbours: xElements(doc).length - 1 });
      } finally {
        await page.close();
      }
    });
  }
});
