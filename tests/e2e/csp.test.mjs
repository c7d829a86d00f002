// The strict Content-Security-Policy with Trusted Types (nonce scripts,
// 'strict-dynamic', `require-trusted-types-for 'script'`, `trusted-types
// x-elements`) as the reference server sends it, and the paths that turn
// strings into DOM or load scripts, run under it in Chromium: held consent
// scripts restored, a contact reply parsed, YouTube's API script loaded
// through the policy. Every page's load under the policy, in every engine,
// is the page sweep's (tests/sweep/pages.browser.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchChromium, startServer } from './browser.mjs';

const PAGES = ['consent-blocker.html', 'x-contact-form.html', 'x-media-player.html'];
let server;
let browser;
before(async () => {
  server = await startServer({ csp: true });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Trusted Type|Content Security Policy|TrustedHTML|TrustedScript/i.test(m.text())) problems.push(m.text());
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`));
  });
  await page.goto(`${server.url}/${path}`);
  return { page, problems };
}

/** Stands in for YouTube's IFrame Player API: a player that is ready at once and plays. */
const YOUTUBE_STAND_IN = `window.YT = { Player: class {
  constructor(el, o) { window.__ytVideo = o.videoId; const d = document.createElement('div'); d.dataset.yt = o.videoId; el.replaceWith(d); this.o = o; this.s = -1; setTimeout(() => o.events.onReady()); }
  playVideo() { this.s = 1; this.o.events.onStateChange({ data: 1 }); } pauseVideo() { this.s = 2; } seekTo() {} setVolume() {} getVolume() { return 80; }
  mute() {} unMute() {} isMuted() { return false; } getCurrentTime() { return 0; } getDuration() { return 60; } getPlayerState() { return this.s; } destroy() {}
} };
window.onYouTubeIframeAPIReady();`;

/** Waits until every x-* element on the page has upgraded (or failed), then reads the failures. */
async function upgraded(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('x-'))
    .every((e) => e.hasAttribute('data-x-ready') || e.hasAttribute('data-x-error')), null, { timeout: 20000 });
  return page.evaluate(() => [...document.querySelectorAll('[data-x-error]')].map((e) => e.localName));
}

describe('strict CSP and Trusted Types', () => {
  it('sends the policy with a nonce on every script tag', async () => {
    const res = await fetch(`${server.url}/x-tabs.html`);
    const policy = res.headers.get('content-security-policy');
    assert.match(policy, /require-trusted-types-for 'script'/);
    assert.match(policy, /trusted-types x-elements/);
    const nonce = /'nonce-([^']+)'/.exec(policy)[1];
    const html = await res.text();
    assert.equal(html.match(/<script\b/g).length, html.match(new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}"`, 'g')).length);
  });

  for (const path of PAGES) {
    it(`${path}: its string and script paths run with 0 violations`, async () => {
      const { page, problems } = await open(path);
      const failed = await upgraded(page);
      if (path === 'consent-blocker.html') {
        await page.click('text=Allow analytics');
        await page.waitForFunction(() => /analytics/.test(document.getElementById('log').textContent));
      }
      if (path === 'x-contact-form.html') {
        await page.fill('#c-name', 'Ann');
        await page.fill('#c-email', 'ann@example.com');
        await page.check('input[value="support"]');
        await page.fill('#c-message', 'Hello');
        const question = await page.textContent('#contact [data-x-captcha-question]');
        const [a, b] = question.split('+').map((n) => Number(n.trim()));
        await page.fill('#contact input[name="x_captcha"]', String(a + b));
        await page.click('#contact button[type="submit"]');
        await page.waitForFunction(() => document.querySelector('#contact')?.getAttribute('data-state') === 'submitted', null, { timeout: 10000 });
      }
      if (path === 'x-media-player.html') {
        // YouTube's API script, loaded through the policy on a press of play
        // (a stand-in served for it: no network here), under the same CSP.
        await page.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ contentType: 'text/javascript', body: YOUTUBE_STAND_IN }));
        const yt = page.locator('x-media-player:has(source[type="video/youtube"])');
        await yt.locator('[part~="play"]').click();
        await page.waitForFunction(() => window.__ytVideo === 'aqz-KE-bpKQ', null, { timeout: 10000 });
        await yt.locator('[part~="embed"] [data-yt]').waitFor({ state: 'attached' });
      }
      const violations = await page.evaluate(() => window.__violations);
      assert.deepEqual({ violations, problems, failed }, { violations: [], problems: [], failed: [] });
      await page.close();
    });
  }
});
