// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anchorIndex, formatHash, go, HASH_PAGING_DELAY, parseIndex, parseHash, readSegment, registerAnchors, registerOpeners, registerSegment, resetNavigation, routes,
  sanitizeHash, startNavigation, withSegment, writeAnchor, writeSegment,
} from './navigation';
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

  it('names an anchor with or without tab-, never with module parameters (the one anchor rule)', () => {
    const tabs = ['monthly', 'yearly', 'tab-lifetime'];
    expect(anchorIndex('#tab-yearly', tabs)).toBe(1);
    expect(anchorIndex('#yearly', tabs)).toBe(1);
    expect(anchorIndex('#lifetime', tabs)).toBe(2);
    expect(anchorIndex('#tab-lifetime', tabs)).toBe(2);
    expect(anchorIndex('#tab-weekly', tabs)).toBe(-1);
    expect(anchorIndex('#yearly|1', tabs)).toBe(-1);
    expect(anchorIndex('#', ['', 'x'])).toBe(-1);
  });
});

/** Sets the fragment as a visitor would and waits for the page's hashchange. */
function hashTo(hash: string): Promise<void> {
  const changed = new Promise<void>((resolve) => addEventListener('hashchange', () => resolve(), { once: true }));
  location.hash = hash;
  return changed;
}

describe('the navigation registry on a page', () => {
  afterEach(async () => {
    history.replaceState(null, '', '/');
    await new Promise((resolve) => setTimeout(resolve, 20)); // happy-dom tells a hashchange for that too, later
    resetNavigation();
    document.body.innerHTML = '';
  });

  it('calls a registered segment back with its parameters, only when its segment changed', async () => {
    const got: string[] = [];
    for (const id of ['gallery', 'tabs']) registerSegment(id, (params) => got.push(`${id}:${params.join(',')}`));
    await hashTo('#gallery|2||tabs|1');
    await hashTo('#gallery|2||tabs|3');
    expect(got).toEqual(['gallery:2', 'tabs:1', 'tabs:3']);
  });

  it('calls the owner of a named anchor back with its index; unregistered, nothing is called', async () => {
    const owner = document.createElement('div');
    const got: number[] = [];
    const off = registerAnchors(owner, ['monthly', 'yearly'], (i) => got.push(i));
    expect(routes().anchors).toEqual(['monthly', 'yearly']);
    await hashTo('#tab-yearly');
    off();
    expect(routes().anchors).toEqual([]);
    await hashTo('#monthly');
    expect(got).toEqual([1]);
  });

  it('registers an anchor already in the address and, asked, calls it back at once', () => {
    history.replaceState(null, '', '/#join');
    const got: number[] = [];
    registerAnchors(document.body, ['join'], (i) => got.push(i), { now: true });
    registerAnchors(document.body, ['join'], (i) => got.push(i + 10));
    expect(got).toEqual([0]);
  });

  it('go(id): an anchor\'s owner called directly, the address given #id with a history entry', () => {
    document.body.innerHTML = '<div id="plans"></div><p id="far"></p>';
    const plans = document.getElementById('plans')!;
    const got: number[] = [];
    registerAnchors(plans, ['monthly', 'yearly'], (i) => got.push(i));
    const before = history.length;
    expect(go('tab-yearly')).toEqual({ element: plans, by: 'anchor' });
    expect(got).toEqual([1]);
    expect(location.hash).toBe('#tab-yearly');
    expect(history.length).toBe(before + 1);
    expect(go('tab-yearly')).toEqual({ element: plans, by: 'anchor' }); // again: called again, no second entry
    expect(got).toEqual([1, 1]);
    expect(history.length).toBe(before + 1);
    expect(go('far')).toEqual({ element: document.getElementById('far'), by: 'id' });
    expect(location.hash).toBe('#far');
    expect(go('nowhere')).toBeNull();
    expect(location.hash).toBe('#far');
  });

  it('go(id): an opener that uses it keeps the address', () => {
    document.body.innerHTML = '<x-opened id="promo"></x-opened>';
    const opened: string[] = [];
    registerOpeners({ attribute: 'data-x-opened-test', selector: 'x-opened', open: (el) => (opened.push(el.id), true) });
    expect(go('promo')?.by).toBe('opener');
    expect(opened).toEqual(['promo']);
    expect(location.hash).toBe('');
  });

  it('lets paging modules react about 500 ms after the last change', async () => {
    const pages: string[][] = [];
    registerSegment('gallery', (p) => pages.push(p), { delay: HASH_PAGING_DELAY });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // the debounce's; the page's own hashchange still comes
    for (const n of [2, 3]) await hashTo(`#gallery|${n}`);
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
    startNavigation();
    expect(history.scrollRestoration).toBe('manual');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('scrolls to top on such a load even when an anchor was registered first (a popup mounts before the tabs load)', () => {
    history.replaceState(null, '', '/#tabs|2');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const off = registerAnchors(document.createElement('div'), ['newsletter'], () => {});
    startNavigation();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    off();
    scrollTo.mockRestore();
  });
});
