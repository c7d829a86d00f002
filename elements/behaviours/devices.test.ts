import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFor, BREAKPOINTS } from './devices';

function stubMedia(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reduced : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('reduced motion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('makes every animation duration 0 when the visitor prefers reduced motion', async () => {
    stubMedia(true);
    const { motionDuration, prefersReducedMotion } = await import('./devices');
    expect(prefersReducedMotion()).toBe(true);
    expect(motionDuration(700)).toBe(0);
  });

  it('keeps durations otherwise', async () => {
    stubMedia(false);
    const { motionDuration } = await import('./devices');
    expect(motionDuration(700)).toBe(700);
  });
});

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
