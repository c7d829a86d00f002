/**
 * The embedded form's global object (SPEC section 3): `window.xPopupForm =
 * { type, html, disabled, fixedTop, trackingUrl }`, validated with zod. A
 * wrong field is named in one console error and takes its default; without
 * usable html there is nothing to show.
 */
import * as z from 'zod/mini';

export interface PopupConfig {
  type: 'inline' | 'popup';
  html: string;
  disabled: boolean;
  fixedTop: boolean;
  trackingUrl: string;
}

declare global {
  interface Window {
    xPopupForm?: unknown;
  }
}

const FIELDS = {
  type: { schema: z.enum(['inline', 'popup']), expected: '"inline" or "popup"', def: 'inline' },
  html: { schema: z.string().check(z.minLength(1)), expected: 'the form\'s HTML as a non-empty string', def: '' },
  disabled: { schema: z.boolean(), expected: 'true or false', def: false },
  fixedTop: { schema: z.boolean(), expected: 'true or false', def: false },
  trackingUrl: { schema: z.string(), expected: 'a URL string', def: '' },
} as const;

/** Parses the global object; returns null (after one console error) when it is unusable. */
export function parsePopupConfig(raw: unknown): PopupConfig | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.error('<x-popup-form>: window.xPopupForm must be an object like { type: "popup", html: "<form …>…</form>" }; nothing is shown.');
    return null;
  }
  const input = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, { schema, expected, def }] of Object.entries(FIELDS)) {
    if (!(key in input)) {
      out[key] = def;
      continue;
    }
    const result = (schema as z.ZodMiniType).safeParse(input[key]);
    if (result.success) out[key] = result.data;
    else {
      out[key] = def;
      problems.push(`"${key}" is ${JSON.stringify(input[key])?.slice(0, 40)}, expected ${expected}`);
    }
  }
  if (!('html' in input)) problems.push('"html" is missing, expected the form\'s HTML as a non-empty string');
  const unknown = Object.keys(input).filter((k) => !(k in FIELDS));
  if (unknown.length) problems.push(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')} (known: ${Object.keys(FIELDS).join(', ')})`);
  if (problems.length) {
    console.error(`<x-popup-form>: window.xPopupForm: ${problems.join('; ')}.${out.html ? ' Using the defaults for those.' : ' Without html nothing is shown.'}`);
  }
  return out.html ? (out as unknown as PopupConfig) : null;
}
