// Checklist A16 to A19: expandable text settings, limits per width, the cut.
import { describe, expect, it } from 'vitest';
import { limitFor, truncate } from './text-limit';

describe('expandable text', () => {
  const s = { status: 'true', text_more: 'More', text_less: 'Less', limit: 100, responsive: 'true', limit_tablet: 60, limit_phone: 30 };

  it('A16, A19: on only with status "true"; tablet below 981, phone below 768, only when responsive', () => {
    expect(limitFor({ ...s, status: 'false' }, 1200)).toBe(null);
    expect(limitFor({ ...s, status: true as unknown as string }, 1200)).toBe(null);
    expect([limitFor(s, 1200), limitFor(s, 981), limitFor(s, 980), limitFor(s, 768), limitFor(s, 767)]).toEqual([100, 100, 60, 60, 30]);
    expect([limitFor({ ...s, responsive: 'false' }, 500), limitFor({ ...s, responsive: '' }, 900)]).toEqual([100, 100]);
    expect(limitFor({ ...s, limit_phone: '' }, 500)).toBe(60);
    expect(limitFor({ ...s, limit: 'x' }, 1200)).toBe(null);
  });

  it('A17, A18: cuts only a text longer than the limit, at a word near it, never inside a character', () => {
    expect(truncate('Short text', 20)).toBe(null);
    expect(truncate('exactly ten', 11)).toBe(null);
    expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(truncate('Supercalifragilistic', 10)).toBe('Supercalif…');
    expect(truncate('😀😀😀😀😀', 3)).toBe('😀😀😀…');
    expect(truncate('anything', null)).toBe(null);
  });
});
