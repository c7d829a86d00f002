import { describe, expect, it } from 'vitest';
import { readLinkOptions, safeUrl, samePageFragment } from './links';

const BASE = 'https://garden.example/visit/?a=1';

describe('link options (C19)', () => {
  it('reads the site\'s items: class, url, target', () => {
    const { items, problems } = readLinkOptions([
      { class: 'et_pb_blurb_0', url: 'https://shop.example/', target: '_blank' },
      { class: 'et_pb_image_1', url: '#prices', target: '_self' },
      { class: 'et_pb_text_2', url: '/contact/' },
    ], BASE);
    expect(problems).toEqual([]);
    expect(items).toEqual([
      { className: 'et_pb_blurb_0', url: 'https://shop.example/', newWindow: true },
      { className: 'et_pb_image_1', url: '#prices', newWindow: false },
      { className: 'et_pb_text_2', url: '/contact/', newWindow: false },
    ]);
  });

  it('names and skips what it cannot follow safely', () => {
    const { items, problems } = readLinkOptions([
      { class: 'a', url: 'javascript:alert(1)' },
      { class: 'b c', url: '/x' },
      { class: 'd', url: 'data:text/html,hi' },
      'nope',
    ], BASE);
    expect(items).toEqual([]);
    expect(problems).toEqual([
      'item 0 (a): "url" "javascript:alert(1)" is not a path or an http(s) URL',
      'item 1: "class" "b c" is not a class name',
      'item 2 (d): "url" "data:text/html,hi" is not a path or an http(s) URL',
      'item 3 is not an object',
    ]);
    expect(readLinkOptions({}, BASE).problems).toEqual(['the link options are not a list']);
  });

  it('knows a fragment of this very page from a link to another', () => {
    const here = new URL(BASE);
    expect(samePageFragment(safeUrl('#prices', BASE)!, here)).toBe('prices');
    expect(samePageFragment(safeUrl('/visit/?a=1#map', BASE)!, here)).toBe('map');
    expect(samePageFragment(safeUrl('/visit/#map', BASE)!, here)).toBe(null);
    expect(samePageFragment(safeUrl('https://other.example/visit/?a=1#map', BASE)!, here)).toBe(null);
    expect(samePageFragment(safeUrl('#', BASE)!, here)).toBe(null);
  });
});
