// The spam check on the server: with a captcha provider and its secret in
// Settings > x-elements, a newsletter signup (in Chromium, through the
// element and a provider registered on the page), a contact form with
// captcha-token and an embedded form are stored only with a token the
// provider accepts (tests/wordpress/mu-plugins/captcha-stub.php answers for
// the providers); without one they are refused and say so, and nothing is
// stored.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { forgetRateLimits, htmlBlock, inBrowser, savePost, site, until } from './wp.mjs';

let wp;
before(async () => (wp = await site()));
after(() => wp?.close());

const NEWSLETTER = `<x-newsletter list-id="spam-checked" provider="wordpress" account="site" captcha-token>
  <form>
    <p><label>Email <input name="email" type="email" required></label></p>
    <p><button type="submit">Subscribe</button></p>
  </form>
</x-newsletter>`;
const CONTACT = `<x-contact-form id="checked-contact" captcha-token>
  <form>
    <p><label for="k-name">Name</label><input id="k-name" name="name" data-required-mark="required" data-field-type="input"></p>
    <p><label for="k-message">Message</label><textarea id="k-message" name="message" data-required-mark="required" data-field-type="text"></textarea></p>
    <button type="submit">Send</button>
  </form>
</x-contact-form>`;
const stored = (where) => Number(wp.sql(`SELECT COUNT(*) FROM wp_x_submissions WHERE ${where}`).trim());
const setCaptcha = (provider, secret) => wp.php(`$o = get_option( 'x_elements_settings', array() ); $o = is_array( $o ) ? $o : array(); $o['captcha_provider'] = '${provider}'; $o['captcha_secret'] = '${secret}'; update_option( 'x_elements_settings', $o ); return true;`);
const asked = () => readFileSync(`${wp.php('return WP_CONTENT_DIR;')}/captcha.log`, 'utf8').trim().split('\n').map((l) => JSON.parse(l));

