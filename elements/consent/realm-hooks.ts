/**
 * The blocker's hooks on one window's prototypes. The page's window gets
 * them first thing; every same-origin frame's window (a "friendly" iframe,
 * how ad tags load) gets them the moment its element is inserted or its
 * window or document is read, so an element made there, or moved from there,
 * is caught like one made in the page. Every route that gives an element an
 * address, inserts nodes or parses HTML ends in the guard's three questions.
 */
import { FRAMES, HTML_NS, RISKY, isAddress, isElement, isParent } from './kinds';

export interface Guard {
  /** Setting `value` as this address attribute must be held back (the guard has kept it). */
  holds(el: Element, ns: string | null, name: string, value: unknown): boolean;
  /** Examines nodes about to be inserted (held ones are made inert first). */
  vet(node: Node): void;
  /** A navigation of frame window `w` (or of the frame named `target` from `w`) to `url` must wait; `replay` makes it later. */
  holdsNavigation(w: Window, url: string, target: string, replay: () => void): boolean;
  /** Patches a frame's window when it is same-origin. */
  befriend(frame: Element): void;
  /** Watches a document or shadow root for what the parser inserts. */
  observe(root: Node): void;
  /**
   * Whether this blocker answers for window `w`: its own, or a frame's with
   * no blocker of its own. (A frame's window can outlive its first, empty
   * document, hooks included, when a page of the site loads there: that
   * page's own blocker then answers, and these hooks pass everything on.)
   */
  owns(w: Window): boolean;
}

type Win = Window & typeof globalThis;
type Fn = (...args: unknown[]) => unknown;
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

