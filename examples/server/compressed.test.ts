// Static text files gzipped once per version (compressed.mjs), and through the whole server.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, compressedFiles, isFresh, weakEtag } from './compressed.mjs';
import { startServer } from './test-server';

/** A request as sent and its answer as received (fetch adds `cache-control: no-cache` to a conditional request, and decodes gzip). */
function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, async (res) => {
      const chunks: Buffer[] = [];
      for await (const c of res) chunks.push(c as Buffer);
      resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
    }).on('error', reject).end();
  });
}

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true], ['GZIP ; Q=0.5', true], ['x-gzip', true], ['deflate, gzip;q=1.0, *;q=0.5', true], ['*', true], ['br, *;q=0.1', true],
    ['gzip;q=0', false], ['gzip;q=0.000', false], ['gzip;q=abc', false], ['gzip;q=0, *', false], ['*;q=0', false],
    ['br', false], ['identity', false], ['', false], [undefined, false], ['gzipped', false],
  ])('%j → %s', (header, taken) => {
    expect(acceptsGzip(header)).toBe(taken);
  });
});

describe('isFresh', () => {
  const etag = weakEtag(100, 1_700_000_000_123);
  const modified = new Date(1_700_000_000_123).toUTCString();
  it('matches If-None-Match weakly, in a list, or as *; it wins over If-Modified-Since', () => {
    expect(isFresh({ 'if-none-match': etag }, etag, 0)).toBe(true);
    expect(isFresh({ 'if-none-match': etag.slice(2) }, etag, 0)).toBe(true);
    expect(isFresh({ 'if-none-match': `"x", ${etag}` }, etag, 0)).toBe(true);
    expect(isFresh({ 'if-none-match': '*' }, etag, 0)).toBe(true);
    expect(isFresh({ 'if-none-match': 'W/"64-0"' }, etag, 0)).toBe(false);
    expect(isFresh({ 'if-none-match': 'W/"64-0"', 'if-modified-since': modified }, etag, 1_700_000_000_123)).toBe(false);
  });
  it('compares If-Modified-Since in whole seconds; a request for no-cache is never fresh', () => {
    expect(isFresh({ 'if-modified-since': modified }, etag, 1_700_000_000_123)).toBe(true);
    expect(isFresh({ 'if-modified-since': new Date(1_699_999_999_000).toUTCString() }, etag, 1_700_000_000_123)).toBe(false);
    expect(isFresh({ 'if-modified-since': 'yesterday' }, etag, 0)).toBe(false);
    expect(isFresh({ 'if-none-match': etag, 'cache-control': 'max-age=0, no-cache' }, etag, 0)).toBe(false);
  });
});

