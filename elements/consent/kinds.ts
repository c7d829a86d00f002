/**
 * The element kinds that fetch a script or a document, and the attribute
 * that carries each one's address. Elements are told apart by namespace and
 * local name, never by `instanceof`: a node made in another window (a
 * same-origin frame) has that window's prototypes.
 */
export const HTML_NS = 'http://www.w3.org/1999/xhtml';
export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Every kind, as one selector (an SVG `script` matches it too). */
export const FETCHING = 'script,iframe,frame,object,embed,link';
/** HTML that may make an element of those kinds. */
export const RISKY = /<(script|iframe|frame|object|embed|link|svg)/i;
/** A script type the browser runs (and so fetches): none, a JavaScript MIME type or `module`. */
export const runs = (type: string | null) =>
  !type || /^\s*(module|(text|application)\/(x-)?(javascript|ecmascript|jscript|livescript)(1\.[0-5])?)\s*$/i.test(type);
/** Elements that hold a document of their own, whose window the blocker patches when it is same-origin. */
export const FRAMES = 'iframe,frame,object';
const FRAME_NAMES = FRAMES.split(',');

/** The address attribute of a fetching element (`src`, `data`, `href`), or null for any other element. */
export function addressAttribute(el: Element): string | null {
  if (el.namespaceURI === SVG_NS) return el.localName === 'script' ? 'href' : null;
  if (el.namespaceURI !== HTML_NS) return null;
  switch (el.localName) {
    case 'script': case 'iframe': case 'frame': case 'embed': return 'src';
    case 'object': return 'data';
    case 'link': return 'href';
    default: return null;
  }
}

/** Whether setting attribute `name` (in namespace `ns`) on `el` gives it an address (or, for an iframe, a `srcdoc`). */
export function isAddress(el: Element, ns: string | null, name: string): boolean {
  const attr = addressAttribute(el);
  if (!attr) return false;
  // HTML attribute names are case-insensitive; an SVG script's href may also be an XLink href, under any prefix.
  const local = el.namespaceURI === HTML_NS ? name.toLowerCase() : ns === XLINK_NS ? name.split(':').pop()! : name.replace(/^xlink:/, '');
  if (ns && !(ns === XLINK_NS && attr === 'href')) return false;
  return local === attr || (local === 'srcdoc' && el.localName === 'iframe');
}

/** The address an element has in its markup now (an SVG script's may be xlink:href). */
export function addressIn(el: Element): string | null {
  const attr = addressAttribute(el);
  if (!attr) return null;
  return el.getAttribute(attr) ?? (attr === 'href' && el.namespaceURI === SVG_NS ? el.getAttributeNS(XLINK_NS, 'href') : null);
}

export const isElement = (n: unknown): n is Element => !!n && typeof n === 'object' && (n as Node).nodeType === 1;
export const isParent = (n: unknown): n is Element | DocumentFragment | Document =>
  !!n && typeof n === 'object' && [1, 9, 11].includes((n as Node).nodeType);

/** Calls `fn` with each frame a node is or holds (one with no element inside is not searched). */
export function eachFrame(node: Element | DocumentFragment | Document, fn: (frame: Element) => void): void {
  if (isElement(node) && FRAME_NAMES.includes(node.localName)) fn(node);
  if (node.firstElementChild) node.querySelectorAll(FRAMES).forEach(fn);
}
