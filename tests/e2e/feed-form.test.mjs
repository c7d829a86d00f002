// x-feed-form on its docs page against the reference server's stand-in feed
// service (checklist H1): a visitor's submit opens a popup window to the
// service with the uri value, the post (with the address) fills it, the
// popup has no handle on the page, and the page stays where it was.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './browser.mjs';

const env = serverAndBrowser({ before, after });

describe('x-feed-form', () => {
  it('opens the feed service in a popup with the uri value and posts the address into it', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.server.url}/x-feed-form.html`);
    await page.waitForFunction(() => document.querySelector('x-feed-form')?.hasAttribute('data-x-ready'));
    await page.fill('#feed-email', 'ann@example.com');
    const posts = [];
    context.on('request', (r) => r.url().includes('/feed-service/') && posts.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`));
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('x-feed-form button')]);
    await popup.waitForLoadState();
    await popup.waitForFunction(() => document.querySelector('h2')?.textContent.includes('gardenclub'));
    assert.equal(await popup.textContent('h2'), 'Subscribe to “gardenclub” by email');
    assert.match(await popup.textContent('main'), /ann@example\.com/);
    assert.deepEqual(posts, ['POST /feed-service/mailverify?uri=gardenclub']);
    assert.equal(await popup.evaluate(() => window.opener), null, 'no handle on the page');
    assert.deepEqual(await popup.evaluate(() => [innerWidth <= 560, innerHeight <= 530]), [true, true]);
    assert.equal(page.url(), `${env.server.url}/x-feed-form.html`, 'the page stays');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
