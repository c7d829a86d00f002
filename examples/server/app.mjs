// The reference backend: serves examples/, the build (dist/) and the manifest,
// and answers the spec's section 7 calls: consent logs, the page settings
// script, the ajax endpoint (newsletter), contact forms posting to their page,
// the embedded form's submit and view endpoints, and the blog's paginated
// pages, 404 pages and search (blog.mjs).
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { realpathSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import compression from 'compression';
import send from 'send';
import { consentLogRoutes } from './consent-log.mjs';
import { settingsRoute } from './nonce.mjs';
import { ajaxRoutes } from './ajax.mjs';
import { contactRoutes, withFormNonces } from './contact.mjs';
import { embedRoutes } from './embed.mjs';
import { blogRoutes } from './blog.mjs';
import { splitResultsRoute } from './split-tests.mjs';
import { feedRoutes } from './feed.mjs';
import { shopRoutes } from './shop.mjs';
import { readPage } from './pages.mjs';
import { compressedFiles } from './compressed.mjs';
import { hostAllowed, readBody, sendJson } from './http.mjs';
import { captchaVerifier } from './captcha.mjs';

const HEADERS = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
/**
 * A shared chunk's name ends in a hash of its content (chunks/runtime-BInZYYkM.js): a new build names a new
 * file, so a returning visitor keeps it a year and never asks again. The rest (pages, element files, the
 * autoloader, whose names stay) is revalidated on each use.
 */
const IMMUTABLE = { ...HEADERS, 'cache-control': 'public, max-age=31536000, immutable' };
const headersFor = (path) => (/^\/dist\/(?:module\/)?chunks\/[\w.-]+-[\w-]{8}\.js$/.test(path) ? IMMUTABLE : HEADERS);
/**
 * On every answer: no other site may frame these pages (clickjacking a
 * contact form, a checkout or an order). The strict policy carries the same
 * `frame-ancestors 'self'`; X-Frame-Options is for browsers without it.
 */
export const FRAME_HEADERS = { 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': "frame-ancestors 'self'" };

/**
 * Where a URL path may be read from, or null. The path is decoded once and
 * judged segment by segment: a `..` or `.` segment, a dotfile, an empty
 * segment, a backslash or a NUL refuses it outright (nothing is "normalised
 * back in"). /dist/* and /custom-elements.json come from the project, the
 * rest from examples/, whose server/ folder (code, the database) is never
 * served. `mounts` (code only, e.g. the bench's peer libraries and pages:
 * `{ '/bench/': 'tests/bench/pages' }`) serve further folders under a
 * prefix, judged the same way. Returns the folder and the segments inside it.
 */
export function servedPath(root, urlPath, mounts = {}) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || /[\\\0]/.test(path)) return null;
  const segments = path.slice(1).split('/');
  const last = segments.length - 1;
  // A trailing slash leaves one empty last segment: the folder's index page.
  if (segments.some((s, i) => (s === '' && i !== last) || s === '.' || s === '..' || s.startsWith('.'))) return null;
  for (const [prefix, folder] of Object.entries(mounts)) {
    if (path.startsWith(prefix) && path.length > prefix.length) return { dir: resolve(root, folder), segments: path.slice(prefix.length).split('/') };
  }
  // The demo site (examples/site/) is the home page; the docs index moved to /docs/.
  if (path === '/') return { dir: resolve(root, 'examples', 'site'), segments: [''] };
  if (path === '/docs/') return { dir: resolve(root, 'examples'), segments: [''] };
  if (segments[0] === 'dist' && segments.length > 1) return { dir: resolve(root, 'dist'), segments: segments.slice(1) };
  if (path === '/custom-elements.json') return { dir: resolve(root), segments };
  if (segments[0] === 'server') return null;
  return { dir: resolve(root, 'examples'), segments };
}

/**
 * The file for a served path, checked once more after symlinks resolve (inside
 * the folder, and no dotfile or dot folder: a link may point at one); null
 * when it is not a file there.
 */
