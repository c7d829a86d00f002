// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkDeps, staticImports, transitiveOnly } from './hoist-imports.mjs';

const files: Record<string, string> = {
  'd/elements/x-a.js': 'import{n as e}from"../chunks/runtime.js";import{t}from"../chunks/nav.js";const x=import("../chunks/lazy.js");export{e};',
  'd/chunks/runtime.js': 'export const n=1;',
  'd/chunks/nav.js': 'import{d}from"./timing.js";import"./runtime.js";export const t=d;',
  'd/chunks/timing.js': "import { deep } from './deeper.js';\nexport const d = deep;",
  'd/chunks/deeper.js': 'export const deep=2;',
  'd/chunks/lazy.js': 'import"./never.js";',
};

describe('hoisting transitive imports into the entries', () => {
  it('reads static imports of minified and plain code, not dynamic ones', () => {
    expect(staticImports(files['d/elements/x-a.js']!)).toEqual(['../chunks/runtime.js', '../chunks/nav.js']);
    expect(staticImports(files['d/chunks/timing.js']!)).toEqual(['./deeper.js']);
    expect(staticImports('export*from"./a.js";export{b}from"./b.js";import"./c.js"')).toEqual(['./a.js', './b.js', './c.js']);
  });

  it('names the chunks further down only, once each, relative to the entry', () => {
    expect(transitiveOnly('d/elements/x-a.js', (f: string) => files[f]!)).toEqual(['../chunks/deeper.js', '../chunks/timing.js']);
  });
});

describe('the autoloader\'s preload lists', () => {
  it('gives each tag its chunks as indices into one shared list', () => {
    const entries: Record<string, string> = {
      'x-a': 'import"../chunks/runtime-1.js";import"../chunks/nav-2.js";',
      'x-b': 'import"../chunks/runtime-1.js";import"../chunks/forms-3.js";import"../chunks/nav-2.js";',
      'x-c': '',
    };
    expect(chunkDeps(['x-a', 'x-b', 'x-c'], (t: string) => entries[t]!)).toEqual({ chunks: ['runtime-1', 'nav-2', 'forms-3'], deps: ['01', '021', ''] });
  });

  it('refuses an entry importing outside the chunks folder, and more chunks than one digit can name', () => {
    expect(() => chunkDeps(['x-a'], () => 'import"./x-b.js";')).toThrow(/x-a: an import outside chunks\/: \.\/x-b\.js/);
    const many = Array.from({ length: 37 }, (_, i) => `import"../chunks/c${i}.js";`).join('');
    expect(() => chunkDeps(['x-a'], () => many)).toThrow(/more than 36/);
  });
});
