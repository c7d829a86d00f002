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

export function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** A per-client limit: at most `limit` requests in any `windowMs`. */
export function rateLimiter(limit, windowMs = 60000) {
  const hits = new Map();
  return function limited(ip) {
    const now = Date.now();
    const recent = (hits.get(ip) ?? []).filter((t) => now - t < windowMs);
    recent.push(now);
    hits.set(ip, recent);
    if (hits.size > 10000) hits.clear(); // bounded memory under a flood of addresses
    return recent.length > limit;
  };
}

export const clientIp = (req) => req.socket.remoteAddress ?? '';
export const userAgent = (req) => String(req.headers['user-agent'] ?? '').slice(0, 300);
