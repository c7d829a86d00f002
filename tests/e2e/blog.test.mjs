// x-blog against the real reference server (SQLite): ajax pagination loads
// /blog/page/<n>/ by GET and replaces only the module, a page loaded before
// comes from the cache, a page past the last renders the 404's not-found
// body, and the search endpoint pages its results the same way; without
// script the same links are plain pages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './browser.mjs';
import { PER_PAGE, SEED_POSTS } from '../../examples/server/blog.mjs';

const env = serverAndBrowser({ before, after });

async function open(path, { js = true } = {}) {
  const context = await env.browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const requests = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/blog/')) requests.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  });
  await page.goto(`${env.server.url}${path}`);
  if (js) await page.waitForFunction(() => document.querySelector('x-blog')?.hasAttribute('data-x-ready'));
  return { context, page, errors, requests };
}
const titles = (page) => page.$$eval('x-blog article .entry-title', (hs) => hs.map((h) => h.textContent.trim()));
const byDate = [...SEED_POSTS].sort((a, b) => b[3].localeCompare(a[3])).map((p) => p[1]);

describe('x-blog against the reference server', () => {
  it('pages the blog in place by GET, replacing only the module, and takes pages it has from the cache', async () => {
    const { context, page, errors, requests } = await open('/blog/');
    assert.deepEqual(await titles(page), byDate.slice(0, PER_PAGE));
    await page.evaluate(() => { document.querySelector('h2').dataset.marker = 'kept'; });
    const url = page.url();
    await page.click('x-blog .pagination a.older');
    await page.waitForFunction((first) => document.querySelector('x-blog .entry-title')?.textContent.trim() === first, byDate[PER_PAGE]);
    assert.deepEqual(await titles(page), byDate.slice(PER_PAGE, 2 * PER_PAGE));
    // Each "Read more" is named by its post, and the pages' navigation keeps its name.
    assert.deepEqual(await page.$$eval('x-blog .more-link', (as) => as.map((a) => a.textContent)), byDate.slice(PER_PAGE, 2 * PER_PAGE).map((t) => `Read more: ${t}`));
    assert.equal(await page.getAttribute('x-blog nav.pagination', 'aria-label'), 'Journal pages');
    assert.equal(page.url(), url, 'the address is the same page');
    assert.equal(await page.getAttribute('h2', 'data-marker'), 'kept', 'the rest of the page stayed');
    await page.click('x-blog .pagination a.older');
    await page.waitForFunction((first) => document.querySelector('x-blog .entry-title')?.textContent.trim() === first, byDate[2 * PER_PAGE]);
    await page.click('x-blog .pagination a.newer');
    await page.waitForFunction((first) => document.querySelector('x-blog .entry-title')?.textContent.trim() === first, byDate[PER_PAGE]);
    assert.deepEqual(requests, ['GET /blog/', 'GET /blog/page/2/', 'GET /blog/page/3/'], 'page 2 the second time from the cache');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('renders a 404 page\'s not-found body in the module', async () => {
    const { context, page } = await open('/x-blog.html');
    const status = await page.evaluate(async () => {
      const blog = document.querySelector('x-blog');
      const loaded = new Promise((r) => blog.addEventListener('x-blog-load', (e) => r(e.detail.status), { once: true }));
      await blog.loadPage('/blog/page/99/');
      return loaded;
    });
    assert.equal(status, 404);
    assert.match(await page.textContent('x-blog'), /No results found/);
    await context.close();
  });

  it('searches posts from SQLite and pages the results; a search for markup finds nothing and runs nothing', async () => {
    const { context, page } = await open('/blog/?s=the');
    const found = byDate.filter((t) => /the/i.test(t) || SEED_POSTS.find((p) => p[1] === t)[2].toLowerCase().includes('the'));
    assert.deepEqual(await titles(page), found.slice(0, PER_PAGE));
    await page.click('x-blog .pagination a.older');
    await page.waitForFunction((first) => document.querySelector('x-blog .entry-title')?.textContent.trim() === first, found[PER_PAGE]);
    await context.close();
    const hostile = await open('/blog/?s=%3Cimg%20src%3Dx%20onerror%3D%22window.__xss%3D1%22%3E');
    assert.match(await hostile.page.textContent('x-blog'), /No results found/);
    assert.equal(await hostile.page.evaluate(() => window.__xss), undefined);
    await hostile.context.close();
  });

  it('answers 404 past the last page, 405 to other methods, and POSTs only from the site', async () => {
    const res = await fetch(`${env.server.url}/blog/page/99/`);
    assert.equal(res.status, 404);
    assert.match(await res.text(), /No results found/);
    assert.equal((await fetch(`${env.server.url}/blog/`, { method: 'DELETE' })).status, 405);
    const body = new URLSearchParams({ block_layout_content: '[et_pb_section]' });
    assert.equal((await fetch(`${env.server.url}/blog/page/2/`, { method: 'POST', body })).status, 200);
    assert.equal((await fetch(`${env.server.url}/blog/page/2/`, { method: 'POST', body, headers: { origin: 'https://evil.test' } })).status, 403);
    assert.equal((await fetch(`${env.server.url}/blog/page/2/`, { method: 'POST', body: new URLSearchParams({ x: '1' }) })).status, 400);
  });

  it('gives each post a page of its own: its date written out, its text, the way back; an unknown one is a 404', async () => {
    const res = await fetch(`${env.server.url}/blog/greenhouse/`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /<time datetime="2026-09-19">19 September 2026<\/time>/);
    assert.match(html, /Our greenhouse cost 240 euros/);
    assert.match(html, /The first cucumbers came in June/);
    assert.match(html, /href="\/blog\/"/);
    assert.equal((await fetch(`${env.server.url}/blog/no-such-post/`)).status, 404);
  });

  it('works as plain pages without script', async () => {
    const { context, page } = await open('/blog/', { js: false });
    await page.click('x-blog .pagination a.older');
    await page.waitForURL(/\/blog\/page\/2\/$/);
    assert.deepEqual(await titles(page), byDate.slice(PER_PAGE, 2 * PER_PAGE));
    await context.close();
  });
});
