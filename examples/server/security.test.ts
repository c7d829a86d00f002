// @vitest-environment node
// The reference server as a hostile visitor and a hostile site use it: text
// written back into pages (contact form, no-script checkout), split-test
// records, floods, framing, the Host header, posts without Origin. Each test
// here failed before its fix (issue 25, section 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type IncomingHttpHeaders } from 'node:http';
import { Window } from 'happy-dom';
import { settingsOf, startServer, type Server } from './test-server';

/** The page as a browser's parser reads it (happy-dom parses raw text and RCDATA as the standard says). */
function parsed(html: string) {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const handlers = [...doc.querySelectorAll('*')].filter((e) => e.getAttributeNames().some((n) => n.startsWith('on'))).map((e) => e.outerHTML);
  return { doc, handlers, close: () => window.happyDOM.close() };
}

/** The shop's add-to-cart form fields (product 1), as its page has them. */
async function cartForm(url: string): Promise<Record<string, string>> {
  const page = parsed(await (await fetch(`${url}/shop/`)).text());
  const form = page.doc.querySelector('form[action="/cart/add"]')!;
  const fields = Object.fromEntries([...form.querySelectorAll('input[type="hidden"]')].map((i) => [i.getAttribute('name')!, i.getAttribute('value')!]));
  page.close();
  return fields;
}

/** A new cart with product 1 in it; its cookie. */
async function newCart(url: string, headers: Record<string, string> = {}): Promise<string> {
  const add = await fetch(`${url}/cart/add`, { method: 'POST', headers, body: new URLSearchParams(await cartForm(url)), redirect: 'manual' });
  return add.headers.get('set-cookie')!.split(';')[0]!;
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
    const cookie = await newCart(s.url);
    const body = new URLSearchParams({ billing_email: 'ann@example.com', billing_country: 'GB', billing_postcode: 'SW1A 1AA', order_comments: BREAKOUT, 'shipping_method[0]': 'flat_rate', payment_method: 'cod' });
    const reply = await (await fetch(`${s.url}/checkout/`, { method: 'POST', body, headers: { cookie } })).text();
    const page = parsed(reply);
    expect(page.doc.querySelector('.woocommerce-error')).not.toBeNull();
    expect(page.handlers).toEqual([]);
    expect(valueOf(page.doc, '#order_comments')).toBe(BREAKOUT);
    page.close();
  });
});

/** A request with every header as written (fetch would not send a Host of our choosing). */
function raw(port: number, method: string, path: string, headers: Record<string, string> = {}, body = '') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `fn` with environment variables set, restoring them after (test files share a worker). */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

const count = (s: Server, table: string) => (s.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

/** Valid bodies (with their nonces) for every storing endpoint: only the site check may refuse them. */
async function validPosts(s: Server): Promise<[path: string, body: string, table: string][]> {
  const { frontend_nonce: nonce } = await settingsOf(s.url);
  const contact = /name="x_nonce" value="([^"]+)"/.exec(await (await fetch(`${s.url}/x-contact-form.html`)).text())![1]!;
  return [
    ['/x-contact-form.html', new URLSearchParams({ x_nonce: contact, x_form_id: 'callback', phone: '+44 20 7946 0000' }).toString(), 'contact_messages'],
    ['/wp-admin/admin-ajax.php', new URLSearchParams({ action: 'x_newsletter_subscribe', nonce: nonce!, list_id: 'l1', email: 'ann@example.com' }).toString(), 'subscribers'],
    ['/cart/add', new URLSearchParams(await cartForm(s.url)).toString(), 'carts'],
    ['/api/embed/submit?form=o', new URLSearchParams({ email: 'ann@example.com' }).toString(), 'embed_submissions'],
  ];
}

