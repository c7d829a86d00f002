import { describe, expect, it } from 'vitest';
import { scrollsOnError } from './checkout';
import { DEMO_ERROR, ERROR_SCROLL } from './schema';

describe('checkout rules (F10, E14)', () => {
  it('scrolls to the form on an error only with a fixed nav and wider than 980 px', () => {
    expect(scrollsOnError(981, 60)).toBe(true);
    expect(scrollsOnError(980, 60)).toBe(false);
    expect(scrollsOnError(1280, 0)).toBe(false);
    expect(ERROR_SCROLL).toEqual({ offset: 100, duration: 1000, minWidth: 980 });
  });

  it('gives the builder\'s demo error exactly', () => {
    expect(DEMO_ERROR).toBe('Billing First name is a required field');
  });
});
