import { describe, expect, it } from 'vitest';
import { scrollDuration, scrollOffset } from './smooth-scroll';

describe('smooth scroll', () => {
  const base = { headerHeight: 80, adminBarHeight: 32, fixedSection: false };
  it('offsets a fixed header above 980 px and the admin bar above 600 px', () => {
    expect(scrollOffset({ ...base, width: 1200 })).toBe(112);
    expect(scrollOffset({ ...base, width: 980 })).toBe(32);
    expect(scrollOffset({ ...base, width: 600 })).toBe(0);
  });

  it('adds 90 px for a fixed section below 980 px', () => {
    expect(scrollOffset({ ...base, width: 700, fixedSection: true })).toBe(122);
    expect(scrollOffset({ ...base, width: 1200, fixedSection: true })).toBe(112);
  });

  it('takes 800 ms, or 1600 ms for targets over 4000 px down', () => {
    expect(scrollDuration(4000)).toBe(800);
    expect(scrollDuration(4001)).toBe(1600);
  });
});
