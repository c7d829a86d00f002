/**
 * Units, angles and static transforms of the motion settings (SPEC sections
 * 3 and 5; checklist B7, B19, B21, B22). Every value is page input: a
 * number with an allowed unit comes back as CSS text, anything else as null.
 */
import { finiteNumber as num } from '../behaviours/site-values';

/** Units CSS input may carry (SPEC section 5). */
export const CSS_UNITS = ['em', 'px', 'cm', 'mm', 'in', 'pt', 'pc', 'ex', 'vh', 'vw', 'ms', '%', 'deg', 'rem', 'vmin', 'vmax'] as const;
/** Units a translate may carry; px by default (SPEC section 5). */
export const TRANSLATE_UNITS = ['cm', 'em', 'mm', 'in', 'pc', 'pt', 'px', 'rem'] as const;

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`;

/**
 * A CSS length or time from page input, against the allowed units, with an
 * `!important` flag kept (SPEC section 5). A bare number takes `fallback`.
 */
export function sanitizeUnit(input: unknown, allowed: readonly string[] = CSS_UNITS, fallback = 'px'): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const text = String(input).trim();
  const m = new RegExp(`^(${NUMBER})\\s*([a-z%]*)\\s*(!\\s*important)?$`, 'i').exec(text);
  if (!m) return null;
  const unit = (m[2] ?? '').toLowerCase() || fallback;
  if (!allowed.includes(unit)) return null;
  return `${Number(m[1])}${unit}${m[3] ? ' !important' : ''}`;
}

/** A translate length: px when no unit is given; only the translate units (SPEC section 5). */
export const translateLength = (input: unknown) => sanitizeUnit(input, TRANSLATE_UNITS, 'px');

/** Degrees from input such as "45", "45deg", clamped to a range; null when not a number. */
function degrees(input: unknown, limit: number): number | null {
  const text = typeof input === 'string' ? input.trim().replace(/deg$/i, '') : input;
  const n = num(text);
  return n === undefined ? null : Math.min(limit, Math.max(-limit, n));
}

/** Rotation clamped to -359..359 degrees; skew to -180..180 (SPEC section 5). */
export const rotation = (input: unknown) => degrees(input, 359);
export const skew = (input: unknown) => degrees(input, 180);

/** Scale read as an integer percentage divided by 100 ("110%" gives 1.1); null when not a number (SPEC section 5). */
export function scaleOf(input: unknown): number | null {
  const n = num(typeof input === 'string' ? input.trim().replace(/%$/, '') : input);
  return n === undefined ? null : Math.max(0, Math.trunc(n)) / 100;
}

/**
 * The static transform from `transform_*` fields (SPEC section 3): each a
 * list `X|Y` (`X|Y|Z` for rotate) in deg for rotate and skew, % for scale
 * and px (or another translate unit) for translate. A part applies only if
 * it has a value; '' when none does.
 */
export function staticTransform(fields: Record<string, unknown>): string {
  const parts = (name: string) => (typeof fields[`transform_${name}`] === 'string' ? (fields[`transform_${name}`] as string).split('|') : []);
  const out: string[] = [];
  const [tx, ty] = parts('translate').map(translateLength);
  if (tx) out.push(`translateX(${tx.replace(' !important', '')})`);
  if (ty) out.push(`translateY(${ty.replace(' !important', '')})`);
  const [rx, ry, rz] = parts('rotate').map(rotation);
  if (rx) out.push(`rotateX(${rx}deg)`);
  if (ry) out.push(`rotateY(${ry}deg)`);
  if (rz) out.push(`rotateZ(${rz}deg)`);
  const [sx, sy] = parts('scale').map(scaleOf);
  if (sx !== null && sx !== undefined) out.push(`scaleX(${sx})`);
  if (sy !== null && sy !== undefined) out.push(`scaleY(${sy})`);
  const [kx, ky] = parts('skew').map(skew);
  if (kx) out.push(`skewX(${kx}deg)`);
  if (ky) out.push(`skewY(${ky}deg)`);
  return out.join(' ');
}
