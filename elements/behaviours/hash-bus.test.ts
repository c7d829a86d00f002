// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatHash, HASH_PAGING_DELAY, parseIndex, initHashBus, onSegment, matchesAnchor, parseHash, readSegment, resetHashBus, sanitizeHash, withSegment, writeAnchor, writeSegment,
} from './hash-bus';
import { wrapIndex } from './slides';

describe('hash grammar', () => {
  it('sanitises to letters, digits, dash, underscore and pipe', () => {
    expect(sanitizeHash('#tabs-1|2<script>alert(1)</script>')).toBe('tabs-1|2scriptalert1script');
    expect(sanitizeHash('#a b|c.d||e_f')).toBe('ab|cd||e_f');
    expect(sanitizeHash('#%3Cimg%3E|1')).toBe('img|1');
    expect(sanitizeHash('#%E0%A4%A|1')).toBe('E0A4A|1'); // malformed escape: stripped, not thrown
  });

  it('parses id|p1|p2 segments joined by ||', () => {
    const state = parseHash('#gallery|3||portfolio|web-design|2||tabs');
    expect([...state]).toEqual([['gallery', ['3']], ['portfolio', ['web-design', '2']], ['tabs', []]]);
    expect(parseHash('').size).toBe(0);
    expect(parseHash('#||').size).toBe(0);
  });

  it('formats back to the same text', () => {
    const text = 'gallery|3||portfolio|web-design|2';
    expect(formatHash(parseHash(text))).toBe(text);
  });

  it('writes one segment and keeps the others in place', () => {
    expect(withSegment('#gallery|3||tabs|0', 'tabs', [2])).toBe('gallery|3||tabs|2');
    expect(withSegment('#gallery|3', 'tabs', [1])).toBe('gallery|3||tabs|1');
    expect(withSegment('#gallery|3||tabs|1', 'tabs', null)).toBe('gallery|3');
    expect(withSegment('', 'p', ['web|design', 'x y'])).toBe('p|webdesign|xy');
  });

  it('reads an index parameter only from a short run of digits', () => {
    expect(parseIndex('0')).toBe(0);
    expect(parseIndex('12')).toBe(12);
    for (const bad of ['9'.repeat(300), '1e3', '-1', '0x2', '1.5', '', 'NaN', undefined]) expect(parseIndex(bad)).toBe(null);
    expect(wrapIndex(Number('9'.repeat(400)), 3)).toBe(0);
  });

  it('matches a tab anchor with or without tab-', () => {
    expect(matchesAnchor('#tab-yearly', 'yearly')).toBe(true);
    expect(matchesAnchor('#yearly', 'yearly')).toBe(true);
    expect(matchesAnchor('#yearly', 'tab-yearly')).toBe(true);
    expect(matchesAnchor('#tab-monthly', 'yearly')).toBe(false);
    expect(matchesAnchor('#plans|1', 'plans')).toBe(false);
    expect(matchesAnchor('#', '')).toBe(false);
  });
});

describe('hash bus on a page', () => {
  afterEach(() => {
    resetHashBus();
    history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('delivers x-hashchange with parameters to the element with that id, only when its segment changed', async () => {
    document.body.innerHTML = '<div id="gallery"></div><div id="tabs"></div>';
    initHashBus();
    const got: string[] = [];
    for (const id of ['gallery', 'tabs']) {
      document.getElementById(id)!.addEventListener('x-hashchange', (e) => got.push(`${id}:${(e as CustomEvent).detail.params.join(',')}`));
    }
    location.hash = '#gallery|2||tabs|1';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    location.hash = '#gallery|2||tabs|3';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(got).toEqual(['gallery:2', 'tabs:1', 'tabs:3']);
  });

  it('lets paging modules react about 500 ms after the last change', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="gallery"></div>';
    initHashBus();
    const pages: string[][] = [];
    onSegment(document.getElementById('gallery')!, (p) => pages.push(p), { delay: HASH_PAGING_DELAY });
    for (const n of [2, 3]) {
      location.hash = `#gallery|${n}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    }
    vi.advanceTimersByTime(499);
    expect(pages).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(pages).toEqual([['3']]);
    vi.useRealTimers();
  });

  it('writes without a history entry and reads back', () => {
    history.replaceState(null, '', '/#gallery|4');
    const before = history.length;
    writeSegment('tabs', [2]);
    expect(location.hash).toBe('#gallery|4||tabs|2');
    expect(history.length).toBe(before);
    expect(readSegment('tabs')).toEqual(['2']);
    expect(readSegment('missing')).toBeNull();
  });

  it('writes a plain anchor (a slide\'s hash) only over an empty fragment or another anchor, never over module state', () => {
    history.replaceState(null, '', '/');
    expect(writeAnchor('garden')).toBe(true);
    expect(location.hash).toBe('#garden');
    expect(writeAnchor('team|x')).toBe(true);
    expect(location.hash).toBe('#teamx');
    history.replaceState(null, '', '/#gallery|4');
    expect(writeAnchor('shop')).toBe(false);
    expect(location.hash).toBe('#gallery|4');
    expect(writeAnchor('<>')).toBe(false);
  });

  it('on load with module state in the hash, scrolls to top with manual restoration', () => {
    history.replaceState(null, '', '/#tabs|2');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    initHashBus();
    expect(history.scrollRestoration).toBe('manual');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
