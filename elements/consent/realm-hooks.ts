/**
 * The blocker's hooks on one window's prototypes. The page's window gets
 * them first thing; every same-origin frame's window (a "friendly" iframe,
 * how ad tags load) gets them the moment its element is inserted or its
 * window or document is read, so an element made there, or moved from there,
 * is caught like one made in the page. Every route that gives an element an
 * address, inserts nodes or parses HTML ends in the guard's three questions.
 */
import { FRAMES, HTML_NS, RISKY, eachFrame, isAddress, isElement, isParent } from './kinds';

export interface Guard {
  /** Setting `value` as this address attribute must be held back (the guard has kept it). */
  holds(el: Element, ns: string | null, name: string, value: unknown): boolean;
  /** Examines nodes about to be inserted where addresses resolve against `base` (held ones are made inert first). */
  vet(node: Node, base: string | (() => string)): void;
  /** A navigation of frame window `w` (or of the frame named `target` from `w`) to `url` must wait; `replay` makes it later. */
  holdsNavigation(w: Window, url: string, target: string, replay: () => void): boolean;
  /** Patches a frame's window when it is same-origin. */
  befriend(frame: Element): void;
  /** Watches a document or shadow root for what the parser inserts. */
  observe(root: Node): void;
}

type Win = Window & typeof globalThis;
type Fn = (...args: unknown[]) => unknown;
// Hooks go on a window's prototypes once, and on each document it shows once: a frame's window can keep its
// prototypes (hooks included) when a page of the site replaces its first, empty document.
const hooked = new WeakSet<object>();

/** Replaces a property's setter (and, given `get`, its getter) on a prototype, keeping the platform's for the rest. */
function redefine(proto: object | undefined, name: string, set?: (orig: Fn) => Fn, get?: (orig: Fn) => Fn) {
  const d = proto && Object.getOwnPropertyDescriptor(proto, name);
  if (!d?.set && !d?.get) return;
  Object.defineProperty(proto, name, { ...d, set: set && d.set ? set(d.set as Fn) : d.set, get: get && d.get ? get(d.get as Fn) : d.get });
}
/** Wraps methods of a prototype. */
function wrap(proto: object | undefined, names: string[], make: (orig: Fn, name: string) => Fn) {
  const p = proto as Record<string, Fn> | undefined;
  for (const name of names) if (p && typeof p[name] === 'function') p[name] = make(p[name], name);
}

export interface Html {
  parse(ctx: Node, value: unknown, dsd?: boolean): DocumentFragment | null;
  vet(doc: Document, value: unknown, text: string, editor?: boolean): string | null;
  write(doc: Document, values: unknown[], orig: Fn): void;
}

