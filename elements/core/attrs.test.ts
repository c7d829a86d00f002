import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { attr, readAttr, resetAttrWarnings } from './attrs';

describe('attribute specs', () => {
  afterEach(() => {
    resetAttrWarnings();
    vi.restoreAllMocks();
  });

  it('reads a bare boolean as true, "false" as false, and a missing one as the default', () => {
    const spec = attr.boolean('x');
    expect(readAttr('x-a', 'flag', spec, '')).toBe(true);
    expect(readAttr('x-a', 'flag', spec, 'TRUE')).toBe(true);
    expect(readAttr('x-a', 'flag', spec, 'false')).toBe(false);
    expect(readAttr('x-a', 'flag', spec, null)).toBe(false);
    expect(readAttr('x-a', 'flag', attr.boolean('x', true), null)).toBe(true);
  });

  it('checks numbers against their range and kind', () => {
    const spec = attr.number('x', 5, { min: 1, max: 9, int: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readAttr('x-a', 'n', spec, '7')).toBe(7);
    expect(readAttr('x-a', 'n', spec, '10')).toBe(5);
    expect(readAttr('x-a', 'n', spec, '2.5')).toBe(5);
    expect(readAttr('x-a', 'n', spec, '')).toBe(5);
    expect(readAttr('x-a', 'n', spec, 'abc')).toBe(5);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]![0]).toBe('<x-a> attribute "n" has an invalid value "10": expected a whole number from 1 to 9. Using the default (5).');
  });

  it('warns once per element, attribute and value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spec = attr.enum('x', ['slide', 'fade'], 'slide');
    readAttr('x-s', 'effect', spec, 'zoom');
    readAttr('x-s', 'effect', spec, 'zoom');
    readAttr('x-s', 'effect', spec, 'spin');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('expected one of "slide", "fade"');
  });

  it('parses JSON with a schema and survives malformed JSON', () => {
    const spec = attr.json('x', z.object({ speed: z.number() }), { speed: 1 }, '{ speed: number }', '{ "speed": number }');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readAttr('x-c', 'data-settings', spec, '{"speed": 3}')).toEqual({ speed: 3 });
    expect(readAttr('x-c', 'data-settings', spec, '{speed: 3')).toEqual({ speed: 1 });
    expect(readAttr('x-c', 'data-settings', spec, '{"speed": "fast"}')).toEqual({ speed: 1 });
  });

  it('accepts ISO date-times only with an offset', () => {
    const spec = attr.dateTime('x');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readAttr('x-d', 'end', spec, '2026-12-31T23:59:00+01:00')?.toISOString()).toBe('2026-12-31T22:59:00.000Z');
    expect(readAttr('x-d', 'end', spec, '2026-12-31T23:59:00Z')?.toISOString()).toBe('2026-12-31T23:59:00.000Z');
    expect(readAttr('x-d', 'end', spec, '2026-12-31 23:59')).toBeNull();
    expect(readAttr('x-d', 'end', spec, 'tomorrow')).toBeNull();
  });

  it('reads date-times as z.iso.datetime({ offset: true }) did: real days, seconds, fractions, offsets', () => {
    const spec = attr.dateTime('x');
    const ok = (v: string) => spec.parse(v) instanceof Date;
    for (const v of ['2024-02-29T00:00:00Z', '2000-02-29T12:00:00+14:00', '0000-02-29T00:00:00Z', '2026-01-31T23:59:59.123456-05:30', '2026-12-31T00:00:00+23:59']) {
      expect(ok(v), v).toBe(true);
    }
    for (const v of ['2023-02-29T00:00:00Z', '1900-02-29T00:00:00Z', '2026-04-31T00:00:00Z', '2026-13-01T00:00:00Z', '2026-00-10T00:00:00Z',
      '2026-12-31T24:00:00Z', '2026-12-31T23:60:00Z', '2026-12-31T23:59Z', '2026-12-31T23:59:00', '2026-12-31T23:59:00+24:00',
      '2026-12-31T23:59:00+0100', '2026-12-31t23:59:00z', '+02026-12-31T23:59:00Z', '2026-12-31T23:59:00.Z']) {
      expect(ok(v), v).toBe(false);
    }
  });

  it('accepts paths and http(s) URLs only for URL attributes', () => {
    const spec = attr.url('Where to go.');
    expect(spec.parse('/thanks')).toBe('/thanks');
    expect(spec.parse('https://example.com/ok')).toBe('https://example.com/ok');
    expect(spec.parse('  ')).toBe('');
    expect(spec.parse('javascript:alert(1)')).toBeUndefined();
    expect(spec.parse('data:text/html,x')).toBeUndefined();
  });
});
