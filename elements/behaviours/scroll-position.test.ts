// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { onScroll, type ScrollState } from './scroll-position';

const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
const frame = () => new Promise((r) => requestAnimationFrame(r));

describe('onScroll', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    scrollTo(0);
  });

  it('tells a newcomer, and the others, where the page is now when it moved since the last frame', async () => {
    const first: ScrollState[] = [];
    stops.push(onScroll((s) => first.push(s)));
    expect(first.map((s) => s.y)).toEqual([0]);
    scrollTo(1600); // no scroll event yet: its frame has not come
    const late: ScrollState[] = [];
    stops.push(onScroll((s) => late.push(s)));
    expect(late.map((s) => s.y)).toEqual([1600]);
    expect(first.map((s) => s.y)).toEqual([0, 1600]);
    expect(first.at(-1)!.direction).toBe('down');
    // The next move reaches both, back to where the shared reading stood before the newcomer.
    scrollTo(0);
    dispatchEvent(new Event('scroll'));
    await frame();
    expect(late.map((s) => s.y)).toEqual([1600, 0]);
    expect(first.map((s) => s.y)).toEqual([0, 1600, 0]);
  });

  it('starts a subscription after every other one left with no direction: the last one known is stale', async () => {
    const first: ScrollState[] = [];
    const stop = onScroll((s) => first.push(s));
    scrollTo(800);
    dispatchEvent(new Event('scroll'));
    await frame();
    scrollTo(300);
    dispatchEvent(new Event('scroll'));
    await frame();
    expect(first.at(-1)!.direction).toBe('up');
    stop();
    scrollTo(900); // moved while nobody followed
    const next: ScrollState[] = [];
    stops.push(onScroll((s) => next.push(s)));
    expect(next).toEqual([{ y: 900, direction: null }]);
  });

  it('gives a newcomer the shared state when the page has not moved', () => {
    const a: ScrollState[] = [];
    const b: ScrollState[] = [];
    stops.push(onScroll((s) => a.push(s)), onScroll((s) => b.push(s)));
    expect(b[0]).toBe(a[0]);
  });
});
