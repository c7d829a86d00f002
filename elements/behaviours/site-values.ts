/**
 * Reading what a page hands an element in the site's own formats: numbers
 * typed as text, a JSON block given by attribute or child script, and
 * responsive fields (SPEC sections 3, 4 and 5). Every value is page input:
 * anything unexpected reads as absent, never as an error.
 */
import type { Device } from './devices';
import { defaults, fieldProblem, readFields, type Specs, type Values } from '../core/validate';

/** A finite number from a number or numeric text ("non-numeric input ignored", SPEC section 5), else undefined. */
export function finiteNumber(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** A URL the page may send visitors to or load: a fragment, a path, or http(s); never javascript: or data:. */
export function safeUrl(raw: string | null | undefined, base: string = document.baseURI): URL | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Text from a string or number field, else ''. */
export const fieldText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * An element's JSON configuration: the attribute's text, else the text of a
 * child `<script type="application/json">` (a data block: never run).
 */
export function configText(host: HTMLElement, attribute: string): string {
  return attribute.trim() || host.querySelector(':scope > script[type="application/json"]')?.textContent || '';
}

/**
 * A responsive field's value for a device (SPEC sections 3, 4): the base
 * name, `_tablet` and `_phone` variants, and `_last_edited` (`'on|phone'`,
 * `'off|desktop'`); responsive mode is on when its first part is 'on'. Off,
 * every device takes the base value; on, a phone falls back to the tablet's,
 * a tablet to the base. Items that carry variants without a `_last_edited`
 * field (the animation data items) pass `implicit: true`: their variants
 * apply whenever they are given.
 */
export function responsiveValue(fields: Record<string, unknown>, base: string, device: Device, { implicit = false } = {}): unknown {
  const edited = fields[`${base}_last_edited`];
  const responsive = edited === undefined ? implicit : fieldText(edited).split('|')[0] === 'on';
  const own = (suffix: string) => (fields[`${base}${suffix}`] === undefined || fields[`${base}${suffix}`] === '' ? undefined : fields[`${base}${suffix}`]);
  if (!responsive || device === 'desktop') return fields[base];
  if (device === 'phone') return own('_phone') ?? own('_tablet') ?? fields[base];
  return own('_tablet') ?? fields[base];
}

/**
 * Reads a JSON settings text (a data attribute) field by field: empty text
 * gives the defaults; text that is not a JSON object gives the defaults and
 * one problem; otherwise as readFields.
 */
export function readJsonFields<F extends Specs>(json: string | null, fields: F): { values: Values<F>; problems: string[] } {
  if (json === null || json.trim() === '') return { values: defaults(fields), problems: [] };
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    return { values: defaults(fields), problems: [fieldProblem('(the settings)', json.slice(0, 40), 'a JSON object')] };
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { values: defaults(fields), problems: [fieldProblem('(the settings)', input, 'a JSON object')] };
  }
  const { values, problems } = readFields(input as Record<string, unknown>, fields);
  return { values, problems };
}
