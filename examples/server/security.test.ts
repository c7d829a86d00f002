// @vitest-environment node
// The reference server as a hostile visitor and a hostile site use it: text
// written back into pages (contact form, no-script checkout), split-test
// records, floods, framing, the Host header, posts without Origin. Each test
// here failed before its fix (issue 25, section 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { startServer, type Server } from './test-server';

/** The page as a browser's parser reads it (happy-dom parses raw text and RCDATA as the standard says). */
function parsed(html: string) {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const handlers = [...doc.querySelectorAll('*')].filter((e) => e.getAttributeNames().some((n) => n.startsWith('on'))).map((e) => e.outerHTML);
  return { doc, handlers, close: () => window.happyDOM.close() };
}

/** A form control's value (happy-dom's element types are not the DOM library's). */
const valueOf = (doc: { querySelector(s: string): unknown }, selector: string) => (doc.querySelector(selector) as { value: string }).value;

const BREAKOUT = '</textarea><img src=x onerror=alert(1)><textarea>';

describe('text put back into pages is escaped (textarea breakout)', () => {
  let s: Server;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());
  const nonceOf = async (path: string) => /name="x_nonce" value="([^"]+)"/.exec(await (await fetch(`${s.url}${path}`)).text())![1]!;

  it('the contact page: a message closing its textarea stays the textarea\'s text', async () => {
    const body = new URLSearchParams({ x_nonce: await nonceOf('/x-contact-form.html'), x_form_id: 'contact', name: 'Ann', email: 'not an email', message: BREAKOUT });
    const reply = await (await fetch(`${s.url}/x-contact-form.html`, { method: 'POST', body })).text();
    const page = parsed(reply);
    expect(page.handlers).toEqual([]);
    expect(valueOf(page.doc, '#c-message')).toBe(BREAKOUT);
    page.close();
  });

  it('a value naming a contact form and a form keeps its quotes: no tag is read inside an attribute', async () => {
    const value = '<x-contact-form><form>"><img src=x onerror=alert(2)>';
    const body = new URLSearchParams({ x_nonce: await nonceOf('/x-contact-form.html'), x_form_id: 'contact', name: value, email: 'not an email' });
    const reply = await (await fetch(`${s.url}/x-contact-form.html`, { method: 'POST', body })).text();
    const page = parsed(reply);
    expect(page.handlers).toEqual([]);
    expect(valueOf(page.doc, '#c-name')).toBe(value);
    page.close();
  });

  it('the no-script checkout: order notes closing their textarea stay text', async () => {
    const shop = await (await fetch(`${s.url}/shop/`)).text();
    const fields = Object.fromEntries([...shop.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)">/g)].map((m) => [m[1], m[2]]));
    const add = await fetch(`${s.url}/cart/add`, { method: 'POST', body: new URLSearchParams({ ...fields, product_id: '1' }), redirect: 'manual' });
    const cookie = add.headers.get('set-cookie')!.split(';')[0]!;
    const body = new URLSearchParams({ billing_email: 'ann@example.com', billing_country: 'GB', billing_postcode: 'SW1A 1AA', order_comments: BREAKOUT, 'shipping_method[0]': 'flat_rate', payment_method: 'cod' });
    const reply = await (await fetch(`${s.url}/checkout/`, { method: 'POST', body, headers: { cookie } })).text();
    const page = parsed(reply);
    expect(page.doc.querySelector('.woocommerce-error')).not.toBeNull();
    expect(page.handlers).toEqual([]);
    expect(valueOf(page.doc, '#order_comments')).toBe(BREAKOUT);
    page.close();
  });
});
