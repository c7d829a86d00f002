// @vitest-environment node
// A define.ts is the element's registration and nothing else: its doc block
// (the manifest's source), imports, and one `export const X = defineElement(…)`.
// Behaviour a page needs at load (openers, a global snippet) lives with the
// behaviour, so importing a define for its registration does only that.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { expect, it } from 'vitest';

it('every define.ts holds imports and one defineElement call, nothing else', () => {
  const defines = readdirSync('elements').map((d) => `elements/${d}/define.ts`).filter(existsSync);
  expect(defines.length).toBeGreaterThan(40);
  const extra: string[] = [];
  for (const file of defines) {
    const rest = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\/\/.*$/gm, '')
      .replace(/^import[\s\S]*?;$/gm, '')
      .replace(/^export const \w+ = defineElement\([\s\S]*?\n\}\);$/m, '')
      .replace(/^export const \w+ = defineElement\(.*\);$/m, '')
      .trim();
    if (rest) extra.push(`${file}: ${rest.slice(0, 80)}`);
  }
  expect(extra).toEqual([]);
});
