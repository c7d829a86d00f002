// The popup and embedded forms' endpoints in WordPress: a form pasted from
// the docs (posting to /api/embed/submit) is stored once in MariaDB, in
// Chromium and Firefox; the server's 422, its REST address, view counting
// and the this-site check.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINES, htmlBlock, inBrowser, savePost, site, until, watchedPage, withoutSubmissionsTable } from './wp.mjs';

let wp;
before(async () => (wp = await site()));
after(() => wp?.close());

const FORM = `<x-popup-form id="guide" success-message="The guide is on its way.">
  <form action="/api/embed/submit?form=guide" method="post">
    <p><label>Email <input type="email" name="email" data-field="email" required></label></p>
    <p><button type="submit">Get the guide</button></p>
  </form>
</x-popup-form>`;
const count = (table, where) => Number(wp.sql(`SELECT COUNT(*) FROM ${table} WHERE ${where}`).trim());

describe('the embedded form, posted to WordPress', () => {
  let page;
  before(async () => {
    page = await savePost(wp, 'author', { title: 'The guide', content: htmlBlock(FORM) });
  });

  for (const engine of Object.keys(ENGINES)) {
    it(`${engine}: sent with three clicks, stored once, the thanks shown`, async () => {
      const browser = await ENGINES[engine]();
      const email = `guide.${engine}@example.com`;
      try {
        const tab = await watchedPage(browser);
        await tab.goto(page.link, { waitUntil: 'load' });
        await tab.waitForSelector('x-popup-form[data-x-ready]');
        await tab.type('input[name="email"]', email);
        await tab.evaluate(() => {
          const button = document.querySelector('x-popup-form button[type="submit"]');
          for (let i = 0; i < 3; i++) button.click();
        });
        await until(async () => /The guide is on its way/.test(await tab.evaluate(() => document.querySelector('x-popup-form').shadowRoot?.textContent ?? '')), 'the thanks');
        assert.deepEqual(tab.problems, []);
      } finally {
        await browser.close();
      }
      assert.equal(count('wp_x_submissions', `form_type = 'embed' AND form_id = 'guide' AND email = '${email}'`), 1);
    });
  }

  it('a server error keeps what the visitor typed; sent again, it is stored once', async () => {
    await inBrowser('chromium', async (tab) => {
      await tab.goto(page.link, { waitUntil: 'load' });
      await tab.waitForSelector('x-popup-form[data-x-ready]');
      await tab.type('input[name="email"]', 'gil@example.com');
      const text = () => tab.evaluate(() => document.querySelector('x-popup-form').shadowRoot?.textContent ?? '');
      await withoutSubmissionsTable(wp, async () => {
        await tab.click('x-popup-form button[type="submit"]');
        await until(async () => /The server had a problem \(500\)/.test(await text()), 'the error');
      });
      assert.equal(await tab.$eval('input[name="email"]', (i) => i.value), 'gil@example.com');
      await tab.click('x-popup-form button[type="submit"]');
      await until(async () => /The guide is on its way/.test(await text()), 'the thanks, second time');
      assert.equal(count('wp_x_submissions', "email = 'gil@example.com'"), 1);
    });
  });

  it('the server\'s 422, the REST address, a retry with its key, views, and another site refused', async () => {
    await inBrowser('chromium', async (tab) => {
      await tab.goto(page.link, { waitUntil: 'load' });
      const send = (url, fields, headers = {}) => tab.evaluate(async (u, f, h) => {
        const body = new FormData();
        for (const [k, v] of Object.entries(f)) body.append(k, v);
        const res = await fetch(u, { method: 'POST', body, headers: { accept: 'application/json', ...h } });
        return { status: res.status, body: await res.json() };
      }, url, fields, headers);
      assert.deepEqual(await send('/api/embed/submit?form=guide', { email: 'nope', first_name: ' ' }), {
        status: 422, body: { message: 'The given data was invalid.', validation_messages: { email: 'Please enter a valid email address.', first_name: 'Please fill in this field.' } },
      });
      const first = await send('/wp-json/x-elements/v1/embed/submit?form=rest&redirect=/thanks/', { email: 'rest@example.com' }, { 'idempotency-key': 'k-1' });
      assert.equal(first.status, 201);
      assert.equal(first.body.redirect, '/thanks/');
      const again = await send('/wp-json/x-elements/v1/embed/submit?form=rest&redirect=https://evil.example/', { email: 'rest@example.com' }, { 'idempotency-key': 'k-1' });
      assert.deepEqual(again, { status: 201, body: { id: first.body.id } });
      assert.equal(count('wp_x_submissions', "form_id = 'rest'"), 1);
      // Past 32 KB of names and values together (each value within its 2,000 characters): refused whole.
      const heavy = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`note_${i}`, 'x'.repeat(1999)]));
      assert.deepEqual(await send('/api/embed/submit?form=guide', { email: 'heavy@example.com', ...heavy }), { status: 413, body: { error: 'The form is larger than 32768 bytes.' } });
      assert.equal(count('wp_x_submissions', "email = 'heavy@example.com'"), 0);
      const views = await tab.evaluate(async () => [(await fetch('/api/embed/view?form=guide')).status, (await fetch('/wp-json/x-elements/v1/embed/view?form=guide')).status]);
      assert.deepEqual(views, [200, 200]);
      assert.equal(count('wp_x_form_views', "form_id = 'guide'"), 2);
    });
    const res = await fetch(`${wp.url}/api/embed/submit?form=guide`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: new URLSearchParams({ email: 'evil@example.com' }) });
    assert.equal(res.status, 403);
    assert.equal(count('wp_x_submissions', "email = 'evil@example.com'"), 0);
  });
});
