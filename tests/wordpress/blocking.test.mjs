// Consent the WordPress way: known vendors' tags held in the page's HTML on
// the server, so the browser requests nothing from them before consent (seen
// at the network) and loads them once allowed; the server compares
// addresses as the client blocker does (elements/consent/address.ts, run
// here through TypeScript's own transpiler) on the same cases.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { ENGINES, htmlBlock, inBrowser, savePost, site, until } from './wp.mjs';

let wp;
before(async () => (wp = await site()));
after(() => wp?.close());

const PASTED = `<p>Our video:</p>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-TEST');</script>
<iframe width="320" height="180" src="https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&amp;start=5" title="A video"></iframe>
<script>var markup = '<script src="https://www.googletagmanager.com/in-a-string.js"><\\/script>';</script>`;

describe('known vendors held on the server until consent', () => {
  let link;
  before(async () => {
    wp.php("update_option('x_elements_settings', array('consent' => true)); return true;");
    // The admin may paste scripts and iframes (unfiltered_html); a theme or another plugin prints them the same way.
    ({ link } = await savePost(wp, 'admin', { title: 'Tracked', content: htmlBlock(PASTED) }));
  });
  after(() => wp.php("delete_option('x_elements_settings'); return true;"));

  it('the page leaves the server with them held, and a script\'s text untouched', async () => {
    const html = await (await fetch(link)).text();
    assert.match(html, /<script type="text\/plain" data-x-category="analytics" async src="https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TEST"><\/script>/);
    assert.match(html, /<iframe (?:loading="lazy" )?width="320" height="180" data-x-src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?rel=0&amp;start=5" data-x-category="functional" title="A video"><\/iframe>/);
    assert.match(html, /var markup = '<script src="https:\/\/www\.googletagmanager\.com\/in-a-string\.js"><\\\/script>';/);
    assert.doesNotMatch(html, /<iframe[^>]*\ssrc="https:\/\/www\.youtube/);
  });

  for (const engine of Object.keys(ENGINES)) {
    it(`${engine} requests nothing from either before consent, and loads both after`, async () => {
      await inBrowser(engine, async (tab) => {
        const vendors = [];
        await tab.setRequestInterception(true);
        tab.on('request', (request) => {
          const host = new URL(request.url()).hostname;
          if (!/googletagmanager\.com|youtube\.com/.test(host)) return void request.continue();
          vendors.push(host);
          request.respond({ status: 200, contentType: host.includes('youtube') ? 'text/html' : 'text/javascript', body: host.includes('youtube') ? '<p>video</p>' : 'window.__gtagLoaded = true;' });
        });
        await tab.goto(link, { waitUntil: 'load' });
        const accept = await tab.waitForSelector('x-consent >>> [part~="accept"]');
        // The banner is up and the page settled: anything held back would have been asked for by now.
        await tab.evaluate(() => fetch('/wp-json/', { method: 'HEAD' }));
        assert.deepEqual(vendors, []);
        const layer = await tab.evaluate(() => window.dataLayer.map((entry) => Array.from(entry).slice(0, 2).join(' ')));
        assert.equal(layer[0], 'consent default', 'Consent Mode defaults before any tag');
        await accept.click();
        await until(() => vendors.includes('www.googletagmanager.com') && vendors.includes('www.youtube.com'), 'both vendors loaded after consent');
        assert.equal(await tab.evaluate(() => window.__gtagLoaded), true);
        assert.deepEqual(vendors.filter((h) => h === 'www.googletagmanager.com').length, 1);
      });
    });
  }
});

describe('the WP Consent API (its documented contract; a stand-in plugin, tests/wordpress/mu-plugins)', () => {
  before(() => wp.php("update_option('x_elements_settings', array('consent' => true)); update_option('x_test_consent_api', 1); return true;"));
  after(() => wp.php("delete_option('x_elements_settings'); delete_option('x_test_consent_api'); return true;"));

  it('x-elements registers as the consent plugin, says its type, and sets each choice through wp_set_consent()', async () => {
    assert.deepEqual(wp.php(`return array(
      apply_filters('wp_consent_api_registered_x-elements/x-elements.php', false),
      apply_filters('wp_get_consent_type', false));`), [true, 'optin']);
    const { link } = await savePost(wp, 'author', { title: 'Consent API', content: '<p>Hello.</p>' });
    await inBrowser('chromium', async (tab) => {
      await tab.goto(link, { waitUntil: 'load' });
      await tab.evaluate(() => {
        window.__heard = [];
        document.addEventListener('wp_listen_for_consent_change', (e) => window.__heard.push(e.detail));
      });
      const reject = await tab.waitForSelector('x-consent >>> [part~="reject"]');
      await reject.click();
      await until(() => tab.evaluate(() => document.cookie.includes('wp_consent_marketing=')), 'the API told');
      const cookies = await tab.evaluate(() => Object.fromEntries(document.cookie.split('; ').filter((c) => c.startsWith('wp_consent_')).map((c) => c.split('='))));
      assert.deepEqual(cookies, { wp_consent_functional: 'allow', wp_consent_preferences: 'deny', wp_consent_statistics: 'deny', wp_consent_marketing: 'deny', 'wp_consent_statistics-anonymous': 'deny' });
      assert.equal((await tab.evaluate(() => window.__heard.length)), 5);
      assert.deepEqual(tab.problems, []);
    });
  });
});

it('the server matches addresses as the client blocker does', async () => {
  const source = ts.transpileModule(readFileSync('elements/consent/address.ts', 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const { addressOf, matches, patternOf } = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  const providers = JSON.parse(readFileSync('elements/consent/providers.json', 'utf8'));
  const urls = [
    'https://www.google-analytics.com/analytics.js', 'https://WWW.GOOGLE-ANALYTICS.COM/analytics.js', 'https://www.google%2Danalytics.com/x.js',
    'https://www.google-analytics.com./analytics.js', '//www.googletagmanager.com/gtm.js?id=1', 'https://www.youtube.com/EMBED/abc', 'https://www.youtube.com/%65mbed/abc',
    'https://www.youtube.com//embed/abc', 'https://www.youtube.com/x/../embed/abc', 'https://www.youtube.com/x/%2e%2e/embed/abc', 'https://www.youtube.com/x/%252e%252e/embed/abc',
    'https://www.youtube.com/watch?v=abc', 'https://example.com/?u=google-analytics.com', 'https://example.com/google-analytics.com/x.js', 'https://notgoogle-analytics.com/x.js',
    'https://evil.com/youtube.com/embed/x', 'https://maps.google.de/maps?q=1', 'https://www.google.com/maps/embed?pb=1', 'https://player.vimeo.com/video/1', 'https://vimeo.com/1',
    'https://cdn.example.com/lib.js', '/wp-includes/js/jquery.js', 'javascript:alert(1)', 'data:text/javascript,1', 'https://www.linkedin.com/insight/x', 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
    'https://connect.facebook.net/en_US/fbevents.js', 'HTTPS://CONNECT.FACEBOOK.NET/sdk.js', 'https://www.youtube-nocookie.com/embed/abc', 'https://sub.hotjar.com/c/hotjar.js', 'https://static.hotjar.com/c/hotjar-1.js',
    'https://www.youtube.com\\embed\\abc', 'https://www.clarity.ms/tag/abc',
  ];
  const js = urls.map((u) => {
    const address = addressOf(u, 'http://127.0.0.1/');
    return address ? providers.find(([p]) => matches(address, patternOf(p)))?.[1] ?? null : null;
  });
  const php = wp.php(`return array_map('XElements\\\\category_of', json_decode(${JSON.stringify(JSON.stringify(urls))}, true));`);
  assert.deepEqual(urls.map((u, i) => `${u} ${php[i]}`), urls.map((u, i) => `${u} ${js[i]}`));
  assert.ok(js.filter(Boolean).length >= 20, 'most cases are providers');
});