describe('compressedFiles', () => {
  let dir: string;
  let server: Server;
  let url: string;
  const serve = compressedFiles();
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'x-gz-'));
    writeFileSync(join(dir, 'a.js'), 'export const a = 1;\n'.repeat(200));
    writeFileSync(join(dir, 'b.wav'), 'RIFF');
    server = createServer((req, res) => {
      void serve(req, res, join(dir, req.url!.slice(1)), { 'x-seen': '1' }).then((answered: boolean) => answered || res.writeHead(299).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => request(`${url}${path}`, { 'accept-encoding': 'gzip', ...headers }, method);
  const text = (res: { body: Buffer }) => gunzipSync(res.body).toString('utf8');

  it('answers with the gzip made once for the file as it is, with its headers; HEAD without the body', async () => {
    const res = await get('/a.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-seen']).toBe('1');
    expect(res.headers.etag).toMatch(/^W\/"fa0-[0-9a-f]+"$/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(text(res)).toBe('export const a = 1;\n'.repeat(200));
    const made = serve.made();
    await get('/a.js');
    const head = await get('/a.js', {}, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
    expect(serve.made()).toBe(made);
  });

  it('makes one gzip for requests that come while it is made', async () => {
    writeFileSync(join(dir, 'c.css'), 'a { color: red }\n'.repeat(5000));
    const made = serve.made();
    const answers = await Promise.all([get('/c.css'), get('/c.css'), get('/c.css')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.every((a) => text(a) === 'a { color: red }\n'.repeat(5000))).toBe(true);
    expect(serve.made() - made).toBe(1);
  });

  it('answers a current copy with 304, a changed file with its new gzip and ETag', async () => {
    const etag = (await get('/a.js')).headers.etag!;
    expect((await get('/a.js', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/a.js', { 'if-none-match': etag, 'cache-control': 'no-cache' })).status).toBe(200);
    writeFileSync(join(dir, 'a.js'), 'export const b = 2;\n');
    utimesSync(join(dir, 'a.js'), new Date(), new Date(Date.now() + 5000));
    const second = await get('/a.js', { 'if-none-match': etag });
    expect(second.status).toBe(200);
    expect(text(second)).toBe('export const b = 2;\n');
    expect(second.headers.etag).not.toBe(etag);
  });

  it('leaves ranges, preconditions it does not judge, other types and methods, clients without gzip and missing files alone', async () => {
    expect((await get('/a.js', { range: 'bytes=0-3' })).status).toBe(299);
    expect((await get('/a.js', { 'if-match': '"nope"' })).status).toBe(299);
    expect((await get('/a.js', { 'if-unmodified-since': new Date(0).toUTCString() })).status).toBe(299);
    expect((await get('/b.wav')).status).toBe(299);
    expect((await get('/a.js', {}, 'POST')).status).toBe(299);
    expect((await get('/a.js', { 'accept-encoding': 'br, gzip;q=0' })).status).toBe(299);
    expect((await get('/missing.js')).status).toBe(299);
  });
});

describe('the reference server', () => {
  it('refuses a dotfile or dot folder reached through a symlink, gzip or not (servedFile judges the real path)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'x-gz-link-'));
    mkdirSync(join(dir, '.hidden'));
    writeFileSync(join(dir, '.hidden', 'x.js'), 'secret');
    writeFileSync(join(dir, '.env.json'), '{"secret":1}');
    symlinkSync(join(dir, '.hidden', 'x.js'), join(dir, 'a.js'));
    symlinkSync(join(dir, '.env.json'), join(dir, 'b.json'));
    const server = await startServer({ mounts: { '/t/': dir } });
    try {
      for (const path of ['/t/a.js', '/t/b.json']) {
        for (const encoding of ['gzip', 'identity']) {
          const res = await request(`${server.url}${path}`, { 'accept-encoding': encoding });
          expect([path, encoding, res.status, res.body.includes('secret')]).toEqual([path, encoding, 404, false]);
        }
      }
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers the preconditions it leaves to send as before (412)', async () => {
    const server = await startServer();
    try {
      for (const headers of [{ 'if-match': '"nope"' }, { 'if-unmodified-since': new Date(0).toUTCString() }] as Record<string, string>[]) {
        expect((await request(`${server.url}/assets/docs.css`, { 'accept-encoding': 'gzip', ...headers })).status).toBe(412);
      }
    } finally {
      await server.close();
    }
  });

  it('gives the gzip the ETag and type of the file as served plain, and 304 for either', async () => {
    const server = await startServer();
    try {
      const path = `${server.url}/assets/docs.css`;
      const plain = await request(path, { 'accept-encoding': 'identity' });
      const gz = await request(path, { 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gz.headers['content-encoding']).toBe('gzip');
      for (const name of ['etag', 'last-modified', 'content-type', 'cache-control', 'x-content-type-options', 'x-frame-options', 'content-security-policy']) {
        expect(gz.headers[name], name).toBe(plain.headers[name]);
      }
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
      expect((await request(path, { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag! })).status).toBe(304);
      expect((await request(path, { 'accept-encoding': 'identity', 'if-none-match': gz.headers.etag! })).status).toBe(304);
    } finally {
      await server.close();
    }
  });
});
