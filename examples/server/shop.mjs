// A small real shop on SQLite (SPEC sections 2, 3, 7.11, 8): /shop/ lists
// products (one inside a split test's goal), POST /cart/add and
// /cart/update change the visitor's cart (a cookie names it), /cart/ shows
// it (removal links, quantities, totals), /checkout/ takes the order (the
// fields of SPEC section 3, checked here on the server), and
// /order-received/<id>/?key=... shows it. The shop's own script
// (examples/assets/shop.js, a stand-in for WooCommerce's) posts the checkout
// and the order review and fires the shop's events; the elements only hear
// them. Pages are built as documents (linkedom), never from strings.
import { DOMParser } from 'linkedom';
import { randomBytes } from 'node:crypto';
import { el, printPage } from './pages.mjs';
import { clientIp, HttpError, rateLimiter, readForm, sameOrigin, sendJson } from './http.mjs';
import { createNonce, verifyNonce } from './nonce.mjs';
import { sqlText } from './sql.mjs';

export const SEED_PRODUCTS = [[1, 'seed-kit', 'Seed starter kit', 1290], [2, 'pruner', 'Bypass pruner', 2450], [3, 'gloves', 'Garden gloves', 990]];
/** The product inside split test 100's goal on /shop/. */
export const GOAL_PRODUCT = 1;
const SHIPPING = { flat_rate: { DE: 490, GB: 990 }, local_pickup: { DE: 0, GB: 0 } };
const COUNTRIES = { DE: 'Germany', GB: 'United Kingdom' };
const MAX_FORM = 8192;
/** The add-to-cart forms' nonce (as WooCommerce's `woocommerce-add-to-cart-nonce`): a post from another site has none. */
export const CART_ACTION = 'x_cart_add';
const CART_DAYS = 30;

export const SHOP_MIGRATION = `CREATE TABLE products (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, price_cents INTEGER NOT NULL);
   CREATE TABLE carts (id TEXT PRIMARY KEY, created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')));
   CREATE TABLE cart_items (cart_id TEXT NOT NULL REFERENCES carts (id), product_id INTEGER NOT NULL REFERENCES products (id), qty INTEGER NOT NULL CHECK (qty BETWEEN 1 AND 99), PRIMARY KEY (cart_id, product_id));
   CREATE TABLE orders (id INTEGER PRIMARY KEY AUTOINCREMENT, order_key TEXT NOT NULL, created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), items TEXT NOT NULL, billing TEXT NOT NULL, shipping_method TEXT NOT NULL, payment_method TEXT NOT NULL, total_cents INTEGER NOT NULL);
   ${SEED_PRODUCTS.map(([id, slug, name, price]) => `INSERT INTO products (id, slug, name, price_cents) VALUES (${id}, ${sqlText(slug)}, ${sqlText(name)}, ${price});`).join('\n   ')}`;

/** What the shop's pages say of each product (its row holds the name and price): a picture drawn for the demo and a description. */
export const PRODUCT_INFO = {
  'seed-kit': { image: '/site/images/product-seed-kit.svg', alt: 'A wooden tray of seedling pots with four seed packets behind it', text: 'Twelve pots, a tray that holds water, and four packets from the club\'s seed library: tomato, basil, calendula and runner bean. Enough to fill a sunny windowsill by April.' },
  pruner: { image: '/site/images/product-pruner.svg', alt: 'A bypass pruner with red handles, open', text: 'Steel blades that pass like scissors, for clean cuts on living stems up to 2 cm. The spring and blade can be replaced; we sharpen members\' pruners for free in November.' },
  gloves: { image: '/site/images/product-gloves.svg', alt: 'A pair of green garden gloves with orange cuffs', text: 'Breathable backs, latex palms that grip a wet spade, and long cuffs against brambles. Machine washable at 30 °C.' },
};

