// The contact form and the newsletter on their docs pages against the real
// reference server (SQLite): success, server-side refusals, and the fault
// cases (500, timeout, offline, garbage): input kept, message shown, and a
// retry stores exactly one row.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './browser.mjs';

// Many submissions from one address in a minute here; the limit has its own test.
process.env.CONTACT_RATE_LIMIT = '1000';
process.env.SUBSCRIBE_RATE_LIMIT = '1000';
const env = serverAndBrowser({ before, after });
const rows = (table) => env.server.db.prepare(`SELECT * FROM ${table}`).all();

async function open(path, { js = true } = {}) {
  const context = await env.browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}${path}`);
  if (js) await page.waitForFunction(() => [...document.querySelectorAll('x-contact-form, x-newsletter')].every((el) => el.hasAttribute('data-x-ready')));
  return { context, page, errors };
}

const message = (page, host) => page.locator(`${host} >> [part="message"]`).innerText();

async function fillContact(page, { email = 'ann@example.com', text = 'Hello from the e2e test' } = {}) {
  await page.fill('#c-name', 'Ann Lee');
  await page.fill('#c-email', email);
  await page.check('#contact input[value="support"]');
  await page.fill('#c-message', text);
  const [a, b] = (await page.textContent('#contact [data-x-captcha-question]')).split('+').map(Number);
  await page.fill('#contact input[name="x_captcha"]', String(a + b));
}

describe('x-contact-form against the reference server', () => {
  it('refuses an empty form in place, then sends, shows the reply container and stores one message', async () => {
    const { context, page, errors } = await open('/x-contact-form.html');
    await page.click('#contact button[type="submit"]');
    assert.match(await message(page, '#contact'), /Please, fill in the following fields:\s*Name\s*Email\s*Topic\s*Message\s*Captcha/);
    await page.check('#contact input[value="sales"]');
    await page.waitForSelector('#c-budget', { state: 'visible' });
    await fillContact(page);
    await page.check('#contact input[value="support"]');
    await page.waitForSelector('#c-budget', { state: 'hidden' });
    const conversion = page.evaluate(() => new Promise((r) => document.addEventListener('x-contact-form-conversion', (e) => r(e.detail), { once: true })));
    await page.click('#contact button[type="submit"]');
    await page.waitForSelector('#contact .x-contact-success');
    assert.match(await page.textContent('#contact'), /Thanks! We will answer within one working day\./);
    assert.deepEqual(await conversion, { formId: 'contact', redirect: '' });
    const stored = rows('contact_messages');
    assert.equal(stored.length, 1);
    assert.deepEqual(JSON.parse(stored[0].field_values), { name: 'Ann Lee', email: 'ann@example.com', topic: 'support', message: 'Hello from the e2e test' });
    assert.deepEqual(JSON.parse(stored[0].hidden_fields), ['budget']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the server re-checks: a value the client let through is refused with its text, and the input stays', async () => {
    const { context, page } = await open('/x-contact-form.html');
    const before = rows('contact_messages').length;
    await fillContact(page);
    // Tamper with the captcha numbers the client sends: only the server can tell.
    await page.route('**/x-contact-form.html', async (route) => {
      // The form's fields come form-encoded, as the form itself posts them.
      const body = route.request().postData().replace(/(^|&)(x_captcha_first=)\d+/, '$1$299');
      await route.continue({ postData: body });
    });
    await page.click('#contact button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('#contact').shadowRoot.querySelector('[part="message"]').textContent.includes('wrong number in captcha'));
    assert.equal(await page.inputValue('#c-message'), 'Hello from the e2e test');
    assert.equal(rows('contact_messages').length, before);
    await context.close();
  });

  const faults = {
    '500 after the server stored it': async (route) => {
      await route.fetch(); // the server stores the message; the visitor never hears of it
      await route.fulfill({ status: 500, body: 'Internal Server Error' });
    },
    'a timeout after the server stored it': async (route, late) => {
      await route.fetch();
      await late; // answered only once the visitor has been told it took too long
      await route.fulfill({ status: 200, body: 'late' }).catch(() => {});
    },
    garbage: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '\u0000\u0001 not a page' }),
    offline: null,
  };
  for (const [name, fault] of Object.entries(faults)) {
    it(`${name}: input kept, message shown, retry stores exactly one row`, async () => {
      const { context, page } = await open('/x-contact-form.html');
      const before = rows('contact_messages').length;
      await page.evaluate(() => document.getElementById('contact').setAttribute('timeout', '1'));
      await fillContact(page, { text: `fault: ${name}` });
      let told;
      const late = new Promise((r) => (told = r));
      if (fault) await page.route('**/x-contact-form.html', (route) => fault(route, late), { times: 1 });
      else await context.setOffline(true);
      await page.click('#contact button[type="submit"]');
      await page.waitForFunction(() => /Nothing you typed is lost/.test(document.querySelector('#contact').shadowRoot.querySelector('[part="message"]').textContent));
      told();
      assert.equal(await page.inputValue('#c-message'), `fault: ${name}`);
      assert.equal(await page.inputValue('#c-name'), 'Ann Lee');
      if (!fault) await context.setOffline(false);
      await page.evaluate(() => document.getElementById('contact').setAttribute('timeout', '20'));
      await page.click('#contact button[type="submit"]');
      await page.waitForSelector('#contact .x-contact-success');
      const mine = rows('contact_messages').filter((r) => JSON.parse(r.field_values).message === `fault: ${name}`);
      assert.equal(mine.length, 1);
      assert.equal(rows('contact_messages').length, before + 1);
      await context.close();
    });
  }

  it('without scripts the form still posts to its page and the reply page carries the result', async () => {
    const { context, page } = await open('/x-contact-form.html', { js: false });
    // The browser's own checks pass; the server's email rule does not (one domain part).
    await page.fill('#c-name', 'No Script');
    await page.fill('#c-email', 'ann@localhost');
    await page.check('#contact input[value="support"]');
    await page.fill('#c-message', 'typed without scripts');
    await page.fill('#c-budget', '100'); // shown without scripts; the server skips it (topic is not sales)
    await page.click('#contact button[type="submit"]');
    await page.waitForSelector('#contact [data-x-contact-error]');
    assert.match(await page.textContent('#contact [data-x-contact-error]'), /Invalid email/);
    assert.equal(await page.inputValue('#c-name'), 'No Script', 'the server fills the values back in');
    assert.equal(await page.inputValue('#c-message'), 'typed without scripts');
    // A form without the maths captcha goes through.
    await page.fill('#cb-phone', '+33 1 23 45 67 89');
    await page.click('#callback button[type="submit"]');
    await page.waitForSelector('#callback .x-contact-success');
    assert.equal(rows('contact_messages').filter((r) => r.form_id === 'callback').length, 1);
    await context.close();
  });

  it('redirects after a conversion when redirect-url is set', async () => {
    const { context, page } = await open('/x-contact-form.html');
    await page.evaluate(() => document.getElementById('contact').setAttribute('redirect-url', '/index.html?sent'));
    await fillContact(page);
    await Promise.all([page.waitForURL('**/index.html?sent'), page.click('#contact button[type="submit"]')]);
    await context.close();
  });
});

describe('x-newsletter against the reference server', () => {
  const first = 'x-newsletter[list-id="weekly"]';
  async function fill(page, email) {
    await page.fill(`${first} [name="first_name"]`, 'Ann');
    await page.fill(`${first} [name="last_name"]`, 'Lee');
    await page.fill(`${first} [name="email"]`, email);
    await page.check(`${first} input[value="events"]`);
    await page.fill(`${first} [name="city"]`, 'Lyon');
    await page.check(`${first} [name="terms"]`);
  }

  it('subscribes once per address with the nonce, custom fields and hidden ids stored', async () => {
    const { context, page, errors } = await open('/x-newsletter.html');
    await fill(page, 'news@example.com');
    await page.click(`${first} button`);
    await page.waitForFunction((sel) => document.querySelector(sel).getAttribute('data-state') === 'subscribed', first);
    assert.equal(await message(page, first), 'Thanks! Check your inbox to confirm.');
    assert.equal(await page.locator(`${first} form`).isHidden(), true);
    const row = rows('subscribers').find((r) => r.email === 'news@example.com');
    assert.equal(row.list_id, 'weekly');
    assert.equal(row.first_name, 'Ann');
    assert.deepEqual(JSON.parse(row.custom_fields), { company: '', topics: ['events'], city: 'Lyon', terms: 'yes' });
    assert.deepEqual(JSON.parse(row.hidden_fields), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a stale nonce is refused with the server\'s message', async () => {
    const { context, page } = await open('/x-newsletter.html');
    // A page cached since yesterday: its nonce no longer verifies.
    await page.route('**/api/settings.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.xElementsSettings = { frontend_nonce: "stale" };' }));
    await page.reload();
    await page.waitForFunction(() => document.querySelector('x-newsletter').hasAttribute('data-x-ready'));
    await fill(page, 'stale@example.com');
    await page.click(`${first} button`);
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('[part="message"]').textContent.includes('expired'), first);
    assert.equal(rows('subscribers').filter((r) => r.email === 'stale@example.com').length, 0);
    await context.close();
  });

  const faults = {
    500: async (route) => {
      await route.fetch();
      await route.fulfill({ status: 500, body: 'Internal Server Error' });
    },
    timeout: async (route, late) => {
      await route.fetch();
      await late; // answered only once the visitor has been told it took too long
      await route.fulfill({ status: 200, body: '{}' }).catch(() => {});
    },
    garbage: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":' }),
    offline: null,
  };
  for (const [name, fault] of Object.entries(faults)) {
    it(`${name}: input kept, message shown, retry stores exactly one row`, async () => {
      const { context, page } = await open('/x-newsletter.html');
      const email = `fault-${name}@example.com`;
      await page.evaluate((sel) => document.querySelector(sel).setAttribute('timeout', '1'), first);
      await fill(page, email);
      let told;
      const late = new Promise((r) => (told = r));
      if (fault) await page.route('**/wp-admin/admin-ajax.php', (route) => fault(route, late), { times: 1 });
      else await context.setOffline(true);
      await page.click(`${first} button`);
      await page.waitForFunction((sel) => /Nothing you typed is lost/.test(document.querySelector(sel).shadowRoot.querySelector('[part="message"]').textContent), first);
      told();
      assert.equal(await page.inputValue(`${first} [name="email"]`), email);
      if (!fault) await context.setOffline(false);
      await page.evaluate((sel) => document.querySelector(sel).setAttribute('timeout', '20'), first);
      await page.click(`${first} button`);
      await page.waitForFunction((sel) => document.querySelector(sel).getAttribute('data-state') === 'subscribed', first);
      assert.equal(rows('subscribers').filter((r) => r.email === email).length, 1);
      await context.close();
    });
  }
});
