// Small HTTP helpers the reference server's routes share: bodies with a size
// limit, form parsing (url-encoded or multipart), JSON replies, rate limits.

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
  return function limited(ip) {
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
 * Whether a state-changing request comes from this site (or one of the
 * `allowed` origins): the browser's Origin header must name this host, and
 * `Origin: null` (sandboxed frames, some redirects) or a malformed Origin is
 * refused. A request without Origin is let through only when it is not from
 * a browser's cross-site context (Sec-Fetch-Site absent, same-origin or none):
 * a server-to-server call or an old client, which cannot ride a visitor's session.
 */
export function sameOrigin(req, allowed = []) {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if (origin === undefined) return site === undefined || site === 'same-origin' || site === 'none';
  let parsed;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === 'null' || parsed.origin !== origin) return false;
  return parsed.host === req.headers.host || allowed.includes(parsed.origin);
}

/** Origins allowed besides the site itself, from a comma-separated environment variable. */
export const allowedOrigins = (name) => (process.env[name] ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export const clientIp = (req) => req.socket.remoteAddress ?? '';
export const userAgent = (req) => String(req.headers['user-agent'] ?? '').slice(0, 300);
