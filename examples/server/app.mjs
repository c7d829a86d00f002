// The reference backend: serves examples/, the build (dist/) and the manifest,
// and answers the spec's section 7 calls: consent logs, the page settings
// script, the ajax endpoint (newsletter), contact forms posting to their page,
// and the embedded form's submit and view endpoints.
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { consentLogRoutes } from './consent-log.mjs';
import { settingsRoute } from './nonce.mjs';
import { ajaxRoutes } from './ajax.mjs';
import { contactRoutes, withFormNonces } from './contact.mjs';
import { embedRoutes } from './embed.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ts': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Maps a URL path to a file under root: /dist/* and /custom-elements.json
 * from the project, extra mounts ({ '/prefix/': dir }) from their folders,
 * the rest from examples/.
 */
export function resolvePath(root, urlPath, mounts = {}) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const mount = Object.keys(mounts).find((prefix) => path.startsWith(prefix));
  if (mount) {
    const dir = resolve(root, mounts[mount]);
    const file = normalize(join(dir, path.slice(mount.length)));
    return file.startsWith(dir) ? file : null;
  }
  const base = path.startsWith('/dist/') || path === '/custom-elements.json' ? root : join(root, 'examples');
  const file = normalize(join(base, path));
  if (!file.startsWith(resolve(base)) || file.includes(`${join('examples', 'server')}`)) return null;
  return file;
}

export function createApp({ root = process.cwd(), mounts = {}, db } = {}) {
  const resolveFile = (p) => resolvePath(root, p, mounts);
  const api = db ? [consentLogRoutes(db), settingsRoute(), ajaxRoutes(db), contactRoutes(db, { resolveFile }), embedRoutes(db)] : [settingsRoute()];
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    for (const route of api) {
      try {
        if (await route(req, res, url)) return;
      } catch (error) {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"server error"}');
        return;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end('Method not allowed');
      return;
    }
    let file = resolvePath(root, url.pathname, mounts);
    if (!file) {
      res.writeHead(400).end('Bad path');
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const stat = statSync(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      // Text is gzipped as any real host would serve it.
      const gzip = /^(text|application\/json|image\/svg)/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': type,
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : type.startsWith('text/html') ? {} : { 'content-length': stat.size }),
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      });
      if (req.method === 'HEAD') res.end();
      else if (type.startsWith('text/html')) {
        // Pages are printed, as a CMS would: contact forms get their nonce.
        const html = Buffer.from(withFormNonces(readFileSync(file, 'utf8')));
        res.end(gzip ? gzipSync(html) : html);
      } else if (gzip) createReadStream(file).pipe(createGzip()).pipe(res);
      else createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
}
