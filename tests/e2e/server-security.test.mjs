// The reference server as an attacker sees it: paths that try to leave the
// served folders, posts from other sites, malformed Origin headers, and a
// flood of contact posts (memory must stay bounded).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createApp } from '../../examples/server/app.mjs';
import { startServer } from './browser.mjs';

/** A GET with the path sent exactly as written (fetch and URL would normalise `..` away). */
const raw = (port, path, headers = {}) => new Promise((resolve, reject) => {
  const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('latin1') }));
  });
  req.on('error', reject);
  req.end();
});

// Every secret file holds this word; no answer may contain it.
const SECRET = 'TOPSECRET';
const TRAVERSALS = [
  '/dist/..%2fpackage.json', '/dist/%2e%2e%2fpackage.json', '/dist/..%2f.git%2fconfig', '/dist/%2e%2e/package.json',
  '/dist/..%5cpackage.json', '/dist/%2e%2e%5cpackage.json', '/dist/..\\package.json', '/dist/%252e%252e%252fpackage.json',
  '/dist/..%252fpackage.json', '/dist/%c0%ae%c0%ae%2fpackage.json', '/dist/..%c0%afpackage.json', '/dist/%uff0e%uff0e/package.json',
  '/dist/%ef%bc%8e%ef%bc%8e/package.json', '/dist/....//package.json', '/dist/.../package.json', '/dist//../package.json',
  '/dist/./../package.json', '/dist/%2e/%2e%2e/package.json', '/dist/a.js/../../package.json', '/dist/%00/../package.json',
  '/dist/a.js%00.html', '/dist/..;/package.json', '/dist/..%00/package.json', '/dist/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/dist/../dist-secret/key.txt', '/dist/..%2fdist-secret%2fkey.txt', '/dist-secret/key.txt', '/dist%2f..%2fdist-secret%2fkey.txt',
  '/..%2fexamples-secret%2fkey.txt', '/%2e%2e/examples-secret/key.txt', '/../examples-secret/key.txt', '/..%2fpackage.json',
  '/%2e%2e%2fpackage.json', '/..%5c..%5cpackage.json', '/server/db.mjs', '/%73erver/db.mjs', '/server%2fdb.mjs',
  '/./server/db.mjs', '//server/db.mjs', '/server/data/x.sqlite', '/%73erver/data/x.sqlite', '/server/../server/db.mjs',
  '/.git/config', '/%2egit/config', '/dist/.git/config', '/dist/.env', '/.env', '/dist/%2eenv', '/custom-elements.json/../package.json',
  '/custom-elements.json%2f..%2fpackage.json', '/link/key.txt', '/link%2fkey.txt', '/dist/link/key.txt', '/index.html/../../package.json',
  '/%252e%252e/package.json', '/%e0%80%ae%e0%80%ae/package.json', '/dist/%E2%80%AE../package.json', '/dist/..%255cpackage.json',
  // A mount (the bench's pages): the same rules under its prefix.
  '/bench/..%2fpackage.json', '/bench/../mounted-secret/key.txt', '/bench/%2e%2e/mounted-secret/key.txt', '/bench/.env',
  '/bench%2f..%2fpackage.json', '/bench/link/key.txt', '/bench//../package.json',
];

