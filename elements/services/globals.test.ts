// @vitest-environment node
// Every global the library reads is reserved from markup (services/globals.ts):
// this reads each source file for global reads and fails on one that the
// platform does not define (TypeScript's lib.dom) and LIBRARY_GLOBALS lacks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LIBRARY_GLOBALS } from './globals';

const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
  const path = join(dir, e.name);
  if (e.isDirectory()) return sources(path);
  return /\.tsx?$/.test(e.name) && !/\.(test|browser|d)\.tsx?$/.test(e.name) ? [path] : [];
});

/** The globals a browser defines: lib.dom's `declare var`s and Window's members, and the language's own. */
function platformGlobals(): Set<string> {
  const lib = createRequire(import.meta.url).resolve('typescript/lib/lib.dom.d.ts');
  const dom = readFileSync(lib, 'utf8');
  const names = new Set([...dom.matchAll(/^declare (?:var|function) (\w+)/gm)].map((m) => m[1]!));
  const window = /^interface Window extends [^{]*\{([\s\S]*?)^\}/m.exec(dom)![1]!;
  for (const m of window.matchAll(/^\s+(?:readonly )?(\w+)\??[(:]/gm)) names.add(m[1]!);
  for (const name of Object.getOwnPropertyNames(globalThis)) names.add(name);
  return names;
}

/** Names read as globals in a source text: `window.x`, `globalThis.x`, and members of `interface Window { … }` or `Window & { … }`. */
function globalsRead(text: string): string[] {
  const names = [...text.matchAll(/\b(?:window|globalThis)\??\.(\w+)/g)].map((m) => m[1]!);
  for (const block of text.matchAll(/(?:interface Window\s*\{|Window\s*&\s*\{)([^}]*)\}/g)) {
    for (const m of block[1]!.matchAll(/(?:^|[;,{\n])\s*(?:readonly\s+)?(\w+)\??\s*:/g)) names.push(m[1]!);
  }
  return names;
}

describe('LIBRARY_GLOBALS', () => {
  it('holds every global the library reads that the platform does not define', () => {
    const platform = platformGlobals();
    const files = sources('elements');
    expect(files.length).toBeGreaterThan(50);
    const missing = files.flatMap((file) => globalsRead(readFileSync(file, 'utf8')).filter((n) => !platform.has(n) && !LIBRARY_GLOBALS.has(n)).map((n) => `${file}: ${n}`));
    expect(missing).toEqual([]);
  });

  it('finds the reads it is meant to find (the YouTube API\'s globals, the page settings)', () => {
    const read = new Set(['elements/media-player/youtube.ts', 'elements/core/page-settings.ts', 'elements/popup-form/config.ts'].flatMap((f) => globalsRead(readFileSync(f, 'utf8'))));
    for (const name of ['YT', 'onYouTubeIframeAPIReady', 'xElementsSettings', 'xPopupForm']) expect(read.has(name), name).toBe(true);
  });
});
