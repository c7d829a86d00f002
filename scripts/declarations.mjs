// The API's declarations as every TypeScript resolution reads them: tsc
// emits relative imports as written in the sources (`./consent/state`),
// which node16 and nodenext resolution refuse in an ES module package
// (TS2834). Each relative specifier gets the file it names: `.js`, or
// `/index.js` for a folder.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const files = (dir) => readdirSync(dir, { recursive: true }).filter((name) => name.endsWith('.d.ts')).map((name) => join(dir, name));

/** Rewrites every relative import and export specifier of the declarations under `dir`. */
export function addDeclarationExtensions(dir) {
  for (const file of files(dir)) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, (all, lead, quote, spec) => {
      if (/\.(js|mjs|cjs|json)$/.test(spec)) return all;
      const target = join(dirname(file), spec);
      const resolved = existsSync(`${target}.d.ts`) ? `${spec}.js` : existsSync(join(target, 'index.d.ts')) ? `${spec}/index.js` : null;
      if (!resolved) throw new Error(`${file}: cannot resolve ${spec}`);
      return `${lead}${quote}${resolved}${quote}`;
    });
    if (fixed !== text) writeFileSync(file, fixed);
  }
}
