/**
 * Expandable text of the carousel widget (SPEC sections 3, 4, 5): a text
 * block's limit settings, the limit for the window's width, and the cut.
 * Collapsed shows the shortened text with a "more" link; expanded the full
 * text with a "less" link; a text within the limit shows whole, no link.
 */
export interface TextLimitSettings {
  /** On only as the string "true" (SPEC section 3). */
  status: string;
  text_more: string;
  text_less: string;
  limit: number | string;
  responsive: string | boolean;
  limit_tablet: number | string;
  limit_phone: number | string;
}

const toLimit = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};
const isOn = (v: unknown) => v === true || v === 'true' || v === 'on';

/** The limit in characters for this width, or null when the block is not limited (SPEC section 5). */
export function limitFor(s: Partial<TextLimitSettings>, width: number): number | null {
  if (s.status !== 'true') return null;
  const base = toLimit(s.limit);
  if (!isOn(s.responsive)) return base;
  if (width < 768) return toLimit(s.limit_phone) ?? toLimit(s.limit_tablet) ?? base;
  if (width < 981) return toLimit(s.limit_tablet) ?? base;
  return base;
}

/** The shortened text, or null when it is within the limit (no toggle then). Cuts at a word when one ends near the limit. */
export function truncate(text: string, limit: number | null): string | null {
  const chars = [...text.trim()]; // by code point: an emoji is never cut in half
  if (limit === null || chars.length <= limit) return null;
  const cut = chars.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
