// The forms' server side in WordPress, read back from MariaDB: the
// newsletter's subscribe action (admin-ajax) stores a sign-up exactly once
// (normal, duplicate click, on the list already, invalid, another site, server
// error), in Chromium and Firefox; the consent banner logs to its REST route.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINES, htmlBlock, inBrowser, logIn, savePost, site, until, watchedPage, withoutSubmissionsTable } from './wp.mjs';

let wp;
before(async () => (wp = await site()));
after(() => wp?.close());

// The newsletter's rows only: other files on the shared site store contact messages from the same addresses.
const rows = (where) => Number(wp.sql(`SELECT COUNT(*) FROM wp_x_submissions WHERE form_type = 'newsletter' AND ${where}`).trim());

const NEWSLETTER = `<x-newsletter list-id="weekly" provider="wordpress" account="site">
  <form>
    <p><label>First name <input name="first_name" required></label></p>
    <p><label>Email <input name="email" type="email" required></label></p>
    <p><button type="submit">Subscribe</button></p>
  </form>
</x-newsletter>`;

describe('the newsletter, subscribed through admin-ajax', () => {
  let page;
  before(async () => {
    page = await savePost(wp, 'author', { title: 'Newsletter', content: htmlBlock(NEWSLETTER) });
  });

  /** Opens the post in `browser`, fills the form and sends it with `clicks` clicks in a row; returns the page. */
  async function subscribe(browser, { email, name = 'Ann', clicks = 1 }) {
    const tab = await watchedPage(browser);
    await tab.goto(page.link, { waitUntil: 'load' });
    await tab.waitForSelector('x-newsletter[data-x-ready]');
    await tab.type('input[name="first_name"]', name);
    await tab.type('input[name="email"]', email);
    await tab.evaluate((n) => {
      const button = document.querySelector('x-newsletter button[type="submit"]');
      for (let i = 0; i < n; i++) button.click();
    }, clicks);
    return tab;
  }
  const message = (tab) => tab.evaluate(() => document.querySelector('x-newsletter').shadowRoot?.textContent ?? '');

  for (const engine of Object.keys(ENGINES)) {
    it(`${engine}: a sign-up is stored once, also when the button is clicked three times`, async () => {
      const browser = await ENGINES[engine]();
      try {
        const email = `ann.${engine}@example.com`;
        const tab = await subscribe(browser, { email, clicks: 3 });
        await until(async () => /Thanks for subscribing/.test(await message(tab)), 'the thanks');
        assert.equal(rows(`email = '${email}' AND form_type = 'newsletter' AND list_id = 'weekly'`), 1);
        const values = JSON.parse(wp.sql(`SELECT field_values FROM wp_x_submissions WHERE form_type = 'newsletter' AND email = '${email}'`));
        assert.equal(values.first_name, 'Ann');
        assert.deepEqual(tab.problems, []);

        // The same address again: the same thanks as a new one (whether an address is on the list is not the
        // form's to tell), nothing stored twice.
        const again = await subscribe(browser, { email: email.toUpperCase() });
        await until(async () => /Thanks for subscribing/.test(await message(again)), 'the same thanks');
        assert.doesNotMatch(await message(again), /already/);
        assert.equal(rows(`email = '${email}'`), 1);
      } finally {
        await browser.close();
      }
    });
  }

  it('a server error keeps what the visitor typed; sent again, it is stored once', async () => {
    const browser = await ENGINES.chromium();
    try {
      let tab;
      await withoutSubmissionsTable(wp, async () => {
        tab = await subscribe(browser, { email: 'bob@example.com', name: 'Bob' });
        await until(async () => /could not be saved/.test(await message(tab)), 'the error');
      });
      assert.equal(await tab.$eval('input[name="email"]', (i) => i.value), 'bob@example.com');
      await tab.click('x-newsletter button[type="submit"]');
      await until(async () => /Thanks for subscribing/.test(await message(tab)), 'the thanks, second time');
      assert.equal(rows("email = 'bob@example.com'"), 1);
      // The element's key reached the plugin as the Idempotency-Key header.
      assert.match(wp.sql("SELECT idempotency_key FROM wp_x_submissions WHERE email = 'bob@example.com'").trim(), /^[0-9a-f]{32}$/);
    } finally {
      await browser.close();
    }
  });

  it('the server\'s own rules, its nonce and its site check (posts made outside the element)', async () => {
    await inBrowser('chromium', async (tab) => {
      await tab.goto(page.link, { waitUntil: 'load' });
      const post = (fields) => tab.evaluate(async (f) => {
        const s = window.xElementsSettings;
        const res = await fetch(s.ajaxurl, { method: 'POST', body: new URLSearchParams({ action: s.actions.subscribe, nonce: s.frontend_nonce, list_id: 'weekly', ...f }) });
        return { status: res.status, body: await res.json() };
      }, fields);
      assert.deepEqual(await post({ email: 'not-an-address', first_name: ' ' }), {
        status: 200, body: { error: 'Please, check the fields below to make sure you entered the correct information.', fields: ['first_name', 'email'] },
      });
      assert.equal((await post({ email: 'cy@example.com', nonce: 'forged' })).status, 403);
      assert.equal((await post({ email: 'cy@example.com', custom_fields: '[1]' })).body.error, 'custom_fields must be an object of at most 30 text or list values.');
      assert.equal(rows("email = 'cy@example.com'"), 0);
    });
    // Another site's page posting with a visitor's cookies: refused before anything is read.
    const nonce = JSON.parse(/window\.xElementsSettings = (\{.*?\});/.exec(await (await fetch(page.link)).text())[1]).frontend_nonce;
    const res = await fetch(`${wp.url}/wp-admin/admin-ajax.php`, {
      method: 'POST', headers: { origin: 'https://evil.example' }, body: new URLSearchParams({ action: 'x_newsletter_subscribe', nonce, list_id: 'weekly', email: 'dee@example.com' }),
    });
    assert.equal(res.status, 403);
    assert.equal(rows("email = 'dee@example.com'"), 0);
  });
});

