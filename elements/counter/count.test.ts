import { describe, expect, it } from 'vitest';
import { COUNTER, countAt, decimalsOf, easeOut, formatCount, ring } from './count';

describe('counting (B35, B36)', () => {
  it('has the section 9 numbers', () => {
    expect(COUNTER).toEqual({ duration: 1800, lineWidth: 5, shop: { size: 110, lineWidth: 3, duration: 1000 } });
  });

  it('keeps the decimals a value is written with, at most four', () => {
    expect([decimalsOf('1200'), decimalsOf('4.5'), decimalsOf('4.50'), decimalsOf('1.123456')]).toEqual([0, 1, 2, 4]);
  });

  it('formats counts with a thousands separator of the page\'s choosing', () => {
    expect(formatCount(1234567, 0, ',')).toBe('1,234,567');
    expect(formatCount(1234.5, 1, ' ')).toBe('1 234.5');
    expect(formatCount(999, 0, ',')).toBe('999');
    expect(formatCount(-1200, 0, '.')).toBe('-1.200');
    expect(formatCount(1200, 0)).toBe('1200');
  });

  it('eases out from 0 to the value, exactly at both ends', () => {
    expect([countAt(1200, 0, 0), countAt(1200, 1, 0)]).toEqual([0, 1200]);
    expect(countAt(1200, 0.5, 0)).toBe(1050);
    expect(easeOut(2)).toBe(1);
  });

  it('draws the ring inside its line, leaving the rest of the circumference undrawn', () => {
    const { r, c, offset } = ring(110, 5, 75);
    expect(r).toBe(52.5);
    expect(c).toBeCloseTo(2 * Math.PI * 52.5);
    expect(offset).toBeCloseTo(c / 4);
    expect(ring(110, 5, 150).offset).toBe(0);
  });
});