/** Product reviews (SPEC section 3: the review form's rating select), with the reviews the site starts with. */
export const REVIEWS_MIGRATION = `CREATE TABLE product_reviews (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     product_id INTEGER NOT NULL REFERENCES products (id),
     author TEXT NOT NULL,
     rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
     body TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     ip TEXT
   );
   CREATE INDEX product_reviews_product ON product_reviews (product_id, id);
   ${[[1, 'Mei', 5, 'Every pot came up. The basil is now taller than the cat.', '2026-04-12'], [1, 'Jonas', 4, 'Good tray, sturdy pots. I would have liked one more packet.', '2026-05-03'],
    [2, 'Ann', 5, 'Cuts roses cleanly and fits a small hand.', '2026-03-21'], [3, 'Tomás', 4, 'Warm enough for March, and the cuffs stop the brambles.', '2026-02-27']]
    .map(([product, author, rating, body, on]) => `INSERT INTO product_reviews (product_id, author, rating, body, created_at) VALUES (${product}, ${sqlText(author)}, ${rating}, ${sqlText(body)}, ${sqlText(`${on}T10:00:00.000Z`)});`).join('\n   ')}`;
/** The review form's nonce: a review posted from another site has none. */
export const REVIEW_ACTION = 'x_review';
const RATINGS = [['5', 'Perfect'], ['4', 'Good'], ['3', 'Average'], ['2', 'Not that bad'], ['1', 'Very poor']];

const euro = (cents) => `€${(cents / 100).toFixed(2)}`;
const text = (form, name, max = 100) => (typeof form.get(name) === 'string' ? form.get(name).trim().slice(0, max) : '');
const newDoc = () => new DOMParser().parseFromString('<!doctype html><html><body></body></html>', 'text/html');

/**
 * The order as the shop checks it (SPEC section 5: real validation is the
 * server's): the errors, each naming its field as WooCommerce's `data-id`.
 */
export function checkOrder(form) {
  const errors = [];
  const need = (name, label) => !text(form, name) && errors.push({ id: name, text: `${label} is a required field.` });
  need('billing_first_name', 'Billing First name');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(form, 'billing_email'))) errors.push({ id: 'billing_email', text: 'Billing Email address is not a valid email address.' });
  if (!Object.hasOwn(COUNTRIES, text(form, 'billing_country'))) errors.push({ id: 'billing_country', text: 'Billing Country is not valid.' });
  if (!/^[A-Za-z0-9 -]{3,10}$/.test(text(form, 'billing_postcode'))) errors.push({ id: 'billing_postcode', text: 'Billing Postcode is not a valid postcode.' });
  if (text(form, 'ship_to_different_address')) {
    need('shipping_first_name', 'Shipping First name');
    if (!/^[A-Za-z0-9 -]{3,10}$/.test(text(form, 'shipping_postcode'))) errors.push({ id: 'shipping_postcode', text: 'Shipping Postcode is not a valid postcode.' });
  }
  if (!Object.hasOwn(SHIPPING, text(form, 'shipping_method[0]'))) errors.push({ id: 'shipping_method', text: 'Please choose a shipping method.' });
  if (!['bacs', 'cod'].includes(text(form, 'payment_method'))) errors.push({ id: 'payment_method', text: 'Please choose a payment method.' });
  return errors;
}

