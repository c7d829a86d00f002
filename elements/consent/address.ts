/**
 * Addresses as the blocker compares them: parsed by the URL parser (so the
 * host is lower-cased, IDNA-mapped and its percent escapes and IPv4 forms
 * are resolved), then the path percent-decoded, its backslashes, repeated
 * slashes and dot segments collapsed and the whole lower-cased. A provider
 * pattern is compared with the same form, so `WWW.GOOGLE-ANALYTICS.COM`,
 * `www.google%2Danalytics.com`, `/%65mbed/` and `//embed/` are all the
 * addresses they load.
 */

/** `host/path` of an http(s) address, normalised; null for any other scheme or an unparsable one. */
export function addressOf(raw: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let path = url.pathname;
  // Decoded until stable (a server may decode twice); a stray % stays as it is.
  for (let i = 0; i < 3; i++) {
    const decoded = path.replace(/%[0-9a-f]{2}/gi, (e) => String.fromCharCode(parseInt(e.slice(1), 16)));
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const s of path.replace(/\\/g, '/').split('/')) {
    if (s === '..') segments.pop();
    else if (s && s !== '.') segments.push(s);
  }
  return `${url.hostname.replace(/\.$/, '')}/${segments.join('/')}`.toLowerCase();
}

/**
 * A provider pattern in the same form: `host[/path]` matches that host and
 * its sub-domains (a pattern ending in a dot, `maps.google.`, any ending),
 * `/path` any host. A full address (`https://…`) is read as `host/path`.
 */
export function patternOf(pattern: string): string {
  const p = pattern.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(p) || p.startsWith('//')) return addressOf(p, 'http://x/')?.replace(/\/$/, '') ?? p;
  return p;
}

/** Whether a normalised address matches a normalised pattern: at the start or after a dot of the host, or a path anywhere. */
export function matches(address: string, pattern: string): boolean {
  if (!pattern) return false;
  for (let at = address.indexOf(pattern); at >= 0; at = address.indexOf(pattern, at + 1)) {
    if (pattern.startsWith('/') || pattern.startsWith('.') || at === 0) return true;
    // Inside the host, after a dot: a sub-domain (never after a slash: a pattern named in a path or query is not that host).
    if (address[at - 1] === '.' && address.indexOf('/') > at) return true;
  }
  return false;
}
