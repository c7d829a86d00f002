// The load bench's pages are what make-200.mjs writes: the same 200 items on each.
import { expect, it } from 'vitest';
import { PAGES, stale } from './make-200.mjs';

it('the 200-element pages are written by make-200.mjs (run it after changing one)', () => {
  expect(stale()).toEqual([]);
  for (const html of Object.values(PAGES) as string[]) expect(html.match(/ id="[stac]\d+"/g)).toHaveLength(200);
  // The reference is the markup alone.
  expect((PAGES as Record<string, string>)['tests/bench/pages/markup-200.html']).not.toMatch(/<script/i);
});
