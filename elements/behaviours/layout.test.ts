import { describe, expect, it } from 'vitest';
import { deviceFor, BREAKPOINTS } from './devices';
import { scrollDuration, scrollOffset } from './smooth-scroll';
import { wrapIndex } from './slides';

describe('devices', () => {
  it('desktop above 980, tablet 768 to 980, phone 767 or less', () => {
    expect(deviceFor(1920)).toBe('desktop');
    expect(deviceFor(981)).toBe('desktop');
    expect(deviceFor(980)).toBe('tablet');
    expect(deviceFor(768)).toBe('tablet');
    expect(deviceFor(767)).toBe('phone');
    expect(deviceFor(320)).toBe('phone');
  });

  it('keeps the other breakpoints of the spec', () => {
    expect([BREAKPOINTS.adminBar, BREAKPOINTS.testimonials, BREAKPOINTS.carouselDesktop, BREAKPOINTS.portraitPhone]).toEqual([782, 959, 981, 479]);
  });
});

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

describe('slide index', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});