export function hookRealm(w: Win, blocker: Guard, html: { parse(ctx: Node, value: unknown, dsd?: boolean): DocumentFragment | null; write(doc: Document, values: unknown[], orig: Fn): void }): void {
  if (hooked.has(w)) return;
  hooked.add(w);
  const doc = w.document;
  const on = () => blocker.owns(w);
  const guard: Guard = {
    holds: (el, ns, name, value) => on() && blocker.holds(el, ns, name, value),
    vet: (node) => void (on() && blocker.vet(node)),
    holdsNavigation: (from, url, target, replay) => on() && blocker.holdsNavigation(from, url, target, replay),
    befriend: (frame) => void (on() && blocker.befriend(frame)),
    observe: (root) => blocker.observe(root),
    owns: blocker.owns,
  };

  // 1. Addresses given by property (a TrustedScriptURL under Trusted Types is passed on as given).
  const props: [object | undefined, string][] = [
    [w.HTMLScriptElement?.prototype, 'src'], [w.HTMLIFrameElement?.prototype, 'src'], [w.HTMLIFrameElement?.prototype, 'srcdoc'],
    [w.HTMLFrameElement?.prototype, 'src'], [w.HTMLEmbedElement?.prototype, 'src'], [w.HTMLObjectElement?.prototype, 'data'],
    [w.HTMLLinkElement?.prototype, 'href'],
  ];
  for (const [proto, name] of props) {
    redefine(proto, name, (orig) => function (this: Element, value: unknown) {
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
    const el = owners.get(this);
    if (!(el && guard.holds(el, null, 'href', value))) orig.call(this, value);
  });

  // 2. Addresses given as attributes, however the attribute is made.
  const E = w.Element.prototype;
  wrap(E, ['setAttribute'], (orig) => function (this: Element, name, value) {
    if (!(isAddress(this, null, String(name)) && guard.holds(this, null, String(name), value))) return orig.call(this, name, value);
  });
  wrap(E, ['setAttributeNS'], (orig) => function (this: Element, ns, name, value) {
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
    const el = this.nodeType === 2 ? this.ownerElement : null;
    if (!(el && isAddress(el, this.namespaceURI, this.name) && guard.holds(el, this.namespaceURI, this.name, value))) orig.call(this, value);
  };
  redefine(w.Attr?.prototype, 'value', attrValue);
  redefine(w.Node.prototype, 'nodeValue', attrValue);
  redefine(w.Node.prototype, 'textContent', attrValue);

  // 3. Nodes inserted by any DOM method: vetted before they arrive, frames befriended after.
  const befriendAll = (node: unknown) => {
    if (!isParent(node)) return;
    if (isElement(node) && node.matches(FRAMES)) guard.befriend(node);
    if (node.firstChild) node.querySelectorAll(FRAMES).forEach((f) => guard.befriend(f));
  };
  const inserting = (orig: Fn) => function (this: unknown, ...args: unknown[]) {
    for (const a of args) if (isParent(a)) guard.vet(a);
    const result = orig.apply(this, args);
    args.forEach(befriendAll);
    return result;
  };
  const NODE_ARGS = ['append', 'prepend', 'replaceChildren', 'moveBefore'];
  wrap(w.Node.prototype, ['appendChild', 'insertBefore', 'replaceChild'], inserting);
  wrap(E, [...NODE_ARGS, 'before', 'after', 'replaceWith', 'insertAdjacentElement'], inserting);
  wrap(w.CharacterData?.prototype, ['before', 'after', 'replaceWith'], inserting);
  wrap(w.Document.prototype, NODE_ARGS, inserting);
  wrap(w.DocumentFragment.prototype, NODE_ARGS, inserting);
  wrap(w.Range?.prototype, ['insertNode', 'surroundContents'], inserting);

  // 4. HTML strings: parsed where nothing loads, vetted, then inserted as nodes.
  // (The text of raw-text elements, `<style>` and the like, is not markup: left to the platform.)
  const RAW = /^(script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext|template)$/;
  const risky = (self: Node, value: unknown) => on() && RISKY.test(String(value))
    && !(isElement(self) && (self.namespaceURI !== HTML_NS || RAW.test(self.localName)));
  for (const proto of [E, w.ShadowRoot?.prototype]) {
    redefine(proto, 'innerHTML', (orig) => function (this: Element | ShadowRoot, value: unknown) {
      const frag = risky(this, value) && html.parse(this, value);
      if (frag) this.replaceChildren(frag);
      else orig.call(this, value);
    });
    wrap(proto, ['setHTMLUnsafe'], (orig) => function (this: Element | ShadowRoot, value: unknown) {
      const frag = risky(this, value) && html.parse(this, value, true);
      if (frag) this.replaceChildren(frag);
      else orig.call(this, value);
    });
  }
  redefine(E, 'outerHTML', (orig) => function (this: Element, value: unknown) {
    const frag = this.parentNode && risky(this.parentNode, value) && html.parse(this.parentNode, value);
    if (frag) this.replaceWith(frag);
    else orig.call(this, value);
  });
  wrap(E, ['insertAdjacentHTML'], (orig) => function (this: Element, where, value) {
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
    if (on()) html.write(this, values, orig);
    else orig.apply(this, values);
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
    return root;
  });

  // 6. Navigations into frames: window.open with a frame's name, links and
  // forms aimed at a frame, and (where the Navigation API exists) a frame
  // window's own location set from anywhere.
  const open = w.open;
  w.open = function (this: unknown, url?: string | URL, target?: string, features?: string) {
    const replay = () => void open.call(w, url, target, features);
    if (url !== undefined && guard.holdsNavigation(w, String(url), target ?? '_blank', replay)) return null;
    return open.call(w, url, target, features);
  } as typeof w.open;
  doc.addEventListener('click', (e) => {
    const a = e.composedPath().find((n) => isElement(n) && n.namespaceURI === HTML_NS && (n.localName === 'a' || n.localName === 'area') && n.hasAttribute('href')) as HTMLAnchorElement | undefined;
    if (!a || e.defaultPrevented) return;
    const target = a.getAttribute('target') || doc.querySelector('base[target]')?.getAttribute('target') || '_self';
    let href: string;
    try {
      href = new URL(a.getAttribute('href')!, a.baseURI).href;
    } catch {
      return; // not an address: the browser goes nowhere either
    }
    if (guard.holdsNavigation(w, href, target, () => void open.call(w, href, target))) e.preventDefault();
  }, true);
  // Read from the attributes: a field named `action` or `target` would shadow the form's properties.
  const formTarget = (form: HTMLFormElement, submitter?: Element | null) =>
    submitter?.getAttribute('formtarget') || form.getAttribute('target') || doc.querySelector('base[target]')?.getAttribute('target') || '_self';
  const formAction = (form: HTMLFormElement, submitter?: Element | null) => submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
  // A form is never re-sent on consent: what the visitor typed was meant for then.
  doc.addEventListener('submit', (e) => {
    const form = e.target as HTMLFormElement;
    const submitter = (e as SubmitEvent).submitter;
    if (guard.holdsNavigation(w, formAction(form, submitter), formTarget(form, submitter), () => {})) e.preventDefault();
  }, true);
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
  doc.addEventListener('load', (e) => isElement(e.target) && e.target.matches(FRAMES) && guard.befriend(e.target), true);
  guard.observe(doc);
}
