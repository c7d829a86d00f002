/**
 * The embedded form's global object (SPEC section 3): `window.xPopupForm =
 * { type, html, disabled, fixedTop, trackingUrl }`, validated field by field
 * (core/validate.ts). A wrong field is named in one console error and takes
 * its default; without usable html there is nothing to show.
 */
import * as z from 'zod/mini';
import { field, readFields } from '../core';

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
  type: field(z.enum(['inline', 'popup']), 'inline', '"inline" or "popup"'),
  html: field(z.string().check(z.minLength(1)), '', 'the form\'s HTML as a non-empty string'),
  disabled: field(z.boolean(), false, 'true or false'),
  fixedTop: field(z.boolean(), false, 'true or false'),
  trackingUrl: field(z.string(), '', 'a URL string'),
};

/** Parses the global object; returns null (after one console error) when it is unusable. */
export function parsePopupConfig(raw: unknown): PopupConfig | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.error('<x-popup-form>: window.xPopupForm must be an object like { type: "popup", html: "<form …>…</form>" }; nothing is shown.');
    return null;
  }
  const input = raw as Record<string, unknown>;
  const { values, problems, unknown } = readFields(input, FIELDS);
  if (!('html' in input)) problems.push(`"html" is missing, expected ${FIELDS.html.expected}`);
  if (unknown.length) problems.push(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')} (known: ${Object.keys(FIELDS).join(', ')})`);
  if (problems.length) {
    console.error(`<x-popup-form>: window.xPopupForm: ${problems.join('; ')}.${values.html ? ' Using the defaults for those.' : ' Without html nothing is shown.'}`);
  }
  return values.html ? values : null;
}
