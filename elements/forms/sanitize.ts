/**
 * Server-provided HTML is sanitised before insertion: parsed inert (a
 * <template> runs no script and loads nothing), then only an allowlist of
 * text-level and structural elements and harmless attributes is kept, plus
 * form controls when asked for (an embedded form's configured html). Links
 * and form actions keep http(s), mailto, tel and relative URLs only; ids and
 * names that would clobber document, window or form properties are dropped:
 * any property document has, and every global the library reads
 * (services/globals.ts, checked against the sources by its test), defined yet or not.
 */
import { parseInert } from '../core';
import { LIBRARY_GLOBALS } from '../services/globals';

const ELEMENTS = new Set([
  'a', 'abbr', 'article', 'aside', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'li', 'mark', 'nav', 'ol', 'p', 'pre', 'q', 's', 'section',
  'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul',
]);
// Form markup, kept only when asked for (an embedded form's configured html).
const FORM_ELEMENTS = new Set(['form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'label', 'fieldset', 'legend']);
// Dropped with everything inside them; other unknown elements keep their text.
const DROP = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'link', 'meta', 'base', 'title', 'head', ...FORM_ELEMENTS]);
const ATTRIBUTES = new Set(['class', 'id', 'title', 'lang', 'dir', 'role', 'alt', 'width', 'height', 'colspan', 'rowspan', 'href', 'src', 'target', 'rel', 'hidden', 'datetime', 'loading', 'decoding']);
const FORM_ATTRIBUTES = new Set([
  'action', 'method', 'enctype', 'novalidate', 'name', 'type', 'value', 'placeholder', 'required', 'pattern', 'min', 'max', 'step',
  'minlength', 'maxlength', 'checked', 'selected', 'multiple', 'disabled', 'readonly', 'for', 'autocomplete', 'inputmode', 'rows', 'cols', 'size', 'label',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action']);

/**
 * Our content elements a server's HTML may hold (a loaded blog page, a
 * multi-view's content): kept when asked for, each validating its own
 * attributes, and upgraded once inserted. Not the consent, form or menu
 * elements, whose attributes reach further.
 */
export const CONTENT_ELEMENTS = ['x-accordion', 'x-animate', 'x-counter', 'x-gallery', 'x-portfolio', 'x-portfolio-carousel', 'x-slider', 'x-tabs', 'x-toggle'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$|[^:]*[/?#])/i;

// The platform's own accessors, called on each node: markup cannot shadow
// them (`<input name="attributes">` makes form.attributes an input, and
// `<input name="childNodes">` a throwing walk, when read as properties).
// Taken once, on first use: the module is also evaluated where there is no DOM (a bundler's server render).
const getter = (proto: object, name: string) => Object.getOwnPropertyDescriptor(proto, name)!.get!;
let own: ReturnType<typeof platform> | undefined;
function platform() {
  const { getAttribute, getAttributeNames, removeAttribute, setAttribute, remove, replaceWith } = Element.prototype;
  return {
    childNodesOf: getter(Node.prototype, 'childNodes') as (this: Node) => NodeListOf<ChildNode>,
    nodeTypeOf: getter(Node.prototype, 'nodeType') as (this: Node) => number,
    localNameOf: getter(Element.prototype, 'localName') as (this: Element) => string,
    getAttribute, getAttributeNames, removeAttribute, setAttribute, remove, replaceWith,
  };
}
const dom = () => (own ??= platform());
const nodes = (node: Node) => Array.from(dom().childNodesOf.call(node));

// Markup whose names reach objects that scripts read (DOM clobbering):
// `<img name="cookie">` shadows document.cookie, `<a id="YT">` the YouTube
// API's global before it loads (so no video plays), `<input name="submit">`
// a form's method. An id names a window property on any element, a name on
// the elements below (and a document property on those).
const NAMED_BY_DOCUMENT = new Set(['form', 'img', 'embed', 'object', 'iframe', 'frame']);
const CONTROLS = new Set(['input', 'button', 'select', 'textarea', 'fieldset', 'output', 'object']);
// The library's own namespace and the usual tag managers' globals (the page's consent-gated scripts read them).
const RESERVED_GLOBAL = /^(x[A-Z]|dataLayer$|gtag$|google_tag|__proto__$|constructor$|prototype$)/;
/**
 * Whether a name would shadow something a script reads: a document property
 * (document's named elements come before its own properties), a global the
 * library reads (defined yet or not: window's named elements shadow only what
 * is not defined, which is how `<a id="YT">` breaks the YouTube API that
 * starts with `if (!window.YT)`), or one of the reserved shapes. A property
 * window already has cannot be shadowed, so `id="top"` stays a link target.
 */
const reservedGlobal = (value: string) => value in document || LIBRARY_GLOBALS.has(value) || RESERVED_GLOBAL.test(value);
let formProbe: HTMLFormElement | undefined;
/** Whether a control's id or name would shadow one of its form's own properties. */
function shadowsForm(value: string): boolean {
  // A control's id and name become properties of its form, over the form's
  // own (LegacyOverrideBuiltIns). Only `title`, `lang` and `dir` (text no
  // script here reads from a form) stay usable as field names.
  formProbe ??= document.createElement('form');
  return value in formProbe && !/^(title|lang|dir)$/.test(value);
}
function clobbers(tag: string, name: string, value: string): boolean {
  const control = CONTROLS.has(tag);
  if (name === 'id') return reservedGlobal(value) || (control && shadowsForm(value));
  if (NAMED_BY_DOCUMENT.has(tag)) return reservedGlobal(value);
  return control && shadowsForm(value);
}

interface CleanOptions {
  forms: boolean;
  /** Our own elements kept, with their attributes (they validate each one); none by default. */
  elements: ReadonlySet<string>;
}

/** An attribute a kept element of ours may carry: never a handler or inline style, URLs as everywhere. */
const elementAttribute = (name: string) => !/^on|^style$|^srcdoc$|^formaction$/.test(name);

function clean(node: Node, options: CleanOptions): void {
  const { forms, elements } = options;
  const { nodeTypeOf, localNameOf, remove, replaceWith, getAttributeNames, getAttribute, removeAttribute, setAttribute } = dom();
  for (const child of nodes(node)) {
    const type = nodeTypeOf.call(child);
    if (type === Node.COMMENT_NODE || type === Node.PROCESSING_INSTRUCTION_NODE) {
      (child as ChildNode).remove();
      continue;
    }
    if (type !== Node.ELEMENT_NODE) continue;
    const el = child as Element;
    const tag = localNameOf.call(el);
    if (DROP.has(tag) && !(forms && FORM_ELEMENTS.has(tag))) {
      remove.call(el);
      continue;
    }
    clean(el, options);
    const ours = elements.has(tag);
    if (!ELEMENTS.has(tag) && !ours && !(forms && FORM_ELEMENTS.has(tag))) {
      replaceWith.call(el, ...nodes(el));
      continue;
    }
    for (const name of getAttributeNames.call(el)) {
      const value = getAttribute.call(el, name) ?? '';
      const keep = (ATTRIBUTES.has(name) || name.startsWith('aria-') || name.startsWith('data-') || (forms && FORM_ATTRIBUTES.has(name)) || (ours && elementAttribute(name)))
        && !(URL_ATTRIBUTES.has(name) && !SAFE_URL.test(value.replace(/[\s\p{Cc}]/gu, '')))
        && !((name === 'id' || name === 'name') && clobbers(tag, name, value));
      if (!keep) removeAttribute.call(el, name);
    }
    if (tag === 'a' && getAttribute.call(el, 'target') === '_blank') setAttribute.call(el, 'rel', 'noopener noreferrer');
  }
}

/**
 * A sanitised copy of the HTML, as a fragment ready to insert. The HTML is
 * parsed inert (see parseInert: the platform sanitiser where there is one,
 * the `x-elements` Trusted Types policy otherwise), then walked against the
 * allowlist. Takes text only: a node imported into the live document would
 * already load its images and so run their error handlers.
 */
export function sanitizeFragment(html: string, { forms = false, elements = [] as readonly string[] } = {}): DocumentFragment {
  const fragment = parseInert(html);
  clean(fragment, { forms, elements: new Set(elements) });
  // Once clean, the nodes are made again in this window: parsed in a detached frame's document they would keep
  // that gone window's prototypes (no `instanceof HTMLAnchorElement` would hold for a link in them).
  return fragment.ownerDocument === document ? fragment : document.importNode(fragment, true);
}

/** The text of HTML (a server's message), with no markup kept. */
export function textOf(html: string): string {
  return sanitizeFragment(html).textContent ?? '';
}

/** A sanitised copy of the HTML, as text. */
export function sanitizeHtml(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeFragment(html));
  return box.innerHTML;
}
