// The load bench's two pages are what make-200.mjs writes: the same 200 items on both.
import { expect, it } from 'vitest';
import { PAGES, stale } from './make-200.mjs';

it('both 200-element pages are written by make-200.mjs (run it after changing either)', () => {
  expect(stale()).toEqual([]);
  for (const html of Object.values(PAGES) as string[]) expect(html.match(/ id="[stac]\d+"/g)).toHaveLength(200);
});
