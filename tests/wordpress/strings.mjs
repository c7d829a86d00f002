// The elements' UI strings (each owner's `uiStrings({ … })`; elements/ui-strings.ts
// gathers them) for the node tests, which cannot import TypeScript: read from
// the sources. elements/ui-strings.test.ts checks this reading against the modules.
import { readFileSync, readdirSync } from 'node:fs';
import { RULE_STRINGS } from '../../elements/forms/rules.mjs';

/** Constants an owner spreads into its strings (`...RULE_STRINGS`), from the plain-JS modules that hold them. */
const SPREAD = { RULE_STRINGS };

/** key -> English text, from every `uiStrings({ key: 'text', … })` in elements/. */
export function declaredStrings() {
  const out = {};
  for (const file of readdirSync('elements', { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.(test|browser|d)\.tsx?$/.test(file) || file.startsWith('core/')) continue;
    for (const [, block] of readFileSync(`elements/${file}`, 'utf8').matchAll(/uiStrings\(\{([\s\S]*?)\}\)/g)) {
      for (const [, name] of block.matchAll(/\.\.\.(\w+)/g)) {
        if (!SPREAD[name]) throw new Error(`elements/${file}: uiStrings spreads ${name}, which tests/wordpress/strings.mjs does not know`);
        Object.assign(out, SPREAD[name]);
      }
      for (const [, key, text] of block.matchAll(/(\w+): '((?:[^'\\]|\\.)*)'/g)) out[key] = text.replace(/\\(.)/g, '$1');
    }
  }
  return out;
}

export const DEFAULT_STRINGS = declaredStrings();
