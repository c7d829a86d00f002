/**
 * Expandable text of the carousel widget (SPEC sections 3, 4, 5): a text
 * block's limit settings (`data-text-limit`, JSON), the limit for the
 * device, and the cut. Collapsed shows the shortened text with a "more"
 * link; expanded the full text with a "less" link; a text within the limit
 * shows whole, no link.
 */
import type { Spec, Values } from '../core/validate';
import { readJsonFields } from '../behaviours/site-values';
import type { Device } from '../behaviours/devices';
import { finite, flag, text } from './fields';

const chars = (): Spec<number | null> => ({
  default: null,
  expected: 'a whole number of characters from 1 to 100000',
  parse: (v) => {
    if (v === '' || v === null) return null;
    const n = finite(v);
    return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 100000 ? n : undefined;
  },
});

export const TEXT_LIMIT_FIELDS = {
  /** On only as the string "true" (SPEC section 3); anything else is off. */
  status: { default: false, expected: '"true"', parse: (v: unknown) => v === 'true' } as Spec<boolean>,
  text_more: text('Read more'),
  text_less: text('Read less'),
  limit: chars(),
  responsive: flag(false),
  limit_tablet: chars(),
  limit_phone: chars(),
};

export type TextLimitSettings = Values<typeof TEXT_LIMIT_FIELDS>;

export function parseTextLimit(json: string | null): { settings: TextLimitSettings; problems: string[] } {
  const { values, problems } = readJsonFields(json, TEXT_LIMIT_FIELDS);
  return { settings: values, problems };
}

/**
 * The limit in characters for a device, or null when the block is not
 * limited (SPEC section 5): `limit_tablet` below 981 px and `limit_phone`
 * below 768 px (else the tablet's), only with the responsive flag on.
 */
export function limitFor(s: TextLimitSettings, device: Device): number | null {
  if (!s.status) return null;
  if (!s.responsive || device === 'desktop') return s.limit;
  if (device === 'phone') return s.limit_phone ?? s.limit_tablet ?? s.limit;
  return s.limit_tablet ?? s.limit;
}

/** The shortened text, or null when it is within the limit (no toggle then). Cuts at a word when one ends near the limit. */
export function truncate(whole: string, limit: number | null): string | null {
  const cps = [...whole.trim().replace(/\s+/g, ' ')]; // by code point: an emoji is never cut in half
  if (limit === null || cps.length <= limit) return null;
  const cut = cps.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
