// The reference backend: serves examples/, the build (dist/) and the manifest.
// Later issues add the spec's section 7 endpoints and storage here.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

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

/** Maps a URL path to a file under root: /dist/* and /custom-elements.json from the project, the rest from examples/. */
export function resolvePath(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const base = path.startsWith('/dist/') || path === '/custom-elements.json' ? root : join(root, 'examples');
  const file = normalize(join(base, path));
  if (!file.startsWith(resolve(base)) || file.includes(`${join('examples', 'server')}`)) return null;
  return file;
}

export function createApp({ root = process.cwd() } = {}) {
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end('Method not allowed');
      return;
    }
    let file = resolvePath(root, new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) {
      res.writeHead(400).end('Bad path');
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const stat = statSync(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': stat.size,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
}
