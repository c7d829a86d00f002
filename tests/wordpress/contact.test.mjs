// The contact form's server side in WordPress (SPEC section 7 item 7): the
// form posts to its own page, the plugin judges it against the page's own
// form with the element's rules, stores it once in MariaDB and mails it; the
// page comes back with the success text or the errors above the form. A
// field named like one of WordPress's query variables ("name") still works.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DOMParser } from 'linkedom';
import { ENGINES, forgetRateLimits, htmlBlock, inBrowser, savePost, site, until, watchedPage, withoutSubmissionsTable } from './wp.mjs';

let wp;
before(async () => (wp = await site()));
after(() => wp?.close());

const FORM = `<x-contact-form id="wp-contact" data-success-message="Thanks, we got it.">
  <form method="post">
    <p><label for="c-name">Name</label> <input id="c-name" name="name" required></p>
    <p><label for="c-email">Email</label> <input id="c-email" name="email" type="email" required></p>
    <fieldset><legend>Topics</legend>
      <label><input type="checkbox" name="topics" value="sales"> Sales</label>
      <label><input type="checkbox" name="topics" value="support"> Support</label>
    </fieldset>
    <p><label for="c-message">Message</label> <textarea id="c-message" name="message" required></textarea></p>
    <p><button type="submit">Send</button></p>
  </form>
</x-contact-form>`;

