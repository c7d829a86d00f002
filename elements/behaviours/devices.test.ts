import { afterEach, describe, expect, it, vi } from 'vitest';

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
