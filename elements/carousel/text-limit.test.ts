// Checklist A16 to A19: expandable text settings, limits per device, the cut.
import { describe, expect, it } from 'vitest';
import { limitFor, parseTextLimit, truncate } from './text-limit';

const read = (o: object) => parseTextLimit(JSON.stringify(o));

describe('expandable text', () => {
  const s = { status: 'true', text_more: 'More', text_less: 'Less', limit: 100, responsive: 'true', limit_tablet: 60, limit_phone: 30 };

  it('A16: reads the seven fields as the site sends them, naming bad ones', () => {
    expect(read(s).settings).toEqual({ status: true, text_more: 'More', text_less: 'Less', limit: 100, responsive: true, limit_tablet: 60, limit_phone: 30 });
    expect(read({ status: 'true', limit: '80', limit_phone: '' }).settings).toMatchObject({ limit: 80, limit_phone: null, text_more: 'Read more', text_less: 'Read less' });
    expect(read({ status: 'true', limit: 'x', limit_tablet: 2.5 }).problems).toEqual([
      '"limit" is "x", expected a whole number of characters from 1 to 100000',
      '"limit_tablet" is 2.5, expected a whole number of characters from 1 to 100000',
    ]);
    expect(parseTextLimit('{oops').problems).toEqual(['"(the settings)" is "{oops", expected a JSON object']);
  });

  it('A16, A19: on only with status "true"; tablet below 981, phone below 768, only when responsive', () => {
    const on = read(s).settings;
    expect(limitFor(read({ ...s, status: 'false' }).settings, 'desktop')).toBe(null);
    expect(limitFor(read({ ...s, status: true }).settings, 'desktop')).toBe(null);
    expect([limitFor(on, 'desktop'), limitFor(on, 'tablet'), limitFor(on, 'phone')]).toEqual([100, 60, 30]);
    const off = read({ ...s, responsive: 'false' }).settings;
    expect([limitFor(off, 'phone'), limitFor(off, 'tablet')]).toEqual([100, 100]);
    expect(limitFor(read({ ...s, limit_phone: '' }).settings, 'phone')).toBe(60);
    expect(limitFor(read({ ...s, limit: 'x' }).settings, 'desktop')).toBe(null);
  });

  it('A17, A18: cuts only a text longer than the limit, at a word near it, never inside a character', () => {
    expect(truncate('Short text', 20)).toBe(null);
    expect(truncate('exactly ten', 11)).toBe(null);
    expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(truncate('The  quick\n  brown fox jumps', 15)).toBe('The quick brown…');
    expect(truncate('Supercalifragilistic', 10)).toBe('Supercalif…');
    expect(truncate('😀😀😀😀😀', 3)).toBe('😀😀😀…');
    expect(truncate('anything', null)).toBe(null);
  });
});
