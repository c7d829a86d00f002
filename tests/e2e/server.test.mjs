// The reference server's form endpoints over HTTP, without a browser: the
// nonce, the rate limit, size limits and the JSON error shapes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './browser.mjs';

process.env.SUBSCRIBE_RATE_LIMIT = '7';
process.env.CONTACT_RATE_LIMIT = '3';
let server;
before(async () => (server = await startServer()));
after(() => server.close());

const nonce = async () => /"frontend_nonce":"([^"]+)"/.exec(await (await fetch(`${server.url}/api/settings.js`)).text())[1];
const ajax = (fields) => fetch(`${server.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams(fields) });

describe('the ajax endpoint', () => {
  it('subscribes with a valid nonce, refuses a bad one, an unknown action and invalid fields in the elements\' shapes', async () => {
    const n = await nonce();
    const ok = await ajax({ action: 'x_newsletter_subscribe', nonce: n, list_id: 'l', email: 'Ann@Example.com', custom_fields: '{"a":["x"]}', hidden_fields: '[]' });
    assert.equal(ok.status, 200);
    assert.deepEqual(await ok.json(), { success: 'Thanks for subscribing!' });
    const again = await ajax({ action: 'x_newsletter_subscribe', nonce: n, list_id: 'l', email: 'ann@example.com' });
    // The same reply as a new address: whether an address is on the list is not the form's to tell.
    assert.deepEqual(await again.json(), { success: 'Thanks for subscribing!' });
    assert.equal(server.db.prepare('SELECT COUNT(*) AS n FROM subscribers').get().n, 1);
    const bad = await ajax({ action: 'x_newsletter_subscribe', nonce: 'forged', list_id: 'l', email: 'b@example.com' });
    assert.equal(bad.status, 403);
    assert.match((await bad.json()).error, /expired/);
    const unknown = await ajax({ action: 'delete_everything', nonce: n });
    assert.equal(unknown.status, 400);
    const invalid = await ajax({ action: 'x_newsletter_subscribe', nonce: n, list_id: 'l', email: 'a@b', first_name: ' ' });
    assert.deepEqual((await invalid.json()).fields, ['first_name', 'email']);
  });

  it('refuses bodies over its size limit with 413 and JSON, and rate-limits each address', async () => {
    const big = await ajax({ action: 'x_newsletter_subscribe', email: 'x'.repeat(20000) });
    assert.equal(big.status, 413);
    assert.match((await big.json()).error, /larger than/);
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++) status = (await ajax({ action: 'x_newsletter_subscribe' })).status;
    assert.equal(status, 429);
  });
});

describe('the contact page endpoint', () => {
  const pageNonce = async () => /name="x_nonce" value="([^"]+)"/.exec(await (await fetch(`${server.url}/x-contact-form.html`)).text())[1];
  const post = async (fields, nonce) => {
    const body = new FormData();
    body.append('x_nonce', nonce ?? (await pageNonce()));
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return fetch(`${server.url}/x-contact-form.html`, { method: 'POST', body });
  };

  it('prints a nonce into each contact form and refuses a post without a valid one', async () => {
    const page = await (await fetch(`${server.url}/x-contact-form.html`)).text();
    assert.equal(page.match(/name="x_nonce"/g).length, 2);
    const res = await post({ x_form_id: 'contact', name: 'Ann' }, 'forged');
    assert.equal(res.status, 403);
    assert.match(await res.text(), /data-x-contact-error[\s\S]*This page has expired/);
  });

  it('judges by the page\'s own form, not by the descriptors the client sends', async () => {
    const res = await post({
      x_form_id: 'contact', name: 'Ann', email: 'ann@example.com', topic: 'sales', message: 'hi', x_captcha: '3', x_captcha_first: '1', x_captcha_second: '2',
      // A forged client claims nothing is required and the budget is hidden.
      x_fields: JSON.stringify([{ field_id: 'budget', required_mark: 'not_required' }]), x_hidden_fields: '["budget"]',
    });
    const html = await res.text();
    assert.match(html, /data-x-contact-error/);
    assert.match(html, /<li>Budget in euros<\/li>/);
    assert.equal(server.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get().n, 0);
  });

  it('refuses a cross-site post and rate-limits each address', async () => {
    const cross = await fetch(`${server.url}/x-contact-form.html`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: new FormData() });
    assert.equal(cross.status, 403);
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i++) status = (await post({ x_form_id: 'contact' })).status;
    assert.equal(status, 429);
    assert.match(await (await post({ x_form_id: 'contact' })).text(), /Too many messages/);
  });
});

describe('the embed endpoints', () => {
  const submit = (fields, { query = 'form=t', key } = {}) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return fetch(`${server.url}/api/embed/submit?${query}`, { method: 'POST', body, headers: key ? { 'idempotency-key': key } : {} });
  };

  it('422 with validation_messages by field; 201 with id; the same key stores once; only same-site redirects', async () => {
    const bad = await submit({ email: 'nope', first_name: '', title: 'other', captcha: '' });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys((await bad.json()).validation_messages).sort(), ['captcha', 'email', 'first_name', 'title_custom']);
    const ok = await submit({ email: 'a@example.com' }, { key: 'k-1' });
    assert.equal(ok.status, 201);
    const { id } = await ok.json();
    const again = await submit({ email: 'a@example.com' }, { key: 'k-1' });
    assert.deepEqual(await again.json(), { id });
    assert.equal(server.db.prepare("SELECT COUNT(*) AS n FROM embed_submissions WHERE form_id = 't'").get().n, 1);
    assert.deepEqual(await (await submit({ email: 'b@example.com' }, { query: 'form=t&redirect=/thanks' })).json(), { id: id + 1, redirect: '/thanks' });
    assert.equal((await (await submit({ email: 'c@example.com' }, { query: 'form=t&redirect=//evil.example' })).json()).redirect, undefined);
  });

  it('counts views per form', async () => {
    await fetch(`${server.url}/api/embed/view?form=v`, { headers: { accept: 'application/json' } });
    await fetch(`${server.url}/api/embed/view?form=v`);
    assert.deepEqual(await (await fetch(`${server.url}/api/embed/stats?form=v`)).json(), { views: 2, submissions: 0 });
  });
});

describe('caching of the library\'s files', () => {
  it('keeps a shared chunk (named by its content) a year; the autoloader, element files and pages are revalidated', async () => {
    const { readdirSync } = await import('node:fs');
    const runtime = readdirSync('dist/chunks').find((f) => f.startsWith('runtime-'));
    const moduleChunk = readdirSync('dist/module/chunks').find((f) => /-[\w-]{8}\.js$/.test(f));
    const cacheOf = async (path) => (await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': path.includes('module') ? 'identity' : 'gzip' } })).headers.get('cache-control');
    assert.equal(await cacheOf(`/dist/chunks/${runtime}`), 'public, max-age=31536000, immutable');
    assert.equal(await cacheOf(`/dist/module/chunks/${moduleChunk}`), 'public, max-age=31536000, immutable');
    for (const path of ['/dist/x-elements.js', '/dist/elements/x-tabs.js', '/x-tabs.html', '/dist/x-elements.pre.css']) assert.equal(await cacheOf(path), 'no-cache', path);
  });
});