export function shopRoutes(db) {
  // A cart is a row: new ones per address are limited, and the table is
  // bounded (carts past their cookie's age go, then the oldest past MAX_CARTS).
  const newCartLimited = rateLimiter(Number(process.env.CART_RATE_LIMIT ?? 10), 3600 * 1000);
  const maxCarts = Number(process.env.MAX_CARTS ?? 10000);
  const q = {
    products: db.prepare('SELECT id, slug, name, price_cents FROM products ORDER BY id'),
    productBySlug: db.prepare('SELECT id, slug, name, price_cents FROM products WHERE slug = ?'),
    reviews: db.prepare('SELECT author, rating, body, created_at FROM product_reviews WHERE product_id = ? ORDER BY id DESC LIMIT 50'),
    addReview: db.prepare('INSERT INTO product_reviews (product_id, author, rating, body, ip) VALUES (?, ?, ?, ?, ?)'),
    product: db.prepare('SELECT id FROM products WHERE id = ?'),
    newCart: db.prepare('INSERT INTO carts (id) VALUES (?)'),
    cartCount: db.prepare('SELECT COUNT(*) AS n FROM carts'),
    expiredItems: db.prepare(`DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${CART_DAYS} days'))`),
    expired: db.prepare(`DELETE FROM carts WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${CART_DAYS} days')`),
    oldestItems: db.prepare('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts ORDER BY created_at, rowid LIMIT ?)'),
    oldest: db.prepare('DELETE FROM carts WHERE id IN (SELECT id FROM carts ORDER BY created_at, rowid LIMIT ?)'),
    cart: db.prepare('SELECT id FROM carts WHERE id = ?'),
    items: db.prepare('SELECT p.id, p.name, p.price_cents, i.qty FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = ? ORDER BY p.id'),
    add: db.prepare('INSERT INTO cart_items (cart_id, product_id, qty) VALUES (?, ?, ?) ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = MIN(99, qty + excluded.qty)'),
    setQty: db.prepare('UPDATE cart_items SET qty = ? WHERE cart_id = ? AND product_id = ?'),
    remove: db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND product_id = ?'),
    empty: db.prepare('DELETE FROM cart_items WHERE cart_id = ?'),
    order: db.prepare('INSERT INTO orders (order_key, items, billing, shipping_method, payment_method, total_cents) VALUES (?, ?, ?, ?, ?, ?)'),
    orderById: db.prepare('SELECT id, order_key, items, billing, total_cents, payment_method FROM orders WHERE id = ?'),
  };

  const cartOf = (req) => {
    const id = /(?:^|;\s*)x_cart=([a-f0-9]{32})(?:;|$)/.exec(req.headers.cookie ?? '')?.[1];
    return id && q.cart.get(id) ? id : null;
  };
  const itemsOf = (cart) => (cart ? q.items.all(cart) : []);
  const count = (items) => items.reduce((n, i) => n + i.qty, 0);
  const subtotal = (items) => items.reduce((n, i) => n + i.qty * i.price_cents, 0);
  const shippingCost = (method, country) => SHIPPING[method]?.[country] ?? SHIPPING.flat_rate.DE;

  const send = (res, status, html, headers = {}) => {
    const body = Buffer.from(html);
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
    res.end(body);
  };
  const redirect = (res, to, headers = {}) => res.writeHead(303, { location: to, ...headers }).end();

  /** The page's settings (tracking on, its page id) and the server's nonces, before any element. */
  const settings = (doc, pageId) => [
    el(doc, 'script', {}, `window.xElementsSettings = ${JSON.stringify({ page_id: pageId, is_ab_testing_active: true })};`),
    el(doc, 'script', { src: '/api/settings.js' }),
  ];

  function shopPage(items) {
    const doc = newDoc();
    const list = el(doc, 'ul', { class: 'products' }, ...q.products.all().map((p) => {
      const info = PRODUCT_INFO[p.slug];
      const card = el(doc, 'li', { class: 'product' }, ...(info ? [el(doc, 'img', { src: info.image, alt: info.alt, width: 600, height: 450 })] : []),
        el(doc, 'h2', {}, el(doc, 'a', { href: `/shop/${p.slug}/` }, p.name)), el(doc, 'p', { class: 'price' }, euro(p.price_cents)),
        el(doc, 'form', { method: 'post', action: '/cart/add' }, el(doc, 'input', { type: 'hidden', name: 'product_id', value: p.id }),
          el(doc, 'input', { type: 'hidden', name: 'x_cart_nonce', value: createNonce(CART_ACTION) }),
          el(doc, 'button', { type: 'submit', class: 'add_to_cart_button', name: 'add-to-cart', value: p.id }, `Add “${p.name}” to cart`)));
      return p.id === GOAL_PRODUCT ? el(doc, 'li', {}, el(doc, 'x-split-goal', { test: 100 }, ...card.childNodes)) : card;
    }));
    return printPage(doc, 'Shop', [...settings(doc, 50), el(doc, 'p', { class: 'lead' }, 'Tools and seeds the club uses itself, packed by members on Saturdays.'), list], { site: true, cart: count(items) });
  }

  /** A product with its description and reviews in tabs; after a refused review, the form with its notice and the visitor's words. */
  function productPage(p, items, sent = null, error = '') {
    const doc = newDoc();
    const info = PRODUCT_INFO[p.slug] ?? { image: '', alt: '', text: '' };
    const reviews = q.reviews.all(p.id);
    const was = (name) => (sent ? text(sent, name, 2000) : '');
    const stars = (n) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;
    const reviewForm = el(doc, 'x-comments', {}, el(doc, 'div', { id: 'review_form' }, el(doc, 'div', { id: 'respond' },
      el(doc, 'h2', {}, `Review “${p.name}”`),
      ...(error ? [el(doc, 'p', { class: 'woocommerce-error', role: 'alert' }, error)] : []),
      el(doc, 'form', { class: 'comment-form site-form', method: 'post', action: `/shop/${p.slug}/review` },
        el(doc, 'input', { type: 'hidden', name: 'x_review_nonce', value: createNonce(REVIEW_ACTION) }),
        el(doc, 'p', { class: 'comment-form-rating' }, el(doc, 'label', { for: 'rating' }, 'Your rating'),
          el(doc, 'x-rating', {}, el(doc, 'select', { name: 'rating', id: 'rating', required: '' }, el(doc, 'option', { value: '' }, 'Rate…'),
            ...RATINGS.map(([v, label]) => el(doc, 'option', { value: v, ...(was('rating') === v ? { selected: '' } : {}) }, label))))),
        el(doc, 'p', {}, el(doc, 'label', { for: 'review-author' }, 'Your name'), el(doc, 'input', { id: 'review-author', name: 'author', autocomplete: 'given-name', maxlength: 60, required: '', ...(was('author') ? { value: was('author') } : {}) })),
        el(doc, 'p', {}, el(doc, 'label', { for: 'review-text' }, 'Your review'), el(doc, 'textarea', { id: 'review-text', name: 'comment', rows: 4, maxlength: 2000, required: '' }, was('comment'))),
        el(doc, 'p', {}, el(doc, 'button', { type: 'submit' }, 'Send your review'))))));
    const tabs = el(doc, 'x-tabs', { id: 'product-tabs', label: 'About this product' },
      el(doc, 'button', { slot: 'tab' }, 'Description'), el(doc, 'div', {}, el(doc, 'p', {}, info.text)),
      el(doc, 'button', { slot: 'tab', 'data-anchor': 'reviews' }, `Reviews (${reviews.length})`),
      el(doc, 'div', { id: 'reviews' },
        el(doc, 'ul', { class: 'reviews' }, ...reviews.map((r) => el(doc, 'li', {},
          el(doc, 'p', {}, el(doc, 'span', { role: 'img', 'aria-label': `Rated ${r.rating} out of 5` }, stars(r.rating)), ' ', el(doc, 'strong', {}, r.author), ', ',
            el(doc, 'time', { datetime: r.created_at.slice(0, 10) }, r.created_at.slice(0, 10))),
          el(doc, 'p', {}, r.body)))),
        reviewForm));
    const buy = el(doc, 'form', { method: 'post', action: '/cart/add' }, el(doc, 'input', { type: 'hidden', name: 'product_id', value: p.id }),
      el(doc, 'input', { type: 'hidden', name: 'x_cart_nonce', value: createNonce(CART_ACTION) }),
      el(doc, 'button', { type: 'submit', class: 'add_to_cart_button button', name: 'add-to-cart', value: p.id }, 'Add to cart'));
    const average = reviews.length ? reviews.reduce((n, r) => n + r.rating, 0) / reviews.length : 0;
    const page = el(doc, 'div', { class: 'product-page' },
      el(doc, 'img', { src: info.image, alt: info.alt, width: 600, height: 450 }),
      el(doc, 'div', {}, el(doc, 'p', { class: 'price' }, euro(p.price_cents)),
        ...(reviews.length ? [el(doc, 'p', {}, el(doc, 'a', { href: '#reviews' }, `${average.toFixed(1)} out of 5 from ${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'}`))] : []),
        buy));
    return printPage(doc, p.name, [...settings(doc, 60 + p.id), page, el(doc, 'section', { class: 'product-more', 'aria-label': 'Description and reviews' }, tabs)], { site: true, cart: count(items) });
  }

  function cartPage(items) {
    const doc = newDoc();
    const main = [...settings(doc, 52)];
    const site = { site: true, cart: count(items) };
    if (!items.length) return printPage(doc, 'Cart', [...main, el(doc, 'p', { class: 'cart-empty' }, 'Your cart is currently empty.'), el(doc, 'a', { href: '/shop/' }, 'Return to shop')], site);
    const rows = items.map((i) => el(doc, 'tr', {},
      el(doc, 'td', { class: 'product-remove' }, el(doc, 'a', { href: `/cart/?remove_item=${i.id}`, class: 'remove', 'aria-label': `Remove ${i.name} from the cart` }, '×')),
      el(doc, 'td', {}, i.name),
      // Each field named by its product ("Quantity of Bypass pruner"), not five alike.
      el(doc, 'td', {}, el(doc, 'label', { for: `qty-${i.id}`, class: 'visually-hidden' }, `Quantity of ${i.name}`), el(doc, 'input', { id: `qty-${i.id}`, class: 'qty', type: 'number', min: 0, max: 99, name: `qty[${i.id}]`, value: i.qty })),
      el(doc, 'td', {}, euro(i.qty * i.price_cents))));
    const form = el(doc, 'form', { class: 'woocommerce-cart-form', method: 'post', action: '/cart/update' },
      el(doc, 'table', { class: 'shop_table cart' },
        el(doc, 'thead', {}, el(doc, 'tr', {}, el(doc, 'th', {}, el(doc, 'span', { class: 'visually-hidden' }, 'Remove')), el(doc, 'th', {}, 'Product'), el(doc, 'th', {}, 'Quantity'), el(doc, 'th', {}, 'Total'))),
        el(doc, 'tbody', {}, ...rows)),
      el(doc, 'button', { type: 'submit', name: 'update_cart' }, 'Update cart'));
    const totals = el(doc, 'div', { class: 'cart_totals' }, el(doc, 'p', {}, `Subtotal: ${euro(subtotal(items))}`), el(doc, 'a', { href: '/checkout/', class: 'checkout-button' }, 'Proceed to checkout'));
    return printPage(doc, 'Cart', [...main, form, totals], site);
  }

  /**
   * The checkout. After a refused order posted without script (`sent`, the
   * visitor's fields, and `errors`), the same page with the shop's notice
   * group and everything typed kept.
   */
  function checkoutPage(items, sent = null, errors = []) {
    const doc = newDoc();
    const was = (name) => (sent ? text(sent, name, 500) : '');
    const field = (name, label, attrs = {}) => el(doc, 'p', {}, el(doc, 'label', { for: name }, label), ' ', el(doc, 'input', { id: name, name, ...attrs, ...(was(name) ? { value: was(name) } : {}) }));
    const country = (name) => el(doc, 'p', {}, el(doc, 'label', { for: name }, 'Country'), ' ',
      el(doc, 'select', { id: name, name }, ...Object.entries(COUNTRIES).map(([code, label]) => el(doc, 'option', { value: code, ...(was(name) === code ? { selected: '' } : {}) }, label))));
    const radio = (name, value, label, checked) => el(doc, 'label', {}, el(doc, 'input', { type: 'radio', name, value, ...((sent ? was(name) === value : checked) ? { checked: '' } : {}) }), ` ${label}`);
    const notices = errors.length ? [el(doc, 'div', { class: 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout' },
      el(doc, 'ul', { class: 'woocommerce-error', role: 'alert' }, ...errors.map((m) => el(doc, 'li', { 'data-id': m.id }, m.text))))] : [];
    // The shipping as the page is first drawn (the shop's script asks again on a change of method or country).
    const shipping = shippingCost(was('shipping_method[0]') || 'flat_rate', was('billing_country') || 'DE');
    const sub = subtotal(items);
    const form = el(doc, 'form', { class: 'checkout woocommerce-checkout', method: 'post', action: '/checkout/' }, ...notices,
      el(doc, 'div', { class: 'customer-details' },
      el(doc, 'div', { class: 'woocommerce-billing-fields' }, el(doc, 'h3', {}, 'Billing details'),
        field('billing_first_name', 'First name', { autocomplete: 'given-name' }), field('billing_email', 'Email', { type: 'email', autocomplete: 'email' }),
        country('billing_country'), field('billing_postcode', 'Postcode', { autocomplete: 'postal-code' })),
      el(doc, 'div', { class: 'woocommerce-shipping-fields' },
        el(doc, 'p', { class: 'ship-to' }, el(doc, 'label', {}, el(doc, 'input', { id: 'ship-to-different-address-checkbox', type: 'checkbox', name: 'ship_to_different_address', value: 1, ...(was('ship_to_different_address') ? { checked: '' } : {}) }), ' Ship to a different address?')),
        el(doc, 'div', { class: 'shipping_address' }, field('shipping_first_name', 'First name'), country('shipping_country'), field('shipping_postcode', 'Postcode'))),
      el(doc, 'p', {}, el(doc, 'label', { for: 'order_comments' }, 'Order notes'), ' ', el(doc, 'textarea', { id: 'order_comments', name: 'order_comments' }, was('order_comments')))),
      el(doc, 'div', { class: 'order-review' }, el(doc, 'h3', {}, 'Your order'),
        el(doc, 'table', { class: 'shop_table woocommerce-checkout-review-order-table' },
          el(doc, 'tbody', {}, ...items.map((i) => el(doc, 'tr', {}, el(doc, 'td', {}, `${i.qty} × ${i.name}`), el(doc, 'td', {}, euro(i.qty * i.price_cents))))),
          el(doc, 'tfoot', {},
            el(doc, 'tr', {}, el(doc, 'th', {}, 'Subtotal'), el(doc, 'td', {}, euro(sub))),
            el(doc, 'tr', {}, el(doc, 'th', {}, 'Shipping'), el(doc, 'td', { 'data-order-shipping': '' }, euro(shipping))),
            // Said when a country or a shipping method changes it.
            el(doc, 'tr', { class: 'order-total' }, el(doc, 'th', {}, 'Total'), el(doc, 'td', { 'aria-live': 'polite' }, el(doc, 'strong', { 'data-order-total': '' }, euro(sub + shipping)))))),
        el(doc, 'fieldset', {}, el(doc, 'legend', {}, 'Shipping'), radio('shipping_method[0]', 'flat_rate', `Flat rate (${euro(SHIPPING.flat_rate.DE)} to Germany, ${euro(SHIPPING.flat_rate.GB)} to the United Kingdom)`, true), ' ', radio('shipping_method[0]', 'local_pickup', 'Pickup at the garden (free)', false)),
        el(doc, 'fieldset', {}, el(doc, 'legend', {}, 'Payment'), el(doc, 'ul', { class: 'wc_payment_methods' },
          el(doc, 'li', { class: 'wc_payment_method' }, radio('payment_method', 'bacs', 'Bank transfer', true)),
          el(doc, 'li', { class: 'wc_payment_method' }, radio('payment_method', 'cod', 'Cash on delivery', false)))),
        el(doc, 'p', {}, el(doc, 'button', { type: 'submit', id: 'place_order' }, 'Place order'))));
    return printPage(doc, 'Checkout', [...settings(doc, 53), el(doc, 'x-checkout', {}, form), el(doc, 'script', { src: '/assets/shop.js' })], { site: true, cart: count(items) });
  }

  function orderPage(order) {
    const doc = newDoc();
    const items = JSON.parse(order.items);
    const body = el(doc, 'div', { class: 'woocommerce-order' },
      el(doc, 'p', { class: 'woocommerce-thankyou-order-received' }, 'Thank you. Your order has been received.'),
      el(doc, 'ul', { class: 'woocommerce-order-overview' }, el(doc, 'li', {}, 'Order number: ', el(doc, 'strong', {}, String(order.id))), el(doc, 'li', {}, 'Total: ', el(doc, 'strong', {}, euro(order.total_cents)))),
      el(doc, 'ul', { class: 'order-items' }, ...items.map((i) => el(doc, 'li', {}, `${i.qty} × ${i.name}`))),
      ...(order.payment_method === 'bacs' ? [el(doc, 'section', { class: 'bank-details' }, el(doc, 'h2', {}, 'Paying by bank transfer'),
        el(doc, 'p', {}, `Please send ${euro(order.total_cents)} to Hedgerow Garden Club, IBAN DE89 3704 0044 0532 0130 00 (an example number: this shop is a demo), with order number ${order.id} as the reference. We pack your order once it arrives.`))] : []));
    return printPage(doc, 'Order received', [...settings(doc, 54), el(doc, 'x-order-received', {}, body)], { site: true });
  }

  const readPost = async (req, res) => {
    if (!sameOrigin(req)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Orders come from this site only');
      return null;
    }
    try {
      return await readForm(req, MAX_FORM);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      res.writeHead(error.status, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message);
      return null;
    }
  };

  const reviewLimited = rateLimiter(Number(process.env.REVIEW_RATE_LIMIT ?? 10), 3600 * 1000);
  async function productRoute(req, res, slug, review) {
    const p = q.productBySlug.get(slug);
    const plain = (status, message) => (res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message), true);
    if (!p) return plain(404, 'No such product');
    const items = itemsOf(cartOf(req));
    if (!review) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { allow: 'GET, HEAD' }).end('Method not allowed'), true;
      return send(res, 200, productPage(p, items)), true;
    }
    if (req.method !== 'POST') return res.writeHead(405, { allow: 'POST' }).end('Method not allowed'), true;
    const form = await readPost(req, res);
    if (!form) return true;
    if (!verifyNonce(form.get('x_review_nonce'), REVIEW_ACTION)) return plain(403, 'This page has expired: reload it and send your review again.');
    const rating = Number(text(form, 'rating'));
    const author = text(form, 'author', 60);
    const body = text(form, 'comment', 2000);
    const error = !Number.isInteger(rating) || rating < 1 || rating > 5 ? 'Please choose a rating.' : !author ? 'Please give your name.' : body.length < 2 ? 'Please write a few words.' : '';
    if (error) return send(res, 200, productPage(p, items, form, error)), true;
    if (reviewLimited(clientIp(req))) return plain(429, 'Too many reviews from your address: please wait and try again.');
    q.addReview.run(p.id, author, rating, body, clientIp(req));
    return redirect(res, `/shop/${p.slug}/#reviews`), true;
  }

  return async function handle(req, res, url) {
    const path = url.pathname;
    const product = /^\/shop\/([a-z0-9-]{1,40})\/(review)?$/.exec(path);
    if (product) return productRoute(req, res, product[1], product[2]);
    if (!['/shop/', '/cart/', '/cart/count', '/cart/add', '/cart/update', '/checkout/', '/checkout/review'].includes(path) && !/^\/order-received\/\d{1,9}\/$/.test(path)) return false;
    const get = req.method === 'GET' || req.method === 'HEAD';
    let cart = cartOf(req);
    if (get && path === '/shop/') return send(res, 200, shopPage(itemsOf(cart))), true;
    // The header's count on pages a cache serves alike to everyone (WooCommerce's cart fragments).
    if (get && path === '/cart/count') return sendJson(res, 200, { count: count(itemsOf(cart)) }), true;
    if (get && path === '/cart/') {
      const remove = url.searchParams.get('remove_item');
      if (remove !== null) {
        if (cart && /^\d{1,9}$/.test(remove)) q.remove.run(cart, Number(remove));
        return redirect(res, '/cart/'), true;
      }
      return send(res, 200, cartPage(itemsOf(cart))), true;
    }
    if (get && path === '/checkout/') {
      const items = itemsOf(cart);
      return (items.length ? send(res, 200, checkoutPage(items)) : redirect(res, '/cart/')), true;
    }
    if (get && path.startsWith('/order-received/')) {
      const order = q.orderById.get(Number(path.split('/')[2]));
      // The key proves the order is this visitor's (WooCommerce's order key).
      if (!order || order.order_key !== url.searchParams.get('key')) {
        const doc = newDoc();
        return send(res, 404, printPage(doc, 'Not found', [el(doc, 'p', {}, 'No such order.')], { site: true })), true;
      }
      return send(res, 200, orderPage(order)), true;
    }
    if (req.method !== 'POST' || path === '/shop/' || path === '/cart/' || path === '/cart/count' || path.startsWith('/order-received/')) {
      res.writeHead(405, { allow: get ? 'POST' : 'GET, HEAD' }).end('Method not allowed');
      return true;
    }
    const form = await readPost(req, res);
    if (!form) return true;
    if (path === '/cart/add') {
      const plain = (status, message) => (res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message), true);
      if (!verifyNonce(form.get('x_cart_nonce'), CART_ACTION)) return plain(403, 'This page has expired: reload the shop and add the product again.');
      const raw = text(form, 'product_id');
      const id = Number(raw);
      if (!/^\d{1,9}$/.test(raw) || !q.product.get(id)) return plain(400, 'No such product');
      let cookie = {};
      if (!cart) {
        if (newCartLimited(clientIp(req))) return plain(429, 'Too many new carts from your address: please wait and try again.');
        cart = randomBytes(16).toString('hex');
        db.transaction(() => {
          q.expiredItems.run();
          q.expired.run();
          const over = q.cartCount.get().n - maxCarts + 1;
          if (over > 0) {
            q.oldestItems.run(over);
            q.oldest.run(over);
          }
          q.newCart.run(cart);
        })();
        cookie = { 'set-cookie': `x_cart=${cart}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${30 * 86400}` };
      }
      q.add.run(cart, id, 1);
      return redirect(res, '/cart/', cookie), true;
    }
    if (path === '/cart/update') {
      for (const [name, value] of form) {
        const id = /^qty\[(\d{1,9})\]$/.exec(name)?.[1];
        const qty = Number(value);
        if (!cart || !id || !Number.isInteger(qty) || qty < 0 || qty > 99) continue;
        if (qty === 0) q.remove.run(cart, Number(id));
        else q.setQty.run(qty, cart, Number(id));
      }
      return redirect(res, '/cart/'), true;
    }
    const items = itemsOf(cart);
    if (path === '/checkout/review') {
      // The order review the shop's script asks for on update_checkout.
      const postcode = text(form, 'billing_postcode');
      if (postcode && !/^[A-Za-z0-9 -]{3,10}$/.test(postcode)) return sendJson(res, 200, { result: 'failure', messages: [{ id: 'billing_postcode', text: 'Billing Postcode is not a valid postcode.' }] }), true;
      const shipping = shippingCost(text(form, 'shipping_method[0]'), text(form, 'billing_country'));
      return sendJson(res, 200, { result: 'success', shipping: euro(shipping), total: euro(subtotal(items) + shipping) }), true;
    }
    // POST /checkout/: the order, from the shop's script (JSON) or, without
    // script, from the form itself (a page: the order's, or the checkout
    // again with its errors and the visitor's fields).
    const scripted = req.headers['x-requested-with'] === 'XMLHttpRequest';
    if (!items.length) return (scripted ? sendJson(res, 200, { result: 'failure', messages: [{ id: 'cart', text: 'Your cart is empty.' }] }) : redirect(res, '/cart/')), true;
    const errors = checkOrder(form);
    if (errors.length) return (scripted ? sendJson(res, 200, { result: 'failure', messages: errors }) : send(res, 200, checkoutPage(items, form, errors))), true;
    const key = `wc_order_${randomBytes(8).toString('hex')}`;
    const total = subtotal(items) + shippingCost(text(form, 'shipping_method[0]'), text(form, 'billing_country'));
    const billing = Object.fromEntries(['billing_first_name', 'billing_email', 'billing_country', 'billing_postcode', 'order_comments'].map((n) => [n, text(form, n, 500)]));
    const { lastInsertRowid } = db.transaction(() => {
      const result = q.order.run(key, JSON.stringify(items.map(({ name, qty, price_cents }) => ({ name, qty, price_cents }))), JSON.stringify(billing), text(form, 'shipping_method[0]'), text(form, 'payment_method'), total);
      q.empty.run(cart);
      return result;
    })();
    const received = `/order-received/${lastInsertRowid}/?key=${key}`;
    return (scripted ? sendJson(res, 200, { result: 'success', redirect: received }) : redirect(res, received)), true;
  };
}
