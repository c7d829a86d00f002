/**
 * Reading consent (SPEC sections 3 and 4) for everything that must wait for
 * it: the cookie `cookieyes-consent` (comma-separated key:value pairs, e.g.
 * `consent:yes,necessary:yes,analytics:no`), whether a category is granted,
 * and a wait for it. The consent element and the head blocker write it
 * (consent/state.ts); maps and split-test tracking wait on it.
 */
import { readCookie } from './cookies';

export const COOKIE_NAME = 'cookieyes-consent';
export const CATEGORIES = ['necessary', 'functional', 'analytics', 'performance', 'advertisement'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Categories that sell or share data: Global Privacy Control refuses them. */
export const SALE_SHARE: readonly Category[] = ['advertisement'];
export type ConsentRecord = Record<string, string>;

export function parseConsent(value: string | null | undefined): ConsentRecord {
  const out: ConsentRecord = {};
  for (const pair of (value ?? '').split(',')) {
    const i = pair.indexOf(':');
    if (i > 0) out[pair.slice(0, i).trim()] = pair.slice(i + 1).trim();
  }
  return out;
}

export const gpcEnabled = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * Whether a category may run. Necessary always; the rest only on an explicit
 * yes (empty or missing means undecided, and undecided counts as blocked);
 * sale/share categories never while Global Privacy Control is on.
 */
export function isGranted(record: ConsentRecord, category: string, gpc = gpcEnabled()): boolean {
  if (category === 'necessary') return true;
  if (gpc && (SALE_SHARE as readonly string[]).includes(category)) return false;
  return record[category] === 'yes';
}

/**
 * For other elements (maps, video embeds, the split-test tracker): calls back
 * once the category is granted, now or after a later x-consent-change.
 * Returns a function that stops waiting.
 */
export function whenGranted(category: string, cb: () => void): () => void {
  const check = () => isGranted(parseConsent(readCookie(COOKIE_NAME)), category);
  if (check()) {
    cb();
    return () => {};
  }
  const listener = () => {
    if (!check()) return;
    document.removeEventListener('x-consent-change', listener);
    cb();
  };
  document.addEventListener('x-consent-change', listener);
  return () => document.removeEventListener('x-consent-change', listener);
}

/**
 * Whether the page runs a consent manager (its blocker, `<x-consent>`, or
 * the cookie one of them wrote): then what needs a category waits for it.
 * A site without one has nothing to wait for.
 */
export function consentManaged(): boolean {
  return 'xConsent' in window || !!document.querySelector('x-consent') || readCookie(COOKIE_NAME) !== null;
}

/** The category video embeds need (as the blocker files YouTube and Vimeo frames). */
export const EMBED_CATEGORY: Category = 'functional';

/**
 * A visitor's press on "allow" beside something consent holds back: asks
 * `<x-consent>` for the category (it answers and cancels the request);
 * without it, the head blocker grants it, where the page runs one.
 */
export function requestConsent(from: Element, category: string): void {
  const request = new CustomEvent('x-consent-request', { detail: { category }, bubbles: true, composed: true, cancelable: true });
  if (from.dispatchEvent(request)) (window as { xConsent?: { allow(category: string): void } }).xConsent?.allow(category);
}
