// The consent blocker on a real page served by the reference server, checked
// against Chromium's own network log.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { probeAnswered, serverAndBrowser, until } from './browser.mjs';

const env = serverAndBrowser({ before, after });

describe('examples/consent-blocker.html', () => {
  it('requests no vendor before consent, each allowed vendor once after, and keeps the rest blocked', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const vendor = [];
    const errors = [];
    page.on('request', (r) => r.url().includes('/vendor/') && vendor.push(new URL(r.url()).pathname));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.server.url}/consent-blocker.html`);
    await page.click('#inject');
    await page.locator('.x-consent-placeholder').waitFor();
    await probeAnswered(page);
    assert.deepEqual(vendor, [], 'nothing before consent');
    assert.equal(await page.locator('.x-consent-placeholder').count(), 1);

    await page.click('text=Allow analytics');
    await page.waitForFunction(() => document.getElementById('log').textContent.includes('analytics.js ran'));
    assert.deepEqual(vendor, ['/vendor/analytics.js']);

    await page.click('text=Allow advertisement');
    await page.waitForFunction(() => document.getElementById('log').textContent.includes('ads.js ran'));
    await page.click('.x-consent-placeholder button');
    await page.waitForFunction(() => !document.querySelector('.x-consent-placeholder'));
    await until(() => vendor.includes('/vendor/video.html'), 'the placeholder\'s frame requested');
    await probeAnswered(page);
    assert.deepEqual(vendor, ['/vendor/analytics.js', '/vendor/ads.js', '/vendor/video.html']);

    const cookie = (await context.cookies()).find((c) => c.name === 'cookieyes-consent');
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/');
    assert.match(
      decodeURIComponent(cookie.value),
      /^consentid:[A-Za-z0-9]{32},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:no,advertisement:yes$/,
    );
    assert.ok(cookie.expires * 1000 - Date.now() > 364 * 86400000, 'about 365 days');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('examples/x-consent.html', () => {
  it('works by keyboard alone, releases vendors in order after accept, and stores the logs', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const vendor = [];
    page.on('request', (r) => r.url().includes('/vendor/') && vendor.push(new URL(r.url()).pathname));
    await page.goto(`${env.server.url}/x-consent.html`);
    const host = page.locator('x-consent');
    await page.waitForFunction(() => document.querySelector('x-consent')?.hasAttribute('data-x-ready'));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(vendor, []);

    // Keyboard: Tab until "Accept all" on the banner has focus, then Enter.
    let focused = '';
    for (let i = 0; i < 80 && focused !== 'Accept all'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.querySelector('x-consent').shadowRoot.activeElement?.textContent ?? '');
    }
    assert.equal(focused, 'Accept all');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('log').textContent.includes('analytics.js ran'));
    assert.equal(await host.evaluate((el) => !!el.shadowRoot.querySelector('[part="banner"]')), false, 'banner gone');

    const cookie = (await context.cookies()).find((c) => c.name === 'cookieyes-consent');
    assert.match(decodeURIComponent(cookie.value), /^consentid:[A-Za-z0-9]{32},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes$/);
    assert.equal(cookie.sameSite, 'Strict');
    assert.ok(vendor.includes('/vendor/analytics.js') && vendor.includes('/vendor/video.html'));

    // The revisit control opens the dialog; Escape closes it and focus returns.
    await host.evaluate((el) => el.shadowRoot.querySelector('[part="revisit"]').focus());
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('x-consent').shadowRoot.querySelector('dialog').open);
    assert.equal(await host.evaluate((el) => el.shadowRoot.activeElement?.closest('dialog') !== null), true, 'focus inside the dialog');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('x-consent').shadowRoot.querySelector('dialog').open);
    assert.equal(await host.evaluate((el) => el.shadowRoot.activeElement?.getAttribute('part')), 'revisit');

    // Proof of consent in the database: the load and the decision.
    const id = decodeURIComponent(cookie.value).match(/consentid:(\w+)/)[1];
    const logged = () => env.server.db.prepare('SELECT log_key, request_type, banner_id FROM consent_logs WHERE consent_session_id = ? ORDER BY id').all(id);
    await until(() => logged().length >= 2, 'both consent logs stored');
    const rows = logged();
    assert.deepEqual(rows, [
      { log_key: 'demo-key', request_type: 'banner_load', banner_id: 'demo' },
      { log_key: 'demo-key', request_type: 'accept_all', banner_id: 'demo' },
    ]);
    await context.close();
  });

  it('reloads when a category is withdrawn, so scripts already running stop', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/x-consent.html`);
    await page.waitForFunction(() => document.querySelector('x-consent')?.hasAttribute('data-x-ready'));
    await page.evaluate(() => {
      const el = document.querySelector('x-consent');
      el.setAttribute('reload-on-withdrawal', '');
      el.acceptAll();
    });
    await page.waitForFunction(() => document.getElementById('log').textContent.includes('analytics.js ran'));
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => document.querySelector('x-consent').rejectAll())]);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookieyes-consent');
    assert.match(decodeURIComponent(cookie.value), /analytics:no/);
    // After the reload nothing of the withdrawn categories runs.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => (window.__vendorLog ?? []).length), 0);
    await context.close();
  });

  it('rejects malformed logs with a clear message', async () => {
    const form = new FormData();
    form.append('key', 'k');
    form.append('request_type', 'hack');
    form.append('event_log_time', '1');
    form.append('payload', '{}');
    const res = await fetch(`${env.server.url}/api/consent-log`, { method: 'POST', body: form });
    assert.equal(res.status, 400);
    assert.match((await res.json()).error, /request_type must be one of/);
  });
});
