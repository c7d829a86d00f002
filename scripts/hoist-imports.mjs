// Every static import an entry needs, named in the entry itself. Rolldown
// writes each chunk's own imports only (it has no `hoistTransitiveImports`),
// so a browser found an element's chunks level by level: the entry, then the
// chunks it names, then theirs (three round trips before any code ran). A
// bare `import "../chunks/x.js";` for each chunk further down, appended after
// the entry's own imports, lets the browser fetch the whole graph at once;
// evaluation order is unchanged, since those chunks are evaluated earlier
// through the imports that already name them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The relative static imports of ES module source (minified or not): `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`. */
export function staticImports(code) {
  return [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w${}\s,*]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]);
}

/** The chunks an entry reaches through static imports but does not name itself, as specifiers relative to it. */
export function transitiveOnly(entry, read) {
  const seen = new Set();
  const visit = (file) => {
    for (const spec of staticImports(read(file))) {
      const target = join(dirname(file), spec);
      if (seen.has(target)) continue;
      seen.add(target);
      visit(target);
    }
  };
  visit(entry);
  const direct = new Set(staticImports(read(entry)).map((s) => join(dirname(entry), s)));
  return [...seen].filter((f) => !direct.has(f) && f !== entry).sort().map((f) => {
    const rel = relative(dirname(entry), f);
    return rel.startsWith('.') ? rel : `./${rel}`;
  });
}

/** Appends the bare imports to each entry file; returns how many were added. */
export function hoistTransitiveImports(entries) {
  const cache = new Map();
  const read = (f) => cache.get(f) ?? (cache.set(f, readFileSync(f, 'utf8')), cache.get(f));
  let added = 0;
  for (const entry of entries) {
    const more = transitiveOnly(entry, read);
    if (!more.length) continue;
    writeFileSync(entry, `${read(entry)}${read(entry).endsWith('\n') ? '' : '\n'}${more.map((s) => `import"${s}";`).join('')}\n`);
    added += more.length;
  }
  return added;
}

/**
 * What the autoloader preloads for each tag: the shared chunks' names, and per
 * tag (in `tags` order) the chunks its entry imports, one base-36 digit each.
 * The entries name their whole static graph (hoisted above), in evaluation order.
 */
export function chunkDeps(tagList, read) {
  const chunks = [];
  const deps = tagList.map((tag) => staticImports(read(tag)).map((spec) => {
    const name = /^\.\.\/chunks\/(.+)\.js$/.exec(spec)?.[1];
    if (!name) throw new Error(`${tag}: an import outside chunks/: ${spec}`);
    if (!chunks.includes(name)) chunks.push(name);
    if (chunks.length > 36) throw new Error('more than 36 shared chunks: the autoloader\'s one-digit indices need another encoding');
    return chunks.indexOf(name).toString(36);
  }).join(''));
  return { chunks, deps };
}
