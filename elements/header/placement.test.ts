import { describe, expect, it } from 'vitest';
import { headerState, longEnough, type HeaderInput } from './placement';

const at = (y: number, direction: HeaderInput['direction'], was = { fixed: false, hidden: false }, scrollable = 5000): HeaderInput =>
  ({ y, direction, waypoint: 100, scrollable, viewport: 800, was });

describe('header placement (C1 to C3)', () => {
  const plain = { shrink: false, hideNav: false };
  it('is fixed on scrolling down past the waypoint, and unfixed on scrolling back above it', () => {
    expect(headerState(at(50, 'down'), plain).fixed).toBe(false);
    expect(headerState(at(150, 'down'), plain).fixed).toBe(true);
    expect(headerState(at(150, 'up', { fixed: true, hidden: false }), plain).fixed).toBe(true);
    expect(headerState(at(90, 'up', { fixed: true, hidden: false }), plain).fixed).toBe(false);
    expect(headerState(at(500, null), plain).fixed).toBe(true); // loaded below the waypoint
    expect(headerState(at(500, 'up'), plain).fixed).toBe(false); // not fixed by scrolling up into place
    expect(headerState(at(500, 'up'), { ...plain, sticky: true }).fixed).toBe(true); // sticky: stuck either way
  });

  it('shrinks while fixed', () => {
    expect(headerState(at(150, 'down'), { shrink: true, hideNav: false })).toEqual({ fixed: true, shrunk: true, hidden: false });
    expect(headerState(at(50, 'down'), { shrink: true, hideNav: false }).shrunk).toBe(false);
  });

  it('with hide-nav, hides while scrolling down a long page and shows on scrolling up', () => {
    const o = { shrink: false, hideNav: true };
    expect(headerState(at(400, 'down', { fixed: true, hidden: false }), o).hidden).toBe(true);
    expect(headerState(at(380, 'up', { fixed: true, hidden: true }), o).hidden).toBe(false);
    expect(headerState(at(400, 'down', { fixed: true, hidden: false }, 850), o).hidden).toBe(false); // a short page keeps it
    expect(longEnough(900, 800, 100)).toBe(true);
    expect(longEnough(899, 800, 100)).toBe(false);
  });
});