export function hookRealm(w: Win, guard: Guard, html: Html): void {
  const doc = w.document;
  if (!hooked.has(doc)) {
    hooked.add(doc);
    hookDocument(w, doc, guard);
  }
  if (hooked.has(w.Element.prototype)) return;
  hooked.add(w.Element.prototype);
  // Every hook reads a value the platform takes as text once, first, and passes that on: an object's own
  // toString could say one thing to the guard and another to the platform (harmless, then a provider's
  // address). Trusted Types' objects, fixed and under their enforcement the only thing taken, go on as given.
  const tt = (w as { trustedTypes?: Record<'isHTML' | 'isScript' | 'isScriptURL', (v: unknown) => boolean> }).trustedTypes;
  const once = <T,>(v: T): T => (Object(v) === v && !(tt?.isHTML(v) || tt?.isScriptURL(v) || tt?.isScript(v)) ? String(v) : v) as T;

  // 1. Addresses given by property (a TrustedScriptURL under Trusted Types is passed on as given).
  const props: [object | undefined, string][] = [
    [w.HTMLScriptElement?.prototype, 'src'], [w.HTMLIFrameElement?.prototype, 'src'], [w.HTMLIFrameElement?.prototype, 'srcdoc'],
    [w.HTMLFrameElement?.prototype, 'src'], [w.HTMLEmbedElement?.prototype, 'src'], [w.HTMLObjectElement?.prototype, 'data'],
    [w.HTMLLinkElement?.prototype, 'href'],
  ];
  for (const [proto, name] of props) {
    redefine(proto, name, (orig) => function (this: Element, value: unknown) {
      value = once(value);
      if (!guard.holds(this, null, name, value)) orig.call(this, value);
    });
  }
  // An SVG script's href is an SVGAnimatedString: its owner is remembered as it is read.
  const owners = new WeakMap<object, Element>();
  redefine(w.SVGScriptElement?.prototype, 'href', undefined, (orig) => function (this: Element) {
    const animated = orig.call(this) as object;
    owners.set(animated, this);
    return animated;
  });
  redefine(w.SVGAnimatedString?.prototype, 'baseVal', (orig) => function (this: object, value: unknown) {
    value = once(value);
    const el = owners.get(this);
    if (!(el && guard.holds(el, null, 'href', value))) orig.call(this, value);
  });

  // 2. Addresses given as attributes, however the attribute is made.
  const E = w.Element.prototype;
  wrap(E, ['setAttribute'], (orig) => function (this: Element, name, value) {
    name = once(name);
    value = once(value);
    if (!(isAddress(this, null, String(name)) && guard.holds(this, null, String(name), value))) return orig.call(this, name, value);
  });
  wrap(E, ['setAttributeNS'], (orig) => function (this: Element, ns, name, value) {
    ns = once(ns);
    name = once(name);
    value = once(value);
    if (!(isAddress(this, ns as string | null, String(name)) && guard.holds(this, ns as string | null, String(name), value))) return orig.call(this, ns, name, value);
  });
  const byAttr = (orig: Fn, owner: (self: unknown) => Element | null | undefined) => function (this: unknown, attr: unknown) {
    const a = attr as Attr;
    const el = owner(this);
    if (el && a?.nodeType === 2 && isAddress(el, a.namespaceURI, a.name) && guard.holds(el, a.namespaceURI, a.name, a.value)) return null;
    return orig.call(this, attr);
  };
  wrap(E, ['setAttributeNode', 'setAttributeNodeNS'], (orig) => byAttr(orig, (self) => self as Element));
  // A NamedNodeMap does not name its element: each one is remembered as `attributes` hands it out.
  const maps = new WeakMap<object, Element>();
  redefine(E, 'attributes', undefined, (orig) => function (this: Element) {
    const map = orig.call(this) as object;
    maps.set(map, this);
    return map;
  });
  wrap(w.NamedNodeMap?.prototype, ['setNamedItem', 'setNamedItemNS'], (orig) => byAttr(orig, (self) => maps.get(self as object)));
  // An Attr already on an element, given a new value.
  const attrValue = (orig: Fn) => function (this: Attr, value: unknown) {
    value = once(value);
    const el = this.nodeType === 2 ? this.ownerElement : null;
    if (!(el && isAddress(el, this.namespaceURI, this.name) && guard.holds(el, this.namespaceURI, this.name, value))) orig.call(this, value);
  };
  redefine(w.Attr?.prototype, 'value', attrValue);
  redefine(w.Node.prototype, 'nodeValue', attrValue);
  redefine(w.Node.prototype, 'textContent', attrValue);

  // 3. Nodes inserted by any DOM method: vetted before they arrive, frames befriended after.
  const befriendAll = (node: unknown) => {
    if (isParent(node)) eachFrame(node, guard.befriend);
  };
  const inserting = (orig: Fn) => function (this: unknown, ...args: unknown[]) {
    // Into a tree that is not in a document, nothing loads or runs: vetted when
    // that tree is inserted into one (the whole subtree then, shadow roots
    // included). A framework building a tree bottom-up was vetted once per level.
    const where = (this as Node).nodeType ? (this as Node) : (this as Range).startContainer;
    if (where && where.isConnected === false) return orig.apply(this, args);
    // Addresses resolve where the nodes go (a parsed document's own base may be about:blank): read once, and only for an element with one.
    let at: string | undefined;
    const base = () => (at ??= (this as Node).baseURI ?? ((this as Range).startContainer?.baseURI || w.document.baseURI));
    for (const a of args) if (isParent(a)) guard.vet(a, base);
    const result = orig.apply(this, args);
    args.forEach(befriendAll);
    return result;
  };
  const NODE_ARGS = ['append', 'prepend', 'replaceChildren', 'moveBefore'];
  wrap(w.Node.prototype, ['appendChild', 'insertBefore', 'replaceChild'], inserting);
  wrap(E, [...NODE_ARGS, 'before', 'after', 'replaceWith', 'insertAdjacentElement'], inserting);
  wrap(w.CharacterData?.prototype, ['before', 'after', 'replaceWith'], inserting);
  wrap(w.DocumentType?.prototype, ['before', 'after', 'replaceWith'], inserting);
  redefine(w.Document.prototype, 'body', (orig) => function (this: Document, body: unknown) {
    if (isParent(body)) guard.vet(body, this.baseURI);
    orig.call(this, body);
    befriendAll(body);
  });
  wrap(w.Document.prototype, NODE_ARGS, inserting);
  wrap(w.DocumentFragment.prototype, NODE_ARGS, inserting);
  wrap(w.Range?.prototype, ['insertNode', 'surroundContents'], inserting);
  // A table's caption, head and foot setters and a select's `add` insert nodes too.
  for (const name of ['caption', 'tHead', 'tFoot']) redefine(w.HTMLTableElement?.prototype, name, inserting);
  wrap(w.HTMLSelectElement?.prototype, ['add'], inserting);
  wrap(w.HTMLOptionsCollection?.prototype, ['add'], inserting);

  // 4. HTML strings: parsed where nothing loads, vetted, then inserted as nodes.
  // (The text of raw-text elements, `<style>` and the like, is not markup: left to the platform.)
  const RAW = /^(script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext|template)$/;
  const risky = (self: Node, value: unknown) => RISKY.test(String(value)) && !(isElement(self) && self.namespaceURI === HTML_NS && RAW.test(self.localName));
  for (const proto of [E, w.ShadowRoot?.prototype]) {
    redefine(proto, 'innerHTML', (orig) => function (this: Element | ShadowRoot, value: unknown) {
      value = once(value);
      const frag = risky(this, value) && html.parse(this, value);
      if (frag) this.replaceChildren(frag);
      else orig.call(this, value);
    });
    wrap(proto, ['setHTMLUnsafe'], (orig) => function (this: Element | ShadowRoot, value: unknown) {
      value = once(value);
      const frag = risky(this, value) && html.parse(this, value, true);
      if (frag) this.replaceChildren(frag);
      else orig.call(this, value);
    });
  }
  redefine(E, 'outerHTML', (orig) => function (this: Element, value: unknown) {
    value = once(value);
    const frag = this.parentNode && risky(this.parentNode, value) && html.parse(this.parentNode, value);
    if (frag) this.replaceWith(frag);
    else orig.call(this, value);
  });
  wrap(E, ['insertAdjacentHTML'], (orig) => function (this: Element, where, value) {
    where = once(where);
    value = once(value);
    const w2 = String(where).toLowerCase();
    const ctx = w2 === 'beforebegin' || w2 === 'afterend' ? this.parentNode : this;
    const frag = ctx && risky(ctx, value) && html.parse(ctx, value);
    if (!frag) return orig.call(this, where, value);
    if (w2 === 'beforebegin') this.before(frag);
    else if (w2 === 'afterbegin') this.prepend(frag);
    else if (w2 === 'beforeend') this.append(frag);
    else if (w2 === 'afterend') this.after(frag);
    else return orig.call(this, where, value); // the platform's own error for a bad position
  });
  wrap(w.Document.prototype, ['write', 'writeln'], (orig) => function (this: Document, ...values: unknown[]) {
    html.write(this, values.map(once), orig);
  });
  // An editor's insertHTML (a contenteditable box): given vetted HTML, so its own insertion, and undo, stay the
  // platform's. Where Trusted Types refuse the vetted string, nothing is inserted (as for a command not run).
  wrap(w.Document.prototype, ['execCommand'], (orig) => function (this: Document, command, ui, value) {
    command = once(command);
    value = once(value);
    const vetted = /^inserthtml$/i.test(String(command)) ? html.vet(this, value, String(value), true) : null;
    if (vetted === null) return orig.call(this, command, ui, value);
    try {
      return orig.call(this, command, ui, vetted);
    } catch {
      return false;
    }
  });

  // 5. Frames: their windows patched as soon as a script can reach them.
  for (const proto of [w.HTMLIFrameElement?.prototype, w.HTMLFrameElement?.prototype, w.HTMLObjectElement?.prototype]) {
    for (const name of ['contentWindow', 'contentDocument']) {
      redefine(proto, name, undefined, (orig) => function (this: Element) {
        guard.befriend(this);
        return orig.call(this);
      });
    }
  }
  wrap(E, ['attachShadow'], (orig) => function (this: Element, init) {
    const root = orig.call(this, init) as ShadowRoot;
    guard.observe(root);
    root.addEventListener('submit', (e) => onSubmit(w, guard, e), true); // a submit event stops at its shadow root
    return root;
  });

  // 6. Navigations into frames: window.open with a frame's name, links and
  // forms aimed at a frame, and (where the Navigation API exists) a frame
  // window's own location set from anywhere.
  const open = w.open;
  w.open = function (this: unknown, url?: string | URL, target?: string, features?: string) {
    url = once(url);
    target = once(target);
    const replay = () => void open.call(w, url, target, features);
    if (url !== undefined && guard.holdsNavigation(w, String(url), target ?? '_blank', replay)) return null;
    const opened = open.call(w, url, target, features) as Window | null;
    // A window it opens on this site gets the hooks too (a frame's already has them).
    try {
      if (opened?.document) hookRealm(opened as Win, guard, html);
    } catch { /* another origin */ }
    return opened;
  } as typeof w.open;
  wrap(w.HTMLFormElement?.prototype, ['submit'], (orig) => function (this: HTMLFormElement) {
    if (!guard.holdsNavigation(w, formAction(this), formTarget(this), () => {})) orig.call(this);
  });
  const navigation = (w as { navigation?: EventTarget }).navigation;
  if (w !== w.top && navigation) {
    navigation.addEventListener('navigate', (e) => {
      const event = e as Event & { destination: { url: string }; cancelable: boolean };
      const url = event.destination.url;
      if (event.cancelable && guard.holdsNavigation(w, url, '_self', () => w.location.assign(url))) event.preventDefault();
    });
  }
}

