// The shop against the reference server (SQLite) in Chromium (checklist F1
// to F13, E8): a product from a split test's goal into the cart (the shop
// log kept), the cart count, the checkout's shipping block, an update of the
// order review on a country change, a refused order (one notice group, the
// form kept) and then an accepted one, and the order-received page
// recording the goal's conversion for the subject the visitor was shown.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './browser.mjs';
import { checkOrder } from '../../examples/server/shop.mjs';

const env = serverAndBrowser({ before, after });
const ready = (page, tag) => page.waitForFunction((t) => [...document.querySelectorAll(t)].every((e) => e.hasAttribute('data-x-ready')) && document.querySelector(t), tag);

describe('the shop on the reference server', () => {
  it('checks an order on the server, naming each field as the shop does', () => {
    const form = new URLSearchParams({ billing_first_name: '', billing_email: 'nope', billing_country: 'FR', billing_postcode: '12', 'shipping_method[0]': 'flat_rate', payment_method: 'bacs', ship_to_different_address: '1' });
    assert.deepEqual(checkOrder(form).map((e) => e.id), ['billing_first_name', 'billing_email', 'billing_country', 'billing_postcode', 'shipping_first_name', 'shipping_postcode']);
    const good = new URLSearchParams({ billing_first_name: 'Ann', billing_email: 'ann@example.com', billing_country: 'DE', billing_postcode: '10115', 'shipping_method[0]': 'local_pickup', payment_method: 'cod' });
    assert.deepEqual(checkOrder(good), []);
  });

  it('a visitor: goal product to cart, count, checkout refused then accepted, the goal\'s conversion on the order page', async () => {
    const context = await env.browser.newContext();
    // This visitor was shown subject 1 of test 100 (the subject's page kept it).
    // The shop is the demo site's, whose consent manager holds split-test records until analytics is allowed: this visitor allowed it.
    await context.addCookies([{ name: 'x_ab_subject_100', value: '1', url: env.server.url },
      { name: 'cookieyes-consent', value: encodeURIComponent(`consentid:${'a'.repeat(32)},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no`), url: env.server.url }]);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.server.url}/shop/`);
    await ready(page, 'x-split-goal');
    assert.equal((await page.textContent('[data-x-cart-label]')).trim(), '0 Items');
    await Promise.all([page.waitForURL('**/cart/'), page.click('x-split-goal .add_to_cart_button')]);
    const cookies = async () => Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    assert.equal((await cookies()).et_pb_ab_shop_log, '50_1_100', 'the shop log of the goal');

    // The cart: one item, then two by its own form.
    await ready(page, 'x-cart-count');
    assert.equal((await page.textContent('[data-x-cart-label]')).trim(), '1 Item');
    await page.fill('input.qty', '2');
    await Promise.all([page.waitForURL('**/cart/'), page.click('button[name="update_cart"]')]);
    assert.equal((await page.textContent('[data-x-cart-label]')).trim(), '2 Items');
    // A site page the shop does not print (the journal, the split tests' results) asks for the count.
    for (const other of ['/blog/', '/split-tests/']) {
      await page.goto(`${env.server.url}${other}`);
      await page.waitForFunction(() => document.querySelector('[data-x-cart-label]')?.textContent.trim() === '2 Items');
    }

    // The checkout.
    await page.goto(`${env.server.url}/checkout/`);
    await ready(page, 'x-checkout');
    assert.equal(await page.isVisible('.shipping_address'), false, 'the shipping block starts closed');
    await page.check('#ship-to-different-address-checkbox');
    await page.waitForFunction(() => !document.querySelector('.shipping_address').hidden && document.querySelector('.shipping_address').getBoundingClientRect().height > 20);
    await page.uncheck('#ship-to-different-address-checkbox');
    await page.waitForFunction(() => document.querySelector('.shipping_address').hidden);
    assert.equal((await page.textContent('[data-order-total]')).trim(), '€30.70', '2 × €12.90 + €4.90 to Germany');
    await page.selectOption('#billing_country', 'GB');
    await page.waitForFunction(() => document.querySelector('[data-order-total]').textContent.trim() === '€35.70');
    assert.equal((await page.textContent('[data-order-shipping]')).trim(), '€9.90', 'the review names the shipping it adds');
    await page.click('input[value="cod"]');
    assert.equal(await page.getAttribute('li.wc_payment_method:nth-child(2)', 'data-x-checked'), '');

    const events = page.evaluate(() => new Promise((r) => document.querySelector('x-checkout').addEventListener('x-checkout-error', (e) => r(e.detail), { once: true })));
    await page.click('#place_order');
    assert.equal((await events).groups, 1);
    assert.match(await page.textContent('.woocommerce-NoticeGroup-checkout'), /Billing First name is a required field/);
    assert.equal(page.url(), `${env.server.url}/checkout/`, 'the order was refused in place');

    await page.fill('#billing_first_name', 'Ann');
    await page.fill('#billing_email', 'ann@example.com');
    await page.fill('#billing_postcode', 'SW1A 1AA');
    await Promise.all([page.waitForURL('**/order-received/**'), page.click('#place_order')]);
    await ready(page, 'x-order-received');
    assert.match(await page.textContent('.woocommerce-order'), /2 × Seed starter kit/);
    assert.equal(await page.locator('.bank-details').count(), 0, 'no bank details for cash on delivery');
    // A second order, by bank transfer (the default): the order page gives the bank's details and the amount.
    await page.goto(`${env.server.url}/shop/`);
    await Promise.all([page.waitForURL('**/cart/'), page.click('.product .add_to_cart_button >> nth=0')]);
    await page.goto(`${env.server.url}/checkout/`);
    await ready(page, 'x-checkout');
    await page.fill('#billing_first_name', 'Ann');
    await page.fill('#billing_email', 'ann@example.com');
    await page.fill('#billing_postcode', '10115');
    await Promise.all([page.waitForURL('**/order-received/**'), page.click('#place_order')]);
    assert.match(await page.textContent('.bank-details'), /Please send €\d+\.\d\d to Hedgerow Garden Club/);
    await page.waitForFunction(() => !document.cookie.includes('et_pb_ab_shop_log'));
    const stats = env.server.db.prepare("SELECT test_id, subject_id, record_type FROM split_stats WHERE record_type IN ('click_goal', 'con_goal') ORDER BY id").all();
    assert.deepEqual(stats, [{ test_id: 100, subject_id: 1, record_type: 'click_goal' }, { test_id: 100, subject_id: 1, record_type: 'con_goal' }]);
    const order = env.server.db.prepare('SELECT total_cents, shipping_method, payment_method FROM orders').get();
    assert.deepEqual(order, { total_cents: 3570, shipping_method: 'flat_rate', payment_method: 'cod' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('takes an order without script: a refused one comes back with its notices and everything typed, then the order page', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/shop/`);
    await Promise.all([page.waitForURL('**/cart/'), page.click('.add_to_cart_button')]);
    await Promise.all([page.waitForURL('**/checkout/'), page.click('.checkout-button')]);
    await page.fill('#billing_email', 'ann@example.com');
    await page.selectOption('#billing_country', 'GB');
    await page.fill('#billing_postcode', 'SW1A 1AA');
    await page.fill('#order_comments', 'Leave it at the door, <b>please</b>');
    await page.check('input[name="payment_method"][value="cod"]');
    await Promise.all([page.waitForLoadState(), page.click('#place_order')]);
    assert.equal(new URL(page.url()).pathname, '/checkout/', 'refused: the checkout again');
    assert.equal((await page.textContent('.woocommerce-NoticeGroup-checkout li[data-id="billing_first_name"]')).trim(), 'Billing First name is a required field.');
    assert.equal(await page.inputValue('#billing_email'), 'ann@example.com');
    assert.equal(await page.inputValue('#billing_country'), 'GB');
    assert.equal(await page.inputValue('#billing_postcode'), 'SW1A 1AA');
    assert.equal(await page.inputValue('#order_comments'), 'Leave it at the door, <b>please</b>', 'kept as text');
    assert.equal(await page.isChecked('input[name="payment_method"][value="cod"]'), true);
    await page.fill('#billing_first_name', 'Ann');
    await Promise.all([page.waitForURL('**/order-received/**'), page.click('#place_order')]);
    assert.match(await page.textContent('.woocommerce-thankyou-order-received'), /Your order has been received/);
    await context.close();
  });

  it('refuses a cross-site order, an unknown product and an order page without its key', async () => {
    const post = (path, body, origin) => fetch(`${env.server.url}${path}`, { method: 'POST', body: new URLSearchParams(body), headers: origin ? { origin } : {}, redirect: 'manual' });
    assert.equal((await post('/cart/add', { product_id: '1' }, 'https://evil.example')).status, 403);
    const field = /<input\b[^>]*\bname="x_cart_nonce"[^>]*>/.exec(await (await fetch(`${env.server.url}/shop/`)).text())?.[0] ?? '';
    const nonce = /\bvalue="([^"]+)"/.exec(field)?.[1];
    assert.ok(nonce, 'the add-to-cart forms carry the shop\'s nonce');
    assert.equal((await post('/cart/add', { product_id: '1' })).status, 403, 'no nonce');
    assert.equal((await post('/cart/add', { product_id: '999', x_cart_nonce: nonce })).status, 400);
    assert.equal((await fetch(`${env.server.url}/order-received/1/?key=guess`)).status, 404);
    assert.equal((await fetch(`${env.server.url}/checkout/`, { redirect: 'manual' })).status, 303, 'no cart: back to the cart');
  });
});
