// The theme's header and menus as elements, on Debian's default theme
// (Twenty Twenty-Three, a block theme): Settings > x-elements wraps its
// header template part in <x-header> and its Navigation block in <x-menu>;
// they upgrade with no console error in Chromium and Firefox, the menu's
// links still lead where they did, and the sticky header stays in view; its
// Query Loop loads the next page in place; its comment form, by x-comments,
// posts to WordPress's own comment handler.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser } from 'linkedom';
import { ENGINES, inBrowser, logIn, savePost, site, until, watchedPage } from './wp.mjs';

let wp;
before(async () => (wp = await site()));
after(() => wp?.close());

describe('the theme\'s header and menus', () => {
  let link;
  before(async () => {
    assert.equal(wp.php('return get_stylesheet();'), 'twentytwentythree');
    wp.php("update_option('x_elements_settings', array('wrap_header' => 'sticky', 'wrap_menu' => true)); return true;");
    // A long page, so the header has somewhere to stick.
    ({ link } = await savePost(wp, 'author', { title: 'A long page', content: Array.from({ length: 60 }, (_, i) => `<p>Paragraph ${i}.</p>`).join('\n') }));
    await savePost(wp, 'admin', { title: 'About us', content: '<p>About.</p>', type: 'pages' });
  });
  after(() => wp.php("delete_option('x_elements_settings'); return true;"));

  it('the page leaves the server with the header and the navigation wrapped', async () => {
    const html = await (await fetch(link)).text();
    assert.match(html, /<x-header mode="sticky"><header class="wp-block-template-part">/);
    assert.match(html, /<x-menu><nav [^>]*class="[^"]*wp-block-navigation/);
  });

  for (const engine of Object.keys(ENGINES)) {
    it(`${engine}: both upgrade, the header sticks, the menu's links lead where they did`, async () => {
      await inBrowser(engine, async (tab) => {
        await tab.goto(link, { waitUntil: 'load' });
        await tab.waitForSelector('x-header[data-x-ready] header');
        await tab.waitForSelector('x-menu[data-x-ready] nav');
        await tab.evaluate(() => window.scrollTo(0, 2000));
        await until(() => tab.evaluate(() => Math.abs(document.querySelector('x-header').getBoundingClientRect().top) < 50), 'the header in view after scrolling');
        const about = await tab.$eval('x-menu a[href*="about-us"]', (a) => a.href);
        await Promise.all([tab.waitForNavigation({ waitUntil: 'domcontentloaded' }), tab.evaluate((href) => document.querySelector(`x-menu a[href="${href}"]`).click(), about)]);
        assert.equal(tab.url(), about);
        assert.deepEqual(tab.problems, []);
      });
    });
  }
});

describe('the blog\'s pages, loaded in place', () => {
  before(async () => {
    wp.php("update_option('x_elements_settings', array('wrap_blog' => true)); return true;");
    // More posts than a page holds (10), each dated so the order is known.
    wp.php(`for ($i = 1; $i <= 12; $i++) wp_insert_post(array('post_title' => "Blog post $i", 'post_content' => "<p>Post $i.</p>", 'post_status' => 'publish', 'post_date' => sprintf('2020-01-%02d 10:00:00', $i))); return true;`);
  });
  after(() => wp.php("delete_option('x_elements_settings'); return true;"));

  for (const engine of Object.keys(ENGINES)) {
    it(`${engine}: the home page's next page replaces the loop without leaving the page`, async () => {
      await inBrowser(engine, async (tab) => {
        await tab.goto(`${wp.url}/`, { waitUntil: 'load' });
        await tab.waitForSelector('x-blog[data-x-ready] nav[data-x-pagination]');
        await tab.evaluate(() => (window.__samePage = true));
        const titles = () => tab.$$eval('x-blog .wp-block-post-title', (hs) => hs.map((h) => h.textContent.trim()));
        const first = await titles();
        await tab.evaluate(() => document.querySelector('x-blog nav[data-x-pagination] a[href*="/page/2/"]').click());
        await until(async () => JSON.stringify(await titles()) !== JSON.stringify(first), 'the second page in place');
        assert.equal(await tab.evaluate(() => window.__samePage), true, 'no navigation');
        // What the server shows as the second page (other files add posts to the shared site).
        const second = new DOMParser().parseFromString(await (await fetch(`${wp.url}/page/2/`)).text(), 'text/html');
        assert.deepEqual(await titles(), [...second.querySelectorAll('.wp-block-post-title')].map((h) => h.textContent.trim()));
        assert.deepEqual(tab.problems, []);
      });
    });
  }
});

describe('the comment form, by x-comments', () => {
  before(() => wp.php("update_option('x_elements_settings', array('wrap_comments' => true)); return true;"));
  after(() => wp.php("delete_option('x_elements_settings'); return true;"));

  it('a visitor\'s comment goes to WordPress\'s own handler and is stored once', async () => {
    const { link, id } = await savePost(wp, 'author', { title: 'Comment on me', content: '<p>Say something.</p>' });
    await inBrowser('chromium', async (tab) => {
      await tab.goto(link, { waitUntil: 'load' });
      await tab.waitForSelector('x-comments[data-x-ready] form#commentform');
      assert.equal(await tab.$eval('x-comments #author', (i) => i.placeholder.replace(/\s*\*$/, '')), 'Name');
      await tab.type('x-comments #comment', 'A comment through x-comments.');
      await tab.type('x-comments #author', 'Wren');
      await tab.type('x-comments #email', 'wren@example.com');
      await Promise.all([tab.waitForNavigation({ waitUntil: 'domcontentloaded' }), tab.click('x-comments #submit')]);
      assert.equal(wp.sql(`SELECT comment_author, comment_content FROM wp_comments WHERE comment_post_ID = ${id}`).trim(), 'Wren\tA comment through x-comments.');
      assert.deepEqual(tab.problems, []);
    });
  });
});

describe('an element the site does not load (Settings > x-elements > Elements)', () => {
  after(() => wp.php("delete_option('x_elements_settings'); return true;"));

  it('the admin unchecks it; its tag is a plain <div> in the page, its content all shown, its file never requested', async () => {
    const { link } = await savePost(wp, 'author', { title: 'Plain tabs', content: '<x-tabs id="plain"><button slot="tab">One</button><div><p>First panel.</p></div><button slot="tab">Two</button><div><p>Second panel.</p></div></x-tabs>' });
    await inBrowser('chromium', async (admin, browser) => {
      await logIn(admin, wp, 'admin');
      await admin.goto(`${wp.url}/wp-admin/options-general.php?page=x-elements`, { waitUntil: 'domcontentloaded' });
      await admin.click('input[name="x_elements_settings[enabled_elements][]"][value="x-tabs"]');
      await Promise.all([admin.waitForNavigation({ waitUntil: 'domcontentloaded' }), admin.click('#submit')]);
      assert.deepEqual(wp.php("return get_option('x_elements_settings')['disabled_elements'];"), ['x-tabs']);

      const html = await (await fetch(link)).text();
      assert.match(html, /<div data-x-element="x-tabs" id="plain">/);
      assert.doesNotMatch(html, /<x-tabs/);
      const tab = await watchedPage(browser);
      const requested = [];
      tab.on('request', (r) => requested.push(r.url()));
      await tab.goto(link, { waitUntil: 'networkidle0' });
      assert.equal(await tab.evaluate(() => document.querySelector('[data-x-element="x-tabs"]').innerText.includes('Second panel.')), true);
      assert.deepEqual(requested.filter((u) => u.includes('/elements/x-tabs.js')), []);
      assert.deepEqual(tab.problems, []);
    });
  });
});
