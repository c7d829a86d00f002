// Small HTTP helpers the reference server's routes share: bodies with a size
// limit, form parsing (url-encoded or multipart), JSON replies, rate limits.
import { isIPv4, isIPv6 } from 'node:net';

export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The raw body, refusing more than `max` bytes with a 413. */
export async function readBody(req, max = 16384) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > max) throw new HttpError(413, `the request is larger than ${max} bytes`);
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > max) throw new HttpError(413, `the request is larger than ${max} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The body as FormData (application/x-www-form-urlencoded or multipart/form-data). */
export async function readForm(req, max) {
  const body = await readBody(req, max);
  try {
    return await new Request('http://x/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body }).formData();
  } catch (error) {
    throw new HttpError(400, `the body must be form data (${error.message})`);
  }
}

export function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Who a rate limit counts: an IPv4 address (also one mapped into IPv6, as a
 * dual-stack socket gives it), or an IPv6 address's /64 (one home or host is
 * given a whole /64, and could step through it). The WordPress plugin's
 * address_group() does the same.
 */
export function addressGroup(ip) {
  if (!isIPv6(ip)) return ip;
  return ipv4Mapped(ip) ?? `${firstGroups(ip, 4)}::/64`;
}

/** The IPv4 address an IPv6 one maps (`::ffff:a.b.c.d`), or null. */
function ipv4Mapped(ip) {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (dotted) return dotted[1];
  // The same written in hex (`::ffff:cb00:7109`).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** An IPv6 address's first `n` groups of 16 bits, written short (`2001:db8:0`). */
function firstGroups(ip, n) {
  // A trailing dotted IPv4 part is two groups; '::' stands for the zero groups missing.
  const groups = (part) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head, tail] = ip.split('::');
  const h = groups(head);
  const all = tail === undefined ? h : [...h, ...Array(8 - h.length - groups(tail).length).fill('0'), ...groups(tail)];
  return all.slice(0, n).map((g) => parseInt(g, 16).toString(16)).join(':');
}

/**
 * An address as the consent log and the form views keep it: an IPv4
 * address with its last byte zeroed, an IPv6 address cut to its first 48
 * bits; enough to tell a region and a network, not a visitor. '' for
 * anything else. The WordPress plugin's anonymised_ip() does the same.
 */
export function anonymisedIp(ip) {
  const v4 = isIPv4(ip) ? ip : isIPv6(ip) ? ipv4Mapped(ip) : null;
  if (v4) return v4.replace(/\.\d+$/, '.0');
  return isIPv6(ip) ? `${firstGroups(ip, 3)}::` : '';
}

/**
 * A per-client limit: at most `limit` requests per address in each fixed
 * window of `windowMs`. One counter per address, all dropped when the window
 * turns, so each request costs O(1) however many came before (a list of
 * timestamps per address slowed every request down as it grew). Past
 * `maxClients` distinct addresses in one window, new ones are refused until
 * it turns: memory stays bounded under a flood of addresses.
 */
export function rateLimiter(limit, windowMs = 60000, { maxClients = 100000, now = Date.now } = {}) {
  let windowStart = now();
  let counts = new Map();
  return function limited(address) {
    const ip = addressGroup(address);
    const t = now();
    if (t - windowStart >= windowMs) {
      windowStart = t;
      counts = new Map();
    }
    const n = (counts.get(ip) ?? 0) + 1;
    if (n === 1 && counts.size >= maxClients) return true;
    counts.set(ip, n);
    return n > limit;
  };
}

/**
 * A host (`name[:port]`) as a URL parses it: lower-cased, IDNA (punycode),
 * the scheme's default port dropped; null when it is not a host alone.
 */
export function normalHost(text, protocol = 'http:') {
  if (typeof text !== 'string' || !text || /[\s/\\?#@]/.test(text)) return null;
  try {
    const url = new URL(`${protocol}//${text}`);
    return url.host || null;
  } catch {
    return null;
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|\[::1\])$/;
const DEFAULT_PORT = { 'http:': '80', 'https:': '443' };

/** A host entry as { hostname, port }: port null when the entry names none (any port). */
function hostEntry(text) {
  const host = normalHost(text);
  if (!host) return null;
  const port = /(?:^[^:]*|\]):(\d+)$/.exec(text.trim())?.[1];
  return { hostname: new URL(`http://${host}`).hostname, port: port === undefined ? null : String(Number(port)) };
}

/**
 * The hosts this server answers for (the DNS-rebinding guard): ALLOWED_HOSTS,
 * comma-separated (`example.com,www.example.com:8443`; an entry without a
 * port allows any port), else the address the request arrived at (the one
 * the server listens on), and `localhost` on the same port when that address
 * is a loopback one.
 */
export function allowedHosts(req) {
  const listed = (process.env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  if (listed.length) return listed.map(hostEntry).filter(Boolean);
  const address = String(req.socket?.localAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  const port = String(req.socket?.localPort ?? '');
  const own = hostEntry(address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`);
  if (!own) return [];
  return LOOPBACK.test(own.hostname) ? [own, { hostname: 'localhost', port }] : [own];
}

/** Whether `host` (a Host header, or an origin's host) names this server: compared on parsed, normalised forms. */
export function hostAllowed(req, host, protocol = 'http:') {
  const given = normalHost(host, protocol);
  if (!given) return false;
  const url = new URL(`${protocol}//${given}`);
  const port = url.port || DEFAULT_PORT[protocol] || '';
  return allowedHosts(req).some((entry) => entry.hostname === url.hostname && (entry.port === null || entry.port === port));
}

/**
 * Whether a state-changing request comes from this site (or one of the
 * `allowed` origins). The browser's Origin header must name one of the
 * allowed hosts (never the Host header, which a DNS-rebinding page sets to
 * its own name); `Origin: null` (sandboxed frames, some redirects) or a
 * malformed Origin is refused. Without Origin, fetch metadata decides
 * (Sec-Fetch-Site same-origin or none); without either, the Referer, parsed
 * and compared by origin; a request with none of the three comes from no
 * browser page (a server-to-server call or an old client), and the routes'
 * nonces keep it from riding a visitor's session.
 */
export function sameOrigin(req, allowed = []) {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if (origin === undefined && site !== undefined) return site === 'same-origin' || site === 'none';
  const claimed = origin ?? req.headers.referer;
  if (claimed === undefined) return true;
  let parsed;
  try {
    parsed = new URL(claimed);
  } catch {
    return false;
  }
  if (parsed.origin === 'null' || (origin !== undefined && parsed.origin !== origin)) return false;
  if (allowed.includes(parsed.origin)) return true;
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && hostAllowed(req, parsed.host, parsed.protocol);
}

/** Origins allowed besides the site itself, from a comma-separated environment variable. */
export const allowedOrigins = (name) => (process.env[name] ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export const clientIp = (req) => req.socket.remoteAddress ?? '';
export const userAgent = (req) => String(req.headers['user-agent'] ?? '').slice(0, 300);
/** The submission's Idempotency-Key header (every form sends its key there), cut to the column's size; null without one. */
export const idempotencyKey = (req) => String(req.headers['idempotency-key'] ?? '').slice(0, 64) || null;
