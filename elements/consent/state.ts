/**
 * Consent state (SPEC sections 3, 4, 8, 9), shared by the head blocker and
 * <x-consent>. No dependencies: the blocker must stay under 3 KB gzip.
 *
 * Cookie `cookieyes-consent`: comma-separated key:value pairs, e.g.
 * `consentid:…,consent:yes,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no`.
 */
export const COOKIE_NAME = 'cookieyes-consent';
export const CATEGORIES = ['necessary', 'functional', 'analytics', 'performance', 'advertisement'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Categories that sell or share data: Global Privacy Control refuses them. */
export const SALE_SHARE: readonly Category[] = ['advertisement'];
export const HOST_MISMATCH =
  'Looks like your website URL has changed. To ensure the proper functioning of your banner, update the registered URL...';

export type ConsentRecord = Record<string, string>;

export function parseConsent(value: string | null | undefined): ConsentRecord {
  const out: ConsentRecord = {};
  for (const pair of (value ?? '').split(',')) {
    const i = pair.indexOf(':');
    if (i > 0) out[pair.slice(0, i).trim()] = pair.slice(i + 1).trim();
  }
  return out;
}

export function formatConsent(record: ConsentRecord): string {
  return Object.entries(record).map(([k, v]) => `${k}:${v}`).join(',');
}

export function readCookie(name: string, cookies = document.cookie): string | null {
  for (const part of cookies.split('; ')) {
    const i = part.indexOf('=');
    if (part.slice(0, i) === name) {
      try {
        return decodeURIComponent(part.slice(i + 1));
      } catch {
        return part.slice(i + 1);
      }
    }
  }
  return null;
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