describe('the consent banner and its log', () => {
  after(() => wp.php("delete_option('x_elements_settings'); return true;"));

  it('the admin turns consent on in Settings > x-elements; an Author cannot open the page', async () => {
    await inBrowser('chromium', async (admin, browser) => {
      await logIn(admin, wp, 'admin');
      await admin.goto(`${wp.url}/wp-admin/options-general.php?page=x-elements`, { waitUntil: 'domcontentloaded' });
      await admin.click('#x-elements-consent');
      await admin.select('#x-elements-consent_mode', 'gdpr');
      await admin.type('#x-elements-providers', 'widgets.example.com functional\nnot a provider line');
      await admin.type('#x-elements-category_analytics', 'Counting visits <b>so we</b> can improve.');
      await Promise.all([admin.waitForNavigation({ waitUntil: 'domcontentloaded' }), admin.click('#submit')]);
      assert.match(await admin.$eval('.wrap', (el) => el.textContent), /Not a provider line \(pattern and category\): "not a provider line"/);
      assert.deepEqual(wp.php("return get_option('x_elements_settings');"), {
        consent: true, consent_mode: 'gdpr', consent_domain: '', providers: [{ pattern: 'widgets.example.com', category: 'functional' }],
        consent_text: 'We use cookies to run this site and, if you agree, to measure visits and show relevant content.',
        wrap_header: '', wrap_menu: false, mobile_menu: false, wrap_blog: false, wrap_comments: false, captcha_provider: '', captcha_secret: '',
        category_necessary: '', category_functional: '', category_analytics: 'Counting visits so we can improve.', category_performance: '', category_advertisement: '',
        disabled_elements: [],
      });
      const context = await browser.createBrowserContext();
      const author = await context.newPage();
      await logIn(author, wp, 'author');
      await author.goto(`${wp.url}/wp-admin/options-general.php?page=x-elements`, { waitUntil: 'domcontentloaded' });
      const text = await author.evaluate(() => document.body.textContent);
      assert.match(text, /Sorry, you are not allowed to access this page/, text.slice(0, 300));
    });
  });

  it('the blocker is first in <head>, the banner on the page, and each choice is logged in MariaDB', async () => {
    const { link } = await savePost(wp, 'author', { title: 'Consent', content: '<p>Hello.</p>' });
    const html = await (await fetch(link)).text();
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)[1];
    assert.match(head.slice(0, head.search(/<script/) + 300), /window\.xConsentConfig/, 'the blocker\'s configuration is the first script');
    assert.ok(head.indexOf('x-consent-blocker.js') < head.indexOf('x-elements.js'), 'the blocker before the autoloader');
    assert.match(head, /window\.xConsentConfig = \{"providers":\[\{"pattern":"widgets\.example\.com","category":"functional"\}\]\};/);
    assert.match(html, /<span slot="category-analytics">Counting visits so we can improve\.<\/span><\/x-consent>/);
    await inBrowser('chromium', async (tab) => {
      await tab.goto(link, { waitUntil: 'load' });
      const accept = await tab.waitForSelector('x-consent >>> [part~="accept"]');
      // This visit's logs: those after the ones already there (other files log on the shared site too).
      const last = Number(wp.sql('SELECT COALESCE(MAX(id), 0) FROM wp_x_consent_log'));
      const logs = () => wp.sql(`SELECT request_type, consent_session_id, banner_id FROM wp_x_consent_log WHERE id > ${last} ORDER BY id`).trim().split('\n').filter(Boolean).map((l) => l.split('\t'));
      await accept.click();
      await until(() => logs().some(([type]) => type === 'accept_all'), 'the accept_all log');
      const visit = logs();
      assert.deepEqual(visit.map(([type]) => type).filter((t) => t === 'accept_all'), ['accept_all']);
      assert.equal(new Set(visit.map(([, session]) => session)).size, 1, 'one consent session');
      assert.ok(visit.every(([, , banner]) => banner === 'wordpress'));
      assert.deepEqual(tab.problems, []);
    });
  });
});
