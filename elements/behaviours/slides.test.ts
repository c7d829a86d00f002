import { describe, expect, it } from 'vitest';
import { wrapIndex } from './slides';

describe('slide index', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});