describe('DNS rebinding: the Host header is not trusted', () => {
  let s: Server;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('refuses Origin http://evil.example with Host evil.example on every storing endpoint, and answers no page for that host', async () => {
    for (const [path, body, table] of await validPosts(s)) {
      for (const host of ['evil.example', `evil.example:${s.port}`]) {
        const res = await raw(s.port, 'POST', path, { host, origin: `http://${host}` }, body);
        expect([403, 421], `${path} ${host}`).toContain(res.status);
      }
      expect(count(s, table), table).toBe(0);
    }
    expect((await raw(s.port, 'GET', '/x-contact-form.html', { host: `evil.example:${s.port}` })).status).toBe(421);
    expect((await raw(s.port, 'GET', '/split-tests/', { host: `rebind.127.0.0.1.nip.io:${s.port}` })).status).toBe(421);
  });

  it('refuses an Origin naming another host even when the Host header is ours', async () => {
    for (const [path, body, table] of await validPosts(s)) {
      for (const origin of [`http://evil.example:${s.port}`, `http://127.0.0.2:${s.port}`, `http://127.0.0.1:${s.port + 1}`]) {
        expect((await raw(s.port, 'POST', path, { host: `127.0.0.1:${s.port}`, origin }, body)).status, `${path} ${origin}`).toBe(403);
      }
      expect(count(s, table), table).toBe(0);
    }
  });

  it('answers the address it listens on and localhost on its port, compared parsed (case, default port)', async () => {
    for (const host of [`127.0.0.1:${s.port}`, `localhost:${s.port}`, `LocalHost:${s.port}`]) expect((await raw(s.port, 'GET', '/x-contact-form.html', { host })).status, host).toBe(200);
    const [path, body] = (await validPosts(s))[3]!;
    expect((await raw(s.port, 'POST', path, { host: `localhost:${s.port}`, origin: `http://localhost:${s.port}` }, body)).status).toBe(201);
  });

  it('answers the hosts ALLOWED_HOSTS lists instead, and only those', async () => {
    await withEnv({ ALLOWED_HOSTS: 'Shop.Example, www.shop.example:8443' }, async () => {
      expect((await raw(s.port, 'GET', '/x-contact-form.html', { host: 'shop.example' })).status).toBe(200);
      expect((await raw(s.port, 'GET', '/x-contact-form.html', { host: 'www.shop.example:8443' })).status).toBe(200);
      expect((await raw(s.port, 'GET', '/x-contact-form.html', { host: 'www.shop.example' })).status).toBe(421);
      expect((await raw(s.port, 'GET', '/x-contact-form.html', { host: `127.0.0.1:${s.port}` })).status).toBe(421);
      const body = new URLSearchParams({ email: 'bob@example.com' }).toString();
      expect((await raw(s.port, 'POST', '/api/embed/submit?form=o', { host: 'shop.example', origin: 'https://shop.example' }, body)).status).toBe(201);
      expect((await raw(s.port, 'POST', '/api/embed/submit?form=o', { host: 'shop.example', origin: 'https://evil.example' }, body)).status).toBe(403);
    });
  });
});

describe('posts with neither Origin nor Sec-Fetch-Site', () => {
  let s: Server;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('are judged by their Referer, parsed and compared by origin', async () => {
    for (const [path, body, table] of await validPosts(s)) {
      for (const referer of ['https://evil.example/', `http://evil.example:${s.port}/x-contact-form.html`, `http://127.0.0.1.evil.example:${s.port}/`, 'not a url', `http://127.0.0.1:${s.port}@evil.example/`, 'null']) {
        expect((await raw(s.port, 'POST', path, { referer }, body)).status, `${path} from ${referer}`).toBe(403);
      }
      expect(count(s, table), table).toBe(0);
      const own = await raw(s.port, 'POST', path, { referer: `http://127.0.0.1:${s.port}/shop/?q=1` }, body);
      expect(own.status, `${path} from this site`).toBeLessThan(400);
      expect(count(s, table), table).toBe(1);
    }
  });

  it('/cart/add needs the shop\'s nonce', async () => {
    for (const fields of [{ product_id: '1' }, { product_id: '1', x_cart_nonce: 'forged' }] as Record<string, string>[]) {
      expect((await raw(s.port, 'POST', '/cart/add', {}, new URLSearchParams(fields).toString())).status).toBe(403);
    }
    const carts = count(s, 'carts');
    expect((await raw(s.port, 'POST', '/cart/add', {}, new URLSearchParams(await cartForm(s.url)).toString())).status).toBe(303);
    expect(count(s, 'carts')).toBe(carts + 1);
  });
});