const stored = (where = '1') => wp.sql(`SELECT field_values FROM wp_x_submissions WHERE form_type = 'contact' AND ${where}`).trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
const mails = () => {
  try {
    return readFileSync('.cache/wordpress/wp-content/mail.log', 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  } catch {
    return [];
  }
};

describe('the contact form, posted to its own page', () => {
  let page;
  before(async () => {
    page = await savePost(wp, 'author', { title: 'Contact us', content: htmlBlock(FORM) });
  });

  for (const engine of Object.keys(ENGINES)) {
    it(`${engine}: sent with three clicks, stored once with every checked box, mailed once, the thanks in its place`, async () => {
      const browser = await ENGINES[engine]();
      const email = `ann.${engine}@example.com`;
      const mailed = mails().length;
      try {
        const tab = await watchedPage(browser);
        await tab.goto(page.link, { waitUntil: 'load' });
        await tab.waitForSelector('x-contact-form[data-x-ready]');
        await tab.type('#c-name', 'Ann');
        await tab.type('#c-email', email);
        await tab.click('input[value="sales"]');
        await tab.click('input[value="support"]');
        await tab.type('#c-message', 'Hello from a test.');
        await tab.evaluate(() => {
          const button = document.querySelector('x-contact-form button[type="submit"]');
          for (let i = 0; i < 3; i++) button.click();
        });
        await until(async () => (await tab.$eval('x-contact-form', (el) => el.textContent)).includes('Thanks, we got it.'), 'the thanks');
        assert.deepEqual(tab.problems, []);
      } finally {
        await browser.close();
      }
      const rows = stored(`email = '${email}'`);
      assert.equal(rows.length, 1);
      assert.deepEqual(rows[0].values, { name: 'Ann', email, topics: ['sales', 'support'], message: 'Hello from a test.' });
      const sent = mails().slice(mailed);
      assert.equal(sent.length, 1);
      assert.equal(sent[0].to, 'admin@example.com');
      assert.match(sent[0].message, /Name: Ann\nEmail: .*\nTopics: sales, support\nMessage: Hello from a test\./);
      // Plain text, said: a plugin that makes mail HTML would read the visitor's words as markup.
      assert.deepEqual(sent[0].headers, ['Content-Type: text/plain; charset=UTF-8', `Reply-To: ${email}`]);
    });
  }

  it('a server error keeps what the visitor typed; sent again, it is stored once', async () => {
    await inBrowser('chromium', async (tab) => {
      await tab.goto(page.link, { waitUntil: 'load' });
      await tab.waitForSelector('x-contact-form[data-x-ready]');
      await tab.type('#c-name', 'Fay');
      await tab.type('#c-email', 'fay@example.com');
      await tab.type('#c-message', 'Kept through an error.');
      const message = () => tab.evaluate(() => document.querySelector('x-contact-form').shadowRoot?.textContent ?? '');
      await withoutSubmissionsTable(wp, async () => {
        await tab.click('x-contact-form button[type="submit"]');
        await until(async () => /could not be saved/.test(await message()), 'the error');
      });
      assert.equal(await tab.$eval('#c-message', (t) => t.value), 'Kept through an error.');
      tab.problems.length = 0; // the 500 itself, reported by the browser
      await tab.click('x-contact-form button[type="submit"]');
      await until(async () => (await tab.$eval('x-contact-form', (el) => el.textContent)).includes('Thanks, we got it.'), 'the thanks, second time');
      assert.equal(stored("email = 'fay@example.com'").length, 1);
    });
  });

  /** The page's nonce field, as the form carries it. */
  const nonce = async () => /name="x_nonce" value="([^"]+)"/.exec(await (await fetch(page.link)).text())[1];
  const postForm = async (fields, headers = {}) => {
    const res = await fetch(page.link, { method: 'POST', headers: { origin: wp.url, ...headers }, body: new URLSearchParams(fields), redirect: 'manual' });
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    return { status: res.status, container: doc.getElementById('wp-contact'), doc };
  };

  it('without scripts: the form\'s own post is judged, stored and answered in the page', async () => {
    const { status, container } = await postForm({ x_nonce: await nonce(), name: 'Cy', email: 'cy@example.com', message: 'No script.' });
    assert.equal(status, 200);
    assert.equal(container.querySelector('.x-contact-success[role="status"]').textContent, 'Thanks, we got it.');
    assert.equal(container.querySelector('form'), null);
    assert.equal(stored("email = 'cy@example.com'").length, 1);
  });

  it('a resend with the same Idempotency-Key header is stored once', async () => {
    const fields = { x_nonce: await nonce(), name: 'Gus', email: 'gus@example.com', message: 'Once.' };
    for (let i = 0; i < 2; i++) assert.equal((await postForm(fields, { 'idempotency-key': 'contact-key-1' })).status, 200);
    assert.equal(stored("email = 'gus@example.com'").length, 1);
    assert.equal(wp.sql("SELECT idempotency_key FROM wp_x_submissions WHERE email = 'gus@example.com'").trim(), 'contact-key-1');
  });

  it('the server\'s own rules: errors above the form, the values written back, nothing stored', async () => {
    const { status, container } = await postForm({ x_nonce: await nonce(), x_form_id: 'wp-contact', name: ' ', email: 'not-an-address', topics: 'support', message: 'Keep me.' });
    assert.equal(status, 200);
    const error = container.querySelector('[data-x-contact-error]');
    assert.deepEqual([...error.querySelectorAll('p, li')].map((n) => n.textContent), ['Please, fix the following errors:', 'Invalid email', 'Please, fill in the following fields:', 'Name']);
    assert.equal(container.querySelector('#c-email').getAttribute('value'), 'not-an-address');
    assert.equal(container.querySelector('#c-email').getAttribute('aria-invalid'), 'true');
    assert.equal(container.querySelector('#c-message').textContent, 'Keep me.');
    assert.ok(container.querySelector('input[value="support"]').hasAttribute('checked'));
    assert.equal(stored("field_values LIKE '%Keep me.%'").length, 0);
  });

  it('an expired page, another site and a flood are refused, and say so', async () => {
    const expired = await postForm({ x_nonce: 'forged', x_form_id: 'wp-contact', name: 'Dee', email: 'dee@example.com', message: 'x' });
    assert.equal(expired.status, 403);
    assert.match(expired.container.querySelector('[data-x-contact-error]').textContent, /This page has expired/);
    const elsewhere = await postForm({ x_nonce: await nonce(), name: 'Dee', email: 'dee@example.com', message: 'x' }, { origin: 'https://evil.example' });
    assert.equal(elsewhere.status, 403);
    assert.match(elsewhere.doc.body.textContent, /only be sent from its own site/);
    assert.equal(stored("email = 'dee@example.com'").length, 0);
    // Ten posts a minute from one address; the next is refused (this file's posts count too).
    let flood;
    for (let i = 0; i < 12 && flood?.status !== 429; i++) flood = await postForm({ x_nonce: await nonce(), name: 'Eve', email: 'eve@example.com', message: `${i}` });
    assert.equal(flood.status, 429);
    assert.match(flood.doc.body.textContent, /Too many messages from your address/);
  });

  it('a page cache\'s copy: a visitor\'s nonce is taken for a week, not past it', async () => {
    // The flood before used this address's minute: its count forgotten.
    forgetRateLimits(wp);
    // Made as WordPress makes it for a visitor not signed in, `ticks` of 12 hours ago.
    const made = (ticks) => wp.php(`return substr( wp_hash( ( wp_nonce_tick( 'x_contact' ) - ${ticks} ) . '|x_contact|0|', 'nonce' ), -12, 10 );`);
    const threeDays = await postForm({ x_nonce: made(6), name: 'Flo', email: 'flo@example.com', message: 'From a cached page.' });
    assert.equal(threeDays.status, 200);
    assert.equal(stored("email = 'flo@example.com'").length, 1);
    const nineDays = await postForm({ x_nonce: made(18), x_form_id: 'wp-contact', name: 'Flo', email: 'flo.late@example.com', message: 'Too old.' });
    assert.equal(nineDays.status, 403);
    assert.equal(stored("email = 'flo.late@example.com'").length, 0);
    // The edge: 14 ticks back taken, 15 not; a signed-in user's nonce keeps WordPress's 24 hours.
    const ok = (code) => wp.php(`${code} return XElements\\nonce_ok( $n, 'x_contact' );`);
    const ago = (ticks, uid) => `$n = substr( wp_hash( ( wp_nonce_tick( 'x_contact' ) - ${ticks} ) . '|x_contact|${uid}|', 'nonce' ), -12, 10 );`;
    assert.deepEqual([ok(ago(14, 0)), ok(ago(15, 0))], [true, false]);
    assert.deepEqual([ok(`wp_set_current_user( 1 ); ${ago(1, 1)}`), ok(`wp_set_current_user( 1 ); ${ago(6, 1)}`)], [true, false]);
  });
});
