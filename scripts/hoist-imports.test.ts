// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticImports, transitiveOnly } from './hoist-imports.mjs';

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