describe('floods are bounded', () => {
  it('300 cookie-less adds to cart from one address make at most CART_RATE_LIMIT carts (10 an hour)', async () => {
    const s = await startServer();
    const body = new URLSearchParams(await cartForm(s.url)).toString();
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await raw(s.port, 'POST', '/cart/add', {}, body)).status);
    expect(count(s, 'carts')).toBe(10);
    expect(statuses.filter((x) => x === 429)).toHaveLength(290);
    await s.close();
  });

  it('keeps at most MAX_CARTS carts, dropping the oldest, and a visitor\'s new cart works', async () => {
    const s = await withEnv({ CART_RATE_LIMIT: '1000', MAX_CARTS: '5' }, () => startServer());
    for (let i = 0; i < 20; i++) await newCart(s.url);
    expect(count(s, 'carts')).toBe(5);
    const cookie = await newCart(s.url);
    expect(count(s, 'carts')).toBe(5);
    expect(await (await fetch(`${s.url}/cart/`, { headers: { cookie } })).text()).toContain('Seed starter kit');
    await s.close();
  });

  it('500 GETs of /api/embed/view from one address store at most EMBED_VIEW_RATE_LIMIT views (20 a minute)', async () => {
    const s = await startServer();
    const statuses: number[] = [];
    for (let i = 0; i < 500; i++) statuses.push((await raw(s.port, 'GET', '/api/embed/view?form=f')).status);
    expect(count(s, 'embed_views')).toBe(20);
    expect(statuses.filter((x) => x === 429)).toHaveLength(480);
    await s.close();
  });

  it('counts views from this site and the listed origins only', async () => {
    const s = await withEnv({ EMBED_ALLOWED_ORIGINS: 'https://customer.example' }, () => startServer());
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }, { referer: 'https://evil.example/' }] as Record<string, string>[]) {
      expect((await raw(s.port, 'GET', '/api/embed/view?form=f', headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect(count(s, 'embed_views')).toBe(0);
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { origin: 'https://customer.example' }, { referer: `http://127.0.0.1:${s.port}/x-popup-form.html` }] as Record<string, string>[]) {
      expect((await raw(s.port, 'GET', '/api/embed/view?form=f', headers)).status, JSON.stringify(headers)).toBe(200);
    }
    expect(count(s, 'embed_views')).toBe(3);
    await s.close();
  });
});

describe('no other site may frame a page', () => {
  const framing = (headers: IncomingHttpHeaders) => ({ xfo: headers['x-frame-options'], csp: String(headers['content-security-policy'] ?? '') });

  it('every answer says frame-ancestors \'self\' and X-Frame-Options SAMEORIGIN: pages, contact replies, shop, checkout, orders, results, the API', async () => {
    const s = await startServer();
    const cookie = await newCart(s.url);
    const contact = (await validPosts(s))[0]!;
    const answers = [
      await raw(s.port, 'GET', '/x-contact-form.html'), await raw(s.port, 'GET', '/'), await raw(s.port, 'POST', contact[0], {}, contact[1]),
      await raw(s.port, 'POST', '/x-contact-form.html', { origin: 'https://evil.example' }, contact[1]),
      await raw(s.port, 'GET', '/shop/'), await raw(s.port, 'GET', '/cart/', { cookie }), await raw(s.port, 'GET', '/checkout/', { cookie }),
      await raw(s.port, 'POST', '/checkout/', { cookie }, 'billing_email=x'), await raw(s.port, 'GET', '/order-received/1/?key=x'),
      await raw(s.port, 'GET', '/split-tests/'), await raw(s.port, 'GET', '/api/embed/stats?form=f'), await raw(s.port, 'GET', '/dist/none.js'),
    ];
    for (const [i, res] of answers.entries()) {
      expect(framing(res.headers).xfo, `answer ${i} (${res.status})`).toBe('SAMEORIGIN');
      expect(framing(res.headers).csp, `answer ${i} (${res.status})`).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    }
    await s.close();
  });

  it('the strict policy (csp: true) carries frame-ancestors \'self\' in its one header', async () => {
    const s = await startServer({ csp: true });
    const res = await raw(s.port, 'GET', '/x-contact-form.html');
    const { xfo, csp } = framing(res.headers);
    expect(xfo).toBe('SAMEORIGIN');
    expect(csp).toMatch(/^script-src 'nonce-[^']+' 'strict-dynamic'; .*frame-ancestors 'self'; report-uri \/api\/csp-report$/);
    await s.close();
  });
});