/** A form sent into a frame: never re-sent on consent (what the visitor typed was meant for then). */
function onSubmit(w: Win, guard: Guard, e: Event) {
  const form = e.target as HTMLFormElement;
  const submitter = (e as SubmitEvent).submitter;
  if (guard.holdsNavigation(w, formAction(form, submitter), formTarget(form, submitter), () => {})) e.preventDefault();
}
// Read from the attributes: a field named `action` or `target` would shadow the form's properties.
const baseTarget = (form: Element) => form.ownerDocument.querySelector('base[target]')?.getAttribute('target');
const formTarget = (form: HTMLFormElement, submitter?: Element | null) =>
  submitter?.getAttribute('formtarget') || form.getAttribute('target') || baseTarget(form) || '_self';
const formAction = (form: HTMLFormElement, submitter?: Element | null) => submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';

/** The listeners on one document: links and forms aimed at a frame, frames that load a page, and the parser's insertions. */
function hookDocument(w: Win, doc: Document, guard: Guard) {
  doc.addEventListener('click', (e) => {
    const a = e.composedPath().find((n) => isElement(n) && n.namespaceURI === HTML_NS && (n.localName === 'a' || n.localName === 'area') && n.hasAttribute('href')) as HTMLAnchorElement | undefined;
    if (!a || e.defaultPrevented) return;
    const target = a.getAttribute('target') || baseTarget(a) || '_self';
    let href: string;
    try {
      href = new URL(a.getAttribute('href')!, a.baseURI).href;
    } catch {
      return; // not an address: the browser goes nowhere either
    }
    if (guard.holdsNavigation(w, href, target, () => void w.open(href, target))) e.preventDefault();
  }, true);
  doc.addEventListener('submit', (e) => onSubmit(w, guard, e), true);
  doc.addEventListener('load', (e) => isElement(e.target) && e.target.matches(FRAMES) && guard.befriend(e.target), true);
  guard.observe(doc);
}