describe('static files: nothing outside the served folders', () => {
  let root;
  let server;
  let port;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'x-root-'));
    const put = (path, text) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    put('package.json', `{"name":"${SECRET}"}`);
    put('.git/config', SECRET);
    put('.env', SECRET);
    put('dist/.env', SECRET);
    put('dist/.git/config', SECRET);
    put('dist/a.js', 'export const a = 1;');
    put('dist-secret/key.txt', SECRET);
    put('examples-secret/key.txt', SECRET);
    put('examples/index.html', '<!doctype html><title>Docs</title>');
    put('examples/site/index.html', '<!doctype html><title>Home</title>');
    put('examples/page.html', '<!doctype html><title>Page</title>');
    put('examples/server/db.mjs', SECRET);
    put('examples/server/data/x.sqlite', SECRET);
    put('custom-elements.json', '{"schemaVersion":"1.0.0"}');
    put('mounted/page.html', '<!doctype html><title>Mounted</title>');
    put('mounted/.env', SECRET);
    put('mounted-secret/key.txt', SECRET);
    symlinkSync(join(root, 'mounted-secret'), join(root, 'mounted/link'));
    symlinkSync(join(root, 'examples-secret'), join(root, 'examples/link'));
    symlinkSync(join(root, 'dist-secret'), join(root, 'dist/link'));
    server = createApp({ root, mounts: { '/bench/': 'mounted' } });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    port = server.address().port;
  });
  after(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it(`refuses ${TRAVERSALS.length} traversal, encoding, dotfile, sibling-folder and symlink variants`, async () => {
    assert.ok(TRAVERSALS.length >= 50);
    const leaks = [];
    for (const path of TRAVERSALS) {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
        const res = await raw(port, path, headers);
        if (res.status === 200 || res.body.includes(SECRET)) leaks.push(`${path} -> ${res.status}`);
      }
    }
    assert.deepEqual(leaks, []);
  });

  it('still serves the pages, the build, the manifest and folder index pages', async () => {
    assert.match((await raw(port, '/')).body, /<title>Home/);
    assert.match((await raw(port, '/docs/')).body, /<title>Docs/);
    assert.match((await raw(port, '/page.html')).body, /<title>Page/);
    assert.match((await raw(port, '/bench/page.html')).body, /<title>Mounted/);
    assert.match((await raw(port, '/dist/a.js')).body, /export const a/);
    assert.equal((await raw(port, '/custom-elements.json')).status, 200);
    assert.equal((await raw(port, '/dist/missing.js')).status, 404);
    const gz = await fetch(`http://127.0.0.1:${port}/dist/a.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(gz.headers.get('x-content-type-options'), 'nosniff');
  });
});

describe('posts from other sites and malformed Origin headers', () => {
  let server;
  before(async () => {
    process.env.EMBED_ALLOWED_ORIGINS = 'https://customer.example';
    server = await startServer();
  });
  after(() => server.close());
  const post = (path, headers, fields = {}) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return fetch(`${server.url}${path}`, { method: 'POST', headers, body });
  };
  const ENDPOINTS = ['/x-contact-form.html', '/wp-admin/admin-ajax.php', '/api/embed/submit?form=o', '/api/consent-log'];

  it('answers a malformed Origin with 403, never 500', async () => {
    for (const path of ENDPOINTS) {
      for (const origin of ['not a url', 'http://', 'https://a.example/path', 'null ', '%']) {
        assert.equal((await post(path, { origin })).status, 403, `${path} with Origin ${origin}`);
      }
    }
  });

  it('refuses Origin: null (sandboxed frames), other sites and cross-site fetch metadata on every storing endpoint', async () => {
    for (const path of ENDPOINTS) {
      for (const headers of [{ origin: 'null' }, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
        assert.equal((await post(path, headers, { email: 'a@example.com' })).status, 403, `${path} ${JSON.stringify(headers)}`);
      }
    }
    const stored = ['contact_messages', 'subscribers', 'embed_submissions', 'consent_logs'].map((t) => server.db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get().n);
    assert.deepEqual(stored, [0, 0, 0, 0]);
  });

  it('takes same-origin posts, and embed posts from the origins a form provider lists', async () => {
    const own = new URL(server.url).origin;
    assert.equal((await post('/api/embed/submit?form=o', { origin: own }, { email: 'a@example.com' })).status, 201);
    assert.equal((await post('/api/embed/submit?form=o', { origin: 'https://customer.example' }, { email: 'b@example.com' })).status, 201);
    assert.equal((await post('/api/consent-log', { origin: 'https://customer.example' }, {})).status, 403);
  });
});

describe('a flood of contact posts', () => {
  let server;
  before(async () => {
    process.env.CONTACT_RATE_LIMIT = '1000000';
    server = await startServer();
  });
  after(() => server.close());

  it('keeps memory bounded over 5,000 posts (each page parsed per request and dropped)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc');
    const page = await (await fetch(`${server.url}/x-contact-form.html`)).text();
    const nonce = /name="x_nonce" value="([^"]+)"/.exec(page)[1];
    const postOnce = async () => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ x_nonce: nonce, x_form_id: 'contact', name: 'Ann', email: 'ann@example.com' })) body.append(k, v);
      await (await fetch(`${server.url}/x-contact-form.html`, { method: 'POST', body })).arrayBuffer();
    };
    for (let i = 0; i < 200; i++) await postOnce(); // warm-up: compiled code and caches
    gc();
    const start = process.memoryUsage();
    for (let i = 0; i < 5000; i++) await postOnce();
    gc();
    const end = process.memoryUsage();
    const heapMb = (end.heapUsed - start.heapUsed) / 1e6;
    const rssMb = (end.rss - start.rss) / 1e6;
    console.log(`5,000 contact posts: heap ${heapMb.toFixed(1)} MB, rss ${rssMb.toFixed(1)} MB`);
    assert.ok(heapMb < 20, `heap grew ${heapMb.toFixed(1)} MB`);
    assert.ok(rssMb < 150, `rss grew ${rssMb.toFixed(1)} MB`);
  });
});
