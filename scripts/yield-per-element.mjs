// For the files browsers load by URL (dist/elements/*.js): each element's own
// modules wait for a task of their own, with a top-level await.
//
// When the shared runtime chunk arrives, every element file waiting on it
// completes at once, and the browser evaluates them all in that one task:
// React, core and the module bodies and defines of every element on the page
// (64 ms at full speed on the demo's home page, 25 elements). Each module in
// an element's folder now first imports that element's yield, a module of one
// line: `await` a timer. React and the shared chunks are evaluated in the
// first task; each element's modules, its define and the upgrade of its
// instances in one of its own. `import()` of an element file still resolves
// once its tag is defined.
//
// The bundlers' build (dist/module), the all-in-one bundle and what
// `x-elements/api` imports (the consent blocker, the popup snippet) keep no
// top-level await.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { staticImports } from './hoist-imports.mjs';

export const YIELD = 'await new Promise((resolve) => setTimeout(resolve));';
const PREFIX = 'x-yield:';
/** Folders of shared code, not elements. */
const SHARED = new Set(['core', 'behaviours', 'forms', 'services', 'loader']);

/** The element folder a module belongs to, or null (shared code, tests, styles, anything else). */
export function elementOf(id) {
  const m = /[\\/]elements[\\/]([\w-]+)[\\/]([\w.-]+)\.tsx?$/.exec(id);
  if (!m || SHARED.has(m[1]) || /\.(test|browser|css|d)$/.test(m[2])) return null;
  return m[1];
}

/** Source files reachable from `entry` through relative static imports (`.ts`, `.tsx`, `index.ts`). */
export function reachable(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const base = resolve(dirname(file), spec);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && /\.tsx?$/.test(f));
      if (found) visit(found);
    }
  };
  visit(resolve(entry));
  return seen;
}

/** @param {{ keep?: Set<string> }} [options] modules left without a yield (absolute paths) */
export function yieldPerElement({ keep = new Set() } = {}) {
  return {
    name: 'x-yield-per-element',
    /** @param {string} id */
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    /** @param {string} id */
    load(id) {
      return id.startsWith(`\0${PREFIX}`) ? YIELD : null;
    },
    /** @param {string} code @param {string} id */
    transform(code, id) {
      const element = elementOf(id);
      if (!element || keep.has(resolve(id))) return null;
      // On the first line, so line numbers stay as they are.
      return { code: `import "${PREFIX}${element}";${code}`, map: null };
    },
  };
}
