// The example pages share one template, examples/server/template.html (the head,
// the site header, the docs script). A page file holds its <title>, then an
// optional <head> with what it adds before the stylesheet (the consent
// blocker goes first), then the content of <main>. A file that starts with
// <!doctype html> is a whole page, served as it is: the pasted-snippet page
// (nothing of ours) and the load bench's page (nothing but the elements).
// The demo site's pages (examples/site/) go through its own template,
// site-template.html, which adds the header's cart link (`{{cart}}`).
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fillApiBlocks, readManifest } from './api-tables.mjs';
import { DOMParser } from 'linkedom';
import { childrenHtml, toHtml } from './html.mjs';

const TEMPLATE = fileURLToPath(new URL('./template.html', import.meta.url));
/** The demo site's pages (examples/site/, and the shop, blog and results pages) share the site's own template. */
const SITE_TEMPLATE = fileURLToPath(new URL('./site-template.html', import.meta.url));
const SITE_DIR = fileURLToPath(new URL('../site/', import.meta.url));
const templateOf = (file) => (file.startsWith(SITE_DIR) ? SITE_TEMPLATE : TEMPLATE);

/** The page as served; throws when a page file does not follow the shape above. */
export function renderPage(source, template, { cart = null } = {}) {
  if (/^\s*<!doctype html>/i.test(source)) return source;
  const title = /^\s*<title>([^<]+)<\/title>\s*/.exec(source);
  if (!title) throw new Error('an example page starts with its <title> (or is a whole page from <!doctype html>)');
  let rest = source.slice(title[0].length);
  const head = /^<head>\n?([\s\S]*?)<\/head>\s*/.exec(rest);
  if (head) rest = rest.slice(head[0].length);
  const parts = { title: title[1].trim(), head: head ? head[1].trim() : '', main: rest.trim(), cart: template.includes('{{cart}}') ? cartLinkHtml(cart) : '' };
  // A function replacement: page text is inserted as it is (no `$&` patterns).
  return template.replace(/\{\{(title|head|main|cart)\}\}(\n?)/g, (_, key, newline) => (parts[key] ? parts[key] + newline : ''));
}

const cache = new Map();
/**
 * Reads and renders a page file, its API tables filled from custom-elements.json
 * (api-tables.mjs), again only when it, the template or the manifest changed.
 */
export function readPage(file) {
  const { stamp: manifestStamp, manifest } = readManifest();
  const template = templateOf(file);
  const stamp = `${statSync(file).mtimeMs}:${statSync(template).mtimeMs}:${manifestStamp}`;
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.text;
  const text = fillApiBlocks(renderPage(readFileSync(file, 'utf8'), readFileSync(template, 'utf8')), manifest);
  cache.set(file, { stamp, text });
  return text;
}

/**
 * The header's cart link (the site template's `{{cart}}`): the count as the
 * shop prints it. A page file is the same for every visitor (as a cache
 * serves it): its count, unknown (null), is asked for by the site's script.
 */
export function cartLink(doc, count) {
  return el(doc, 'x-cart-count', { count: count ?? 0, class: 'site-cart', ...(count === null ? { 'data-refresh': '/cart/count' } : {}) }, el(doc, 'a', { href: '/cart/', class: 'et-cart-info' },
    el(doc, 'span', { class: 'visually-hidden' }, 'Cart: '), el(doc, 'span', { 'data-x-cart-label': '' }, `${count ?? 0} ${count === 1 ? 'Item' : 'Items'}`)));
}
function cartLinkHtml(count) {
  return toHtml(cartLink(new DOMParser().parseFromString('<!doctype html><html><body></body></html>', 'text/html'), count));
}

/** Builds an element with children in `doc`: attributes and text are set, never parsed. */
export function el(doc, tag, attrs = {}, ...children) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
}

/**
 * A page built as a document (title and <main> content) printed through the
 * template; with `site`, through the demo site's, the title as its <h1>, and
 * the header's cart count as given (`cart`), else asked for by the page.
 */
export function printPage(doc, title, main, { site = false, cart = null } = {}) {
  const template = readFileSync(site ? SITE_TEMPLATE : TEMPLATE, 'utf8');
  const holder = el(doc, 'div', {}, ...(site ? [el(doc, 'h1', { class: 'page-title' }, title)] : []), ...main);
  return renderPage(`${toHtml(el(doc, 'title', {}, title))}\n${childrenHtml(holder)}`, template, { cart });
}