describe('the spam check (a captcha provider set up in the settings)', () => {
  let newsletter;
  let contact;
  before(async () => {
    newsletter = await savePost(wp, 'author', { title: 'Checked newsletter', content: htmlBlock(NEWSLETTER) });
    contact = await savePost(wp, 'author', { title: 'Checked contact', content: htmlBlock(CONTACT) });
    setCaptcha('turnstile', 'test-secret');
  });
  after(() => {
    setCaptcha('', '');
    forgetRateLimits(wp); // the contact posts here count against the next file's
  });

  it('Chromium: a signup with a token the provider accepts is stored; a refused or unreachable check keeps what was typed and stores nothing', async () => {
    await inBrowser('chromium', async (tab) => {
      // The provider a site registers on its pages; the token it gives is set per attempt.
      await tab.evaluateOnNewDocument(() => {
        window.xElementsCaptcha = { getToken: (action) => `${window.nextToken ?? 'pass'}-${action}`.replace(/^down-.*/, 'down') };
      });
      await tab.goto(newsletter.link, { waitUntil: 'load' });
      await tab.waitForSelector('x-newsletter[data-x-ready]');
      await tab.type('input[name="email"]', 'kim@example.com');
      const send = async (token) => {
        await tab.evaluate((t) => {
          window.nextToken = t;
          document.querySelector('x-newsletter button[type="submit"]').click();
        }, token);
      };
      const text = () => tab.evaluate(() => document.querySelector('x-newsletter').shadowRoot?.textContent ?? '');
      await send('fail');
      await until(async () => /spam check did not pass/.test(await text()), 'the refusal');
      assert.equal(await tab.$eval('input[name="email"]', (i) => i.value), 'kim@example.com', 'what was typed is kept');
      await send('down');
      await until(async () => /spam check could not run/.test(await text()), 'the provider unreachable');
      assert.equal(stored("form_type = 'newsletter' AND email = 'kim@example.com'"), 0);
      await send('pass');
      await until(async () => /Thanks for subscribing/.test(await text()), 'the thanks');
      assert.equal(stored("form_type = 'newsletter' AND email = 'kim@example.com'"), 1);
    });
    const last = asked().at(-1);
    assert.deepEqual(last, { url: 'https://challenges.cloudflare.com/turnstile/v0/siteverify', secret: 'test-secret', response: 'pass-newsletter' });
    // A retry of a stored signup (its reply lost, its token spent) is answered as stored, not checked again.
    const settings = /"frontend_nonce":"([^"]+)"/.exec(await (await fetch(newsletter.link)).text());
    const retry = (token) => fetch(`${wp.url}/wp-admin/admin-ajax.php`, { method: 'POST', headers: { origin: wp.url, 'idempotency-key': 'signup-retry' }, body: new URLSearchParams({ action: 'x_newsletter_subscribe', nonce: settings[1], list_id: 'spam-checked', email: 'lee@example.com', token }) });
    assert.equal((await retry('pass-newsletter')).status, 200);
    const before = asked().length;
    assert.equal((await retry('spent')).status, 200);
    assert.equal(asked().length, before);
    assert.equal(stored("form_type = 'newsletter' AND email = 'lee@example.com'"), 1);
  });

  it('a contact form with captcha-token and an embedded form: refused without a token, with another action\'s, or a low score; stored with their own', async () => {
    const nonce = /name="x_nonce" value="([^"]+)"/.exec(await (await fetch(contact.link)).text())[1];
    const postContact = async (token) => {
      const res = await fetch(contact.link, { method: 'POST', headers: { origin: wp.url }, body: new URLSearchParams({ x_nonce: nonce, x_form_id: 'checked-contact', name: 'Lou', message: `Token ${token}`, ...(token ? { token } : {}) }), redirect: 'manual' });
      return { status: res.status, text: await res.text() };
    };
    for (const token of ['', 'pass-newsletter']) {
      const refused = await postContact(token);
      assert.equal(refused.status, 403, token);
      assert.match(refused.text, /spam check did not pass/);
    }
    assert.equal((await postContact('down')).status, 503);
    assert.equal(stored("form_type = 'contact' AND form_id = 'checked-contact'"), 0);
    const once = await fetch(contact.link, { method: 'POST', headers: { origin: wp.url, 'idempotency-key': 'checked-1' }, body: new URLSearchParams({ x_nonce: nonce, x_form_id: 'checked-contact', name: 'Lou', message: 'Once', token: 'pass-contact' }), redirect: 'manual' });
    assert.equal(once.status, 200);
    // Its reply lost, the retry brings a token already spent: answered as stored, the provider not asked again.
    const before = asked().length;
    const retry = await fetch(contact.link, { method: 'POST', headers: { origin: wp.url, 'idempotency-key': 'checked-1' }, body: new URLSearchParams({ x_nonce: nonce, x_form_id: 'checked-contact', name: 'Lou', message: 'Once', token: 'spent' }), redirect: 'manual' });
    assert.equal(retry.status, 200);
    assert.equal(asked().length, before);
    assert.equal(stored("form_type = 'contact' AND form_id = 'checked-contact'"), 1);

    const postEmbed = async (fields) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      const res = await fetch(`${wp.url}/api/embed/submit?form=checked`, { method: 'POST', headers: { origin: wp.url, accept: 'application/json' }, body });
      return { status: res.status, body: await res.json() };
    };
    for (const captcha of ['', 'nope', 'pass-contact']) {
      const refused = await postEmbed({ email: 'mo@example.com', ...(captcha ? { captcha } : {}) });
      assert.equal(refused.status, 422, captcha);
      assert.match(refused.body.validation_messages.captcha, /spam check did not pass/);
    }
    // The provider not answering is also said on the captcha field: the one reply the embedded form shows.
    const down = await postEmbed({ email: 'mo@example.com', captcha: 'down' });
    assert.deepEqual([down.status, down.body.validation_messages.captcha], [422, 'The spam check could not run. Nothing you typed is lost: please try again.']);
    const accepted = await postEmbed({ email: 'mo@example.com', captcha: 'pass-embed' });
    assert.equal(accepted.status, 201);
    // The token is spent, not the visitor's data: it is not stored.
    assert.deepEqual(JSON.parse(wp.sql("SELECT field_values FROM wp_x_submissions WHERE form_id = 'checked' AND email = 'mo@example.com'").trim()), { email: 'mo@example.com' });
  });

  it('reads a score for reCAPTCHA only; the secret is never printed back in the settings', async () => {
    setCaptcha('recaptcha', 'test-secret');
    try {
      const post = (captcha) => fetch(`${wp.url}/api/embed/submit?form=scored`, { method: 'POST', headers: { origin: wp.url, accept: 'application/json' }, body: new URLSearchParams({ email: 'sol@example.com', captcha }) });
      assert.equal((await post('low-embed')).status, 422);
      assert.equal((await post('pass-embed')).status, 201);
    } finally {
      setCaptcha('turnstile', 'test-secret');
    }
    // A wrong secret is the site's problem, not the visitor's: they are asked to try again, the settings page says why.
    const wrong = await fetch(`${wp.url}/api/embed/submit?form=scored`, { method: 'POST', headers: { origin: wp.url, accept: 'application/json' }, body: new URLSearchParams({ email: 'sol@example.com', captcha: 'bad-secret' }) });
    assert.equal((await wrong.json()).validation_messages.captcha, 'The spam check could not run. Nothing you typed is lost: please try again.');
    assert.match(wp.php('ob_start(); XElements\\captcha_section_text(); return ob_get_clean();'), /could not run .* ago: the provider refused the check itself \(invalid-input-secret\)/);
    const field = wp.php("ob_start(); XElements\\field( array( 'key' => 'captcha_secret', 'label_for' => 'x-elements-captcha_secret' ) ); return ob_get_clean();");
    assert.doesNotMatch(field, /test-secret/);
    assert.match(field, /value="" placeholder="Saved: leave empty to keep it"/);
  });

  it('without a provider and secret, forms are judged as before', async () => {
    setCaptcha('turnstile', '');
    try {
      const res = await fetch(`${wp.url}/api/embed/submit?form=unchecked`, { method: 'POST', headers: { origin: wp.url, accept: 'application/json' }, body: new URLSearchParams({ email: 'nia@example.com' }) });
      assert.equal(res.status, 201);
    } finally {
      setCaptcha('turnstile', 'test-secret');
    }
  });
});
