/**
 * Consent state (SPEC sections 3, 4, 8, 9), shared by the head blocker and
 * <x-consent>. No library dependencies (the two behaviours it reads have
 * none): the blocker is loaded first and alone, so it carries no library.
 *
 * Cookie `cookieyes-consent`: comma-separated key:value pairs, e.g.
 * `consentid:…,consent:yes,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no`.
 */
import { readCookie } from '../services/cookies';
import { CATEGORIES, COOKIE_NAME, SALE_SHARE, gpcEnabled, isGranted, parseConsent, whenGranted, type Category, type ConsentRecord } from '../services/consent';

// The reading side lives in behaviours (other elements gate on it); the blocker and <x-consent> take it from here.
export { CATEGORIES, COOKIE_NAME, SALE_SHARE, gpcEnabled, isGranted, parseConsent, readCookie, whenGranted, type Category, type ConsentRecord };
export const HOST_MISMATCH =
  'Looks like your website URL has changed. To ensure the proper functioning of your banner, update the registered URL...';

export function formatConsent(record: ConsentRecord): string {
  return Object.entries(record).map(([k, v]) => `${k}:${v}`).join(',');
}

/** 32 random characters from crypto.getRandomValues, URL-safe so no further encoding changes them. */
export function newConsentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Domain check (SPEC section 5): the current host, ignoring a leading www,
 * must equal or be a sub-domain of the registered domain; otherwise throw
 * the section 8 message.
 */
export function checkHost(registered: string, host = location.hostname): void {
  const strip = (h: string) => h.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
  const want = strip(registered);
  const have = strip(host);
  if (!want || (have !== want && !have.endsWith(`.${want}`))) throw new Error(HOST_MISMATCH);
}

/** Google Consent Mode v2 signals from the categories. */
export function consentModeFor(record: ConsentRecord, gpc = gpcEnabled()): Record<string, 'granted' | 'denied'> {
  const g = (c: string) => (isGranted(record, c, gpc) ? 'granted' : 'denied');
  return {
    ad_storage: g('advertisement'),
    ad_user_data: g('advertisement'),
    ad_personalization: g('advertisement'),
    analytics_storage: g('analytics'),
    functionality_storage: g('functional'),
    personalization_storage: g('functional'),
    security_storage: 'granted',
  };
}

/** Pushes a consent command to the tag manager's data layer, as gtag() would. */
export function pushConsentMode(kind: 'default' | 'update', record: ConsentRecord): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  // gtag() pushes its arguments object; tag managers read that shape.
  (function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  })('consent', kind, kind === 'default' ? { ...consentModeFor(record), wait_for_update: 500 } : consentModeFor(record));
}
