// Static text files gzipped once per version (their size and modification
// time) and kept in memory, as a host serves precompressed files (nginx's
// gzip_static, a CDN's cache). The gzip is made off the event loop, once:
// requests that come while it is made wait for that one. Compressing the 260 KB runtime chunk on every
// request took 5 ms of the server's CPU (17 ms the first time), on the same
// two cores as the browser loading the page. A request for a range, a type
// not listed here, or from a client that takes no gzip, is left to `send`.
import { closeSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipped = promisify(gzip);

/** The types `send` gives these files, for the same answer compressed. */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
/** Files above this size are compressed per request, as before; the cache stays under `CACHE_BYTES`. */
const MAX_FILE = 4 * 1024 * 1024;
const CACHE_BYTES = 32 * 1024 * 1024;

/** Whether an Accept-Encoding header takes gzip: named (or `*`, when gzip is not named) with a q above 0. */
export function acceptsGzip(header) {
  let gzip = null;
  let star = false;
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0; // an unreadable q is NaN: not taken
    if (name === 'gzip' || name === 'x-gzip') gzip = ok;
    else if (name === '*') star = ok;
  }
  return gzip ?? star;
}

/** The ETag `send` gives a file (weak: the same for each encoding of it), from its time as Node's `stat.mtime` rounds it. */
export const weakEtag = (size, mtimeMs) => `W/"${size.toString(16)}-${Math.round(mtimeMs).toString(16)}"`;

/** Whether a conditional request's copy is current (as `send` judges with `fresh`): If-None-Match first, else If-Modified-Since. */
export function isFresh(headers, etag, mtimeMs) {
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(String(headers['cache-control'] ?? ''))) return false;
  const match = headers['if-none-match'];
  if (match !== undefined) {
    const opaque = (tag) => tag.trim().replace(/^W\//, '');
    return match.trim() === '*' || match.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(String(headers['if-modified-since'] ?? ''));
  return Number.isFinite(since) && Math.floor(Math.round(mtimeMs) / 1000) * 1000 <= since;
}

/**
 * A handler for `(req, res, file, headers)`, `file` a real path already
 * judged servable (app.mjs's `servedFile`): answers with the file's cached
 * gzip and resolves true, or resolves false and leaves the request alone
 * (to `send`). Its `made()` counts the gzips made.
 */
export function compressedFiles() {
  /** By file, the most recently used last: its size and time, its gzip (a promise) and, once made, its length. */
  const cache = new Map();
  let cached = 0;
  let made = 0;
  const current = (file) => {
    const stat = statSync(file);
    const entry = cache.get(file);
    if (entry && entry.size === stat.size && entry.mtimeMs === stat.mtimeMs) {
      cache.delete(file);
      cache.set(file, entry);
      return entry;
    }
    if (stat.size > MAX_FILE) return null;
    // The size and time of the very bytes read, should the file change in between.
    const fd = openSync(file, 'r');
    let fresh;
    try {
      const { size, mtimeMs } = fstatSync(fd);
      if (size > MAX_FILE) return null;
      fresh = { size, mtimeMs, bytes: 0, body: gzipped(readFileSync(fd)) };
      made++;
    } finally {
      closeSync(fd);
    }
    if (entry) cached -= entry.bytes;
    cache.delete(file);
    cache.set(file, fresh);
    fresh.body.then((body) => {
      if (cache.get(file) !== fresh) return;
      fresh.bytes = body.length;
      cached += body.length;
      // The least recently used out first, past the cache's size.
      for (const [key, old] of cache) {
        if (cached <= CACHE_BYTES) break;
        cache.delete(key);
        cached -= old.bytes;
      }
    }, () => cache.get(file) === fresh && cache.delete(file));
    return fresh;
  };
  return Object.assign(serve, { made: () => made });

  async function serve(req, res, file, headers) {
    const type = TYPES[extname(file).toLowerCase()];
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD') || !acceptsGzip(req.headers['accept-encoding'])) return false;
    // A range, and the preconditions this does not judge (If-Match, If-Unmodified-Since: 412s), are `send`'s.
    if (['range', 'if-match', 'if-unmodified-since'].some((name) => req.headers[name] !== undefined)) return false;
    let entry;
    let body;
    try {
      entry = current(file);
      body = entry && (await entry.body);
    } catch {
      return false; // gone or unreadable: `send` answers as it would
    }
    if (!entry) return false;
    const etag = weakEtag(entry.size, entry.mtimeMs);
    const common = { ...headers, etag, 'last-modified': new Date(Math.round(entry.mtimeMs)).toUTCString(), vary: 'Accept-Encoding' };
    if (isFresh(req.headers, etag, entry.mtimeMs)) {
      res.writeHead(304, common).end();
      return true;
    }
    res.writeHead(200, { ...common, 'content-type': type, 'content-encoding': 'gzip', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}