export function servedFile(root, urlPath, mounts = {}) {
  const served = servedPath(root, urlPath, mounts);
  if (!served) return null;
  let file = join(served.dir, ...served.segments);
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    const real = realpathSync(file);
    const dir = realpathSync(served.dir);
    if (!real.startsWith(dir + sep) || real.slice(dir.length + 1).split(sep).some((segment) => segment.startsWith('.'))) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * The strict Content-Security-Policy a site using x-elements can send (nonce
 * scripts with 'strict-dynamic', so the autoloader's chunks load, and Trusted
 * Types with the library's one policy). With `csp: true` (or X_CSP=strict)
 * the reference server sends it with every page and puts the nonce on the
 * page's script tags, as a CMS with a CSP plugin does.
 */
export function strictCsp(nonce, reportUri = CSP_REPORTS, policies = [POLICY_NAME]) {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`, "object-src 'none'", "base-uri 'none'",
    "require-trusted-types-for 'script'", `trusted-types ${policies.join(' ')}`, "frame-ancestors 'self'", `report-uri ${reportUri}`,
  ].join('; ');
}
export const POLICY_NAME = 'x-elements';
export const CSP_REPORTS = '/api/csp-report';

/**
 * Violation reports of the strict policy, kept in memory (the last 200):
 * POST from browsers, GET to read them, DELETE to clear. Tests in every
 * engine read them, where a page's own listeners would start too late.
 */
function cspReports() {
  let reports = [];
  return async function handle(req, res, url) {
    if (url.pathname !== CSP_REPORTS) return false;
    if (req.method === 'POST') {
      let report;
      try {
        report = JSON.parse((await readBody(req, 16384)).toString('utf8'));
      } catch {
        report = { unreadable: true };
      }
      reports = [...reports, report].slice(-200);
      res.writeHead(204).end();
    } else if (req.method === 'DELETE') {
      reports = [];
      res.writeHead(204).end();
    } else sendJson(res, 200, { reports });
    return true;
  };
}

/**
 * `firstScript` (tests only: the browser tests' page sweep) is code the
 * server runs first on every page it prints, with the page's nonce under the
 * strict policy, which then also names the `x-sweep` Trusted Types policy
 * that code makes for its own scripts. `captcha` verifies the forms' captcha
 * tokens (examples/server/captcha.mjs; by default from CAPTCHA_PROVIDER and
 * CAPTCHA_SECRET).
 */
export function createApp({ root = process.cwd(), db, csp = process.env.X_CSP === 'strict', cspReportUri = CSP_REPORTS, mounts = {}, firstScript = '', captcha = captchaVerifier() } = {}) {
  const resolveFile = (p) => servedFile(root, p, mounts);
  const api = db ? [consentLogRoutes(db), settingsRoute(), ajaxRoutes(db, { captcha }), contactRoutes(db, { resolveFile, readPage, captcha }), embedRoutes(db, { captcha }), blogRoutes(db), splitResultsRoute(db), feedRoutes(), shopRoutes(db)] : [settingsRoute()];
  if (csp) api.unshift(cspReports());
  const gzip = compression({ threshold: 0 });
  const compressed = compressedFiles();
  // One failing request answers 500 and never takes the server down.
  return createServer((req, res) => handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Server error');
    else res.destroy();
  }));

  /**
   * A page as sent: with `firstScript`, that script first in its head; under
   * the strict policy, a fresh nonce on each of its script tags and the
   * policy's header naming it. Files and the routes' pages alike.
   */
  function printed(page) {
    const nonce = csp ? randomBytes(16).toString('base64') : '';
    // Before the first element of the head (code of ours, never page text).
    const first = firstScript ? page.replace(/<head>/i, () => `<head><script>${firstScript}</script>`) : page;
    return {
      html: Buffer.from(csp ? first.replace(/<script\b/g, `<script nonce="${nonce}"`) : first),
      headers: csp ? { 'content-security-policy': strictCsp(nonce, cspReportUri, firstScript ? [POLICY_NAME, 'x-sweep'] : undefined) } : {},
    };
  }

  /**
   * The routes' HTML answers (shop, blog, results, contact replies) go through
   * `printed` as the files do. Returns the undo, for what is not a route's.
   */
  function printing(req, res) {
    const writeHead = res.writeHead.bind(res);
    const end = res.end.bind(res);
    let held = null;
    res.writeHead = (status, ...args) => {
      const headers = (typeof args[0] === 'string' ? args[1] : args[0]) ?? {};
      if (!/^text\/html/.test(String(headers['content-type'] ?? res.getHeader('content-type') ?? ''))) return writeHead(status, ...args);
      held = { status, headers };
      return res;
    };
    res.end = (body, ...rest) => {
      if (!held) return end(body, ...rest);
      const { status, headers } = held;
      held = null;
      if (body == null || req.method === 'HEAD') return writeHead(status, { ...headers, ...printed('').headers }), end();
      const page = printed(Buffer.isBuffer(body) ? body.toString('utf8') : String(body));
      writeHead(status, { ...headers, ...page.headers, 'content-length': page.html.length });
      return end(page.html);
    };
    return () => Object.assign(res, { writeHead, end });
  }

  async function handle(req, res) {
    const unprint = csp || firstScript ? printing(req, res) : () => undefined;
    for (const [name, value] of Object.entries(FRAME_HEADERS)) res.setHeader(name, value);
    // DNS rebinding: a page on another name that resolves here sends its own
    // name as Host. Only the allowed hosts (ALLOWED_HOSTS, else the address
    // the server listens on) are answered.
    if (!hostAllowed(req, req.headers.host)) {
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' }).end('Misdirected request: this server does not answer for that host (see ALLOWED_HOSTS)');
      return;
    }
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://x');
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    for (const route of api) {
      try {
        if (await route(req, res, url)) return;
      } catch (error) {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"server error"}');
        return;
      }
    }
    unprint();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end('Method not allowed');
      return;
    }
    // The path as sent, not as URL parsing normalises it (`/dist/%2e%2e/x` is refused, not read as `/x`).
    const path = (req.url ?? '/').split('?')[0];
    const file = resolveFile(path);
    // A static text file from its gzip made once (compressed.mjs); the rest is gzipped as any
    // real host would serve it (express's `compression`).
    if (file && !file.endsWith('.html') && (await compressed(req, res, file, headersFor(path)))) return;
    await new Promise((next) => gzip(req, res, next));
    const notFound = () => res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    if (!file) return notFound();
    if (file.endsWith('.html')) {
      // Pages are printed, as a CMS would: contact forms get their nonce.
      let page;
      try {
        page = withFormNonces(readPage(file));
      } catch {
        return notFound();
      }
      const { html, headers } = printed(page);
      res.writeHead(200, { ...HEADERS, 'content-type': 'text/html; charset=utf-8', 'content-length': html.length, ...headers });
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    // Everything else through `send` (the static file handler under Express):
    // its root, dotfile and traversal rules apply once more to the real path
    // we already judged, re-encoded so it decodes it exactly once.
    const dir = realpathSync(servedPath(root, path, mounts).dir);
    const relative = `/${file.slice(dir.length + 1).split(sep).map(encodeURIComponent).join('/')}`;
    const stream = send(req, relative, { root: dir, dotfiles: 'deny', index: false, redirect: false, etag: true, lastModified: true, cacheControl: false });
    stream.on('headers', (response) => {
      for (const [k, v] of Object.entries(headersFor(path))) response.setHeader(k, v);
    });
    stream.on('error', (error) => {
      // A refused path looks like a missing one.
      const status = error.status === 403 ? 404 : (error.status ?? 500);
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(status === 404 ? 'Not found' : 'Error');
    });
    // send leaves a full answer's status as it finds it; a host framework (koa
    // starts at 404) may have set another.
    res.statusCode = 200;
    stream.pipe(res);
  }
}
