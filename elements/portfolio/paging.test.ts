import { describe, expect, it } from 'vitest';
import { pageCount, pageFrom, pageWindow } from '../behaviours/paging';
import { allCategories, categoriesOf, inCategory, shown, slugOf, stateFrom, type Category } from './paging';

const cats = (names: string) => categoriesOf(names, []);
const ITEMS: Category[][] = [cats('Design'), cats('Print, Design'), cats('Web design'), cats('Print'), cats('Design'), cats('')];

describe('portfolio paging (D1 to D4)', () => {
  it('makes slugs as WordPress does', () => {
    expect(slugOf('Web Design')).toBe('web-design');
    expect(slugOf('  Café & Bar! ')).toBe('cafe-bar');
    expect(slugOf('<img src=x onerror=alert(1)>')).toBe('img-src-x-onerror-alert-1');
  });

  it('reads categories from data-categories and the site\'s project_category_ classes', () => {
    expect(categoriesOf('Design, Print', ['project_category_web-design', 'other'])).toEqual([
      { slug: 'design', name: 'Design' }, { slug: 'print', name: 'Print' }, { slug: 'web-design', name: 'Web design' },
    ]);
    expect(categoriesOf('All, ,', [])).toEqual([]); // "all" is the filter for every item, never a category
  });

  it('lists categories in the order they first appear', () => {
    expect(allCategories(ITEMS).map((c) => c.slug)).toEqual(['design', 'print', 'web-design']);
  });

  it('filters by all or a category slug (D1)', () => {
    expect(inCategory(ITEMS, 'all')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(inCategory(ITEMS, 'design')).toEqual([0, 1, 4]);
    expect(inCategory(ITEMS, 'nothing')).toEqual([]);
  });

  it('pages the filtered items', () => {
    expect(pageCount(0, 4)).toBe(1);
    expect(pageCount(9, 4)).toBe(3);
    expect([...shown(ITEMS, { category: 'all', page: 2 }, 4)]).toEqual([4, 5]);
    expect([...shown(ITEMS, { category: 'design', page: 1 }, 2)]).toEqual([0, 1]);
    expect([...shown(ITEMS, { category: 'design', page: 2 }, 2)]).toEqual([4]);
  });

  it('shows a sliding window of five page links (D2)', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]); // beyond the fifth hidden at start
    expect(pageWindow(3, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 9)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('reads slug|page from the hash, kept to what exists (D3)', () => {
    expect(stateFrom(['design', '2'], ITEMS, 2)).toEqual({ category: 'design', page: 2 });
    expect(stateFrom(['design', '9'], ITEMS, 2)).toEqual({ category: 'design', page: 2 });
    expect(stateFrom(['nothing', '2'], ITEMS, 2)).toEqual({ category: 'all', page: 2 });
    expect(stateFrom(['all', '-1'], ITEMS, 2)).toEqual({ category: 'all', page: 1 });
    expect(stateFrom(['Design'], ITEMS, 2)).toEqual({ category: 'design', page: 1 });
    expect(stateFrom(['design', '1e3'], ITEMS, 2)).toEqual({ category: 'design', page: 1 });
    expect(stateFrom([], ITEMS, 2)).toBe(null);
  });
  it('reads a page number from page input, kept within the pages there are', () => {
    expect(pageFrom('2', 3)).toBe(2);
    expect(pageFrom('40', 3)).toBe(3);
    expect(pageFrom('0', 3)).toBe(1);
    expect(pageFrom('2abc', 3)).toBe(1);
    expect(pageFrom(undefined, 3, 2)).toBe(2);
    expect(pageFrom(2.7, 3)).toBe(2);
    expect(pageFrom(Number.NaN, 3)).toBe(1);
  });
});
