/**
 * Field specs for settings a WordPress page sends as JSON: numbers and
 * switches arrive as text ("3", "on", "true") as often as not, so each spec
 * accepts both. Used by the carousel's settings, its text limits and its
 * style settings.
 */
import type { Spec } from '../core/validate';
import { finiteNumber as finite } from '../behaviours/site-values';

const TRUE = new Set(['true', 'on', 'yes', '1']);
const FALSE = new Set(['false', 'off', 'no', '0', '']);

export const flag = (def: boolean): Spec<boolean> => ({
  default: def,
  expected: 'true or false ("on"/"off" and 1/0 too)',
  parse: (v) => {
    if (typeof v === 'boolean') return v;
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().toLowerCase() : null;
    return text === null ? undefined : TRUE.has(text) ? true : FALSE.has(text) ? false : undefined;
  },
});

export { finite };

export const count = (def: number, max = 12): Spec<number> => ({
  default: def,
  expected: `a whole number from 1 to ${max}`,
  parse: (v) => {
    const n = finite(v);
    return n !== undefined && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
  },
});

export const ms = (def: number): Spec<number> => ({
  default: def,
  expected: 'milliseconds from 0 to 60000',
  parse: (v) => {
    const n = finite(v);
    return n !== undefined && n >= 0 && n <= 60000 ? n : undefined;
  },
});

/** Spacing: non-numeric characters are stripped, so "20px" is 20 (SPEC section 5). */
export const spacing = (def: number | null): Spec<number | null> => ({
  default: def,
  expected: 'a spacing in pixels, e.g. 20 or "20px"',
  parse: (v) => {
    if (typeof v !== 'number' && typeof v !== 'string') return undefined;
    const digits = String(v).replace(/[^0-9.]/g, '');
    const n = Number.parseFloat(digits);
    return digits === '' ? def : Number.isFinite(n) && n <= 500 ? n : undefined;
  },
});

export const text = (def: string, max = 64): Spec<string> => ({
  default: def,
  expected: `text of at most ${max} characters`,
  parse: (v) => (typeof v === 'string' || typeof v === 'number') && String(v).length <= max ? String(v) : undefined,
});

