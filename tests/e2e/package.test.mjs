// The package as npm consumers see it: every `exports` target exists in the
// build (types included), server-only packages stay out of `dependencies`,
// and the licence ships.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { staticImports } from '../../scripts/hoist-imports.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
/** A selector list's selectors: split at the commas outside brackets (`:not(a, b)` stays whole). */
function splitList(list) {
  const out = [''];
  let depth = 0;
  for (const ch of list) {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    if (ch === ',' && depth === 0) out.push('');
    else out[out.length - 1] += ch;
  }
  return out.map((x) => x.trim());
}
const targets = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(targets));

describe('package.json for npm consumers', () => {
  it('has a pre-upgrade stylesheet per element (x-elements/pre/<tag>), each with that element\'s rules only, together the all-in-one\'s', () => {
    const sources = readdirSync('elements').flatMap((dir) => ['pre', 'noscript'].filter((k) => existsSync(`elements/${dir}/${dir}.${k}.css`)).map(() => dir));
    const tags = [...new Set(sources)].map((dir) => `x-${dir}`);
    assert.ok(tags.length >= 30, 'most elements have pre-upgrade rules');
    for (const tag of tags) {
      const css = readFileSync(`dist/pre/${tag}.css`, 'utf8');
      assert.match(css, new RegExp(tag), tag);
      // Every rule is about this element: it, what it holds (the accordion's toggles), or the marks it reads (`[data-x-link]`);
      // but the fallback for a script that never comes (its registered properties, the body's animation and its keyframe).
      const fallback = /^(:where\(html:not\(\.x-js\)\) body|to|property --x-pre-\w+)$/;
      const selectors = [...css.matchAll(/([^{}@]+)\{[^{}]*\}/g)].flatMap(([, list]) => splitList(list)).filter((sel) => sel && !fallback.test(sel.trim()));
      assert.ok(selectors.length > 0, tag);
      assert.deepEqual(selectors.filter((sel) => !sel.includes(tag) && !sel.startsWith('[data-x-')), [], `${tag}'s rules`);
    }
    const all = readFileSync('dist/x-elements.pre.css', 'utf8');
    const total = tags.reduce((n, tag) => n + readFileSync(`dist/pre/${tag}.css`, 'utf8').length, 0);
    assert.ok(total >= all.length * 0.9, 'together about the all-in-one');
  });

  it('every element entry and the API evaluate under plain Node, with no DOM (server rendering): nothing is defined, nothing throws', async () => {
    assert.equal(typeof globalThis.customElements, 'undefined', 'this test runs without a DOM');
    const tags = JSON.parse(readFileSync('custom-elements.json', 'utf8')).modules.flatMap((m) => m.declarations ?? []).map((d) => d.tagName).filter(Boolean);
    const failed = [];
    // Through the package's own name and exports map, as an app's server would import them.
    for (const entry of [...tags.flatMap((t) => [`x-elements/elements/${t}`, `x-elements/standalone/elements/${t}`]), 'x-elements/api', 'x-elements/standalone/api']) {
      await import(entry).catch((error) => failed.push(`${entry}: ${error.message.split('\n')[0]}`));
    }
    assert.deepEqual(failed, []);
    assert.ok(tags.length >= 42);
  });

  it('points every export (and its types) at a file the build made', () => {
    const missing = Object.values(pkg.exports).flatMap(targets)
      .map((t) => t.replace('*', 'x-tabs'))
      .filter((t) => !existsSync(t));
    assert.deepEqual(missing, []);
  });

  it('has a manifest whose paths are the built files, with every slot, and editor data for every element', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    const tags = manifest.modules.map((m) => m.declarations[0].tagName);
    assert.deepEqual(manifest.modules.map((m) => m.path).filter((p) => !existsSync(p)), []);
    const consent = manifest.modules.find((m) => m.declarations[0].tagName === 'x-consent').declarations[0];
    for (const c of ['necessary', 'functional', 'analytics', 'performance', 'advertisement']) {
      assert.ok(consent.slots.some((s) => s.name === `category-${c}`), `slot category-${c}`);
    }
    const vscode = JSON.parse(readFileSync('dist/vscode.html-custom-data.json', 'utf8'));
    const webTypes = JSON.parse(readFileSync(pkg['web-types'], 'utf8'));
    assert.deepEqual(vscode.tags.map((t) => t.name), tags);
    assert.deepEqual(webTypes.contributions.html.elements.map((e) => e.name), tags);
    const slider = vscode.tags.find((t) => t.name === 'x-slider');
    assert.deepEqual(slider.attributes.find((a) => a.name === 'effect').values, [{ name: 'slide' }, { name: 'fade' }]);
  });

  it('x-elements/api shares its captcha provider module with the forms (a registration reaches them)', () => {
    // Every chunk a file reaches by static imports (direct, or through a chunk).
    const reach = (file, seen = new Set()) => {
      for (const spec of staticImports(readFileSync(file, 'utf8'))) {
        const target = join(dirname(file), spec);
        if (!seen.has(target)) reach(target, seen.add(target));
      }
      return seen;
    };
    for (const base of ['dist', 'dist/module']) {
      const contact = reach(`${base}/elements/x-contact-form.js`);
      const shared = [...reach(`${base}/api.js`)].filter((c) => contact.has(c));
      assert.ok(shared.some((c) => readFileSync(c, 'utf8').includes('xElementsCaptcha')), `${base} shared chunks: ${shared.join(', ')}`);
    }
  });

  it('takes React from the host app in the package imports (peer dependencies), and bundles it only in the standalone files', () => {
    assert.deepEqual(Object.keys(pkg.peerDependencies).sort(), ['react', 'react-dom']);
    assert.deepEqual(Object.keys(pkg.dependencies).filter((d) => d.startsWith('react')), []);
    assert.equal(pkg.exports['./elements/*'].default, './dist/module/elements/*.js');
    assert.equal(pkg.exports['./api'].default, './dist/module/api.js');
    const moduleFiles = ['dist/module/elements/x-tabs.js', 'dist/module/api.js'];
    for (const f of moduleFiles) assert.ok(!readFileSync(f, 'utf8').includes('react.dev/errors'), `${f} carries no React`);
    assert.match(readFileSync('dist/module/elements/x-tabs.js', 'utf8'), /from\s*"react"/);
  });

  it('keeps server-only packages out of dependencies, and has a licence file', () => {
    const serverOnly = ['node-sqlite3-wasm', 'send', 'compression', 'linkedom', 'happy-dom'];
    assert.deepEqual(Object.keys(pkg.dependencies).filter((d) => serverOnly.includes(d)), []);
    assert.ok(existsSync('LICENSE'));
  });
});
