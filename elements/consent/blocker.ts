/**
 * The consent blocker: plain TypeScript for the top of <head>, synchronous,
 * no library. For every non-necessary category not granted (undecided
 * counts as blocked), nothing of that category is fetched or run:
 * - marked elements: `<script type="text/plain" data-x-category="analytics">`,
 *   `<iframe data-x-category="functional" data-x-src="…">`;
 * - unmarked ones whose address matches a provider (compared in the
 *   normalised form of address.ts): scripts (HTML and SVG), iframes and
 *   frames (also by a `srcdoc` that would load one), objects, embeds and
 *   links (preload, modulepreload, prefetch, stylesheets), caught before
 *   anything is fetched by the hooks of realm-hooks.ts, in this window and
 *   in every same-origin frame's;
 * - navigations of a frame to a provider (window.open, a link or form aimed
 *   at it, its location set, where the Navigation API exists).
 * Unmarked tags in the page's own markup start loading before any script can
 * act (the preload scanner), so static third-party tags must be marked; an
 * unmarked static script is still kept from running (the parser checks for
 * microtasks before it runs a script). Granted marked scripts run after
 * parsing, in their order, like `defer`; granted unmarked ones run in place.
 * Kept items wait in document order; on consent they are restored in that
 * order without a reload. Blocked video iframes get a placeholder that
 * offers to allow their category.
 */
import { addressOf, matches, patternOf } from './address';
import { FETCHING, FRAMES, HTML_NS, RISKY, XLINK_NS, addressAttribute, addressIn, eachFrame, isElement, runs } from './kinds';
import { hookRealm, type Guard } from './realm-hooks';
import { CATEGORIES, COOKIE_NAME, formatConsent, isGranted, newConsentId, parseConsent, pushConsentMode, readCookie, type ConsentRecord } from './state';
import PROVIDERS from './providers.json';

export interface Provider {
  /** `host[/path]` (a host matches its sub-domains too) or `/path` on any host; see address.ts. */
  pattern: string;
  category: string;
}

export interface BlockerConfig {
  providers?: Provider[];
  /** Placeholder text; `{category}` is replaced. */
  placeholder?: string;
  /** Cookie lifetime in days when the placeholder grants a category without <x-consent> on the page. */
  days?: number;
}

/** The providers every page holds back (providers.json: the WordPress plugin's server-side blocking reads the same list). */
export const DEFAULT_PROVIDERS: Provider[] = (PROVIDERS as [string, string][]).map(([pattern, category]) => ({ pattern, category }));

interface Kept {
  /** The element held (for a navigation, the frame). */
  el: Element;
  category: string;
  /** A held navigation: makes it once allowed. */
  replay?: () => void;
  done?: boolean;
}

export interface ConsentApi {
  isGranted(category: string): boolean;
  /** The parsed cookie record. */
  state(): ConsentRecord;
  /** Re-reads the cookie and restores what is now granted. */
  refresh(): void;
  /** Grants one category (used by placeholders when no <x-consent> answers). */
  allow(category: string): void;
  /** Kept-aside elements not yet restored, in order (for a held navigation, its frame). */
  pending(): Element[];
}

/** The 11-character video id of a YouTube embed URL, or null. */
export function youTubeId(url: string): string | null {
  return /youtube(?:-nocookie)?\.com\/embed\/([\w-]{11})(?:[?&#/]|$)/.exec(url)?.[1] ?? null;
}

type Fn = (...args: unknown[]) => unknown;
/** Where addresses resolve: a base URL, or how to read it (read only when an element has an address). */
type Base = string | (() => string);
const own = (proto: object, name: string) => Object.getOwnPropertyDescriptor(proto, name)!;

export function installBlocker(config: BlockerConfig = {}): ConsentApi {
  const providers = [...(config.providers ?? []), ...DEFAULT_PROVIDERS].map((p) => ({ pattern: patternOf(p.pattern), category: p.category }));
  const kept: Kept[] = [];
  let record = parseConsent(readCookie(COOKIE_NAME));
  // Google Consent Mode v2 defaults, before any tag manager loads.
  pushConsentMode('default', record);
  // The cookie is read again in each task: a frame's own blocker, or another tab, may have been given consent
  // since. Not per element: a page inserting a thousand nodes in one task read it a thousand times.
  let cookieRecord: ConsentRecord | null = null;
  const fromCookie = () => {
    if (!cookieRecord) {
      cookieRecord = parseConsent(readCookie(COOKIE_NAME));
      queueMicrotask(() => (cookieRecord = null));
    }
    return cookieRecord;
  };
  const granted = (category: string) => isGranted(record, category) || isGranted(fromCookie(), category);
  const categoryOf = (url: string, base: string) => {
    const address = addressOf(url, base);
    return address ? providers.find((p) => matches(address, p.pattern))?.category ?? null : null;
  };
  // The platform's own methods, saved before the hooks replace them (they work on any window's nodes).
  const setAttr = Element.prototype.setAttribute;
  const setAttrNS = Element.prototype.setAttributeNS;
  const removeAttr = Element.prototype.removeAttribute;
  const contains = Node.prototype.contains;
  const removeAttrNS = Element.prototype.removeAttributeNS;
  const innerSet = own(Element.prototype, 'innerHTML').set!;
  const innerGet = own(Element.prototype, 'innerHTML').get!;
  const unsafeSet = (Element.prototype as { setHTMLUnsafe?: Fn }).setHTMLUnsafe;
  const frameWindow: Record<string, Fn | undefined> = {
    iframe: own(HTMLIFrameElement.prototype, 'contentWindow').get as Fn,
    frame: Object.getOwnPropertyDescriptor(HTMLFrameElement.prototype, 'contentWindow')?.get as Fn | undefined,
    object: Object.getOwnPropertyDescriptor(HTMLObjectElement.prototype, 'contentWindow')?.get as Fn | undefined,
  };
  /** The value a page's script gave a held address (a TrustedScriptURL or TrustedHTML under Trusted Types), restored as given. */
  const heldValues = new WeakMap<Element, { ns: string | null; name: string; value: unknown }>();
  /**
   * Elements as their markup made them, before their address was taken away:
   * under Trusted Types a string may not be given back as a script's,
   * object's or embed's address or a srcdoc, and a copy of this is used instead.
   */
  const pristine = new WeakMap<Element, Element>();
  /** Frames the placeholder hid (a frame the page hid itself stays hidden). */
  const hidden = new WeakMap<Element, string>();
  // A document with no window: HTML parsed here loads and runs nothing.
  const inert = document.implementation.createHTMLDocument('');

  /** The category of the first thing HTML (a `srcdoc`, a `data:` document) would load that is not granted, frames inside it included. */
  function categoryOfHtml(value: unknown, base: string): string | null {
    const box = inert.createElement('div');
    try {
      innerSet.call(box, value);
    } catch {
      // Trusted Types refuse a plain string here: judged by its text, the provider anywhere in it.
      const text = String(value).toLowerCase();
      return providers.find((p) => !granted(p.category) && text.includes(p.pattern.replace(/^\//, '')))?.category ?? null;
    }
    try {
      const given = box.querySelector('base[href]')?.getAttribute('href');
      if (given) base = new URL(given, base).href;
    } catch { /* no base of its own */ }
    for (const el of box.querySelectorAll(FETCHING)) {
      const category = el.getAttribute('data-x-category') ?? categoryIn(el, addressIn(el), base);
      if (category && !granted(category)) return category;
    }
    return null;
  }

  /** The category an element's address (or an iframe's srcdoc) falls in, resolved against `base`. */
  function categoryIn(el: Element, src: string | null, base: string): string | null {
    // A frame's data: document is read for what it would load.
    const data = src && el.localName !== 'script' && el.localName !== 'link' ? /^\s*data:([^,]*),([\s\S]*)$/i.exec(src) : null;
    if (data) {
      let body = data[2]!;
      try {
        body = /;base64$/i.test(data[1]!) ? atob(decodeURIComponent(body)) : decodeURIComponent(body);
      } catch { /* as written */ }
      return categoryOfHtml(body, base);
    }
    const srcdoc = el.localName === 'iframe' ? el.getAttribute('srcdoc') : null;
    return (src ? categoryOf(src, base) : null) ?? (srcdoc !== null ? categoryOfHtml(srcdoc, base) : null);
  }

  function keep(el: Element, category: string, src: string | null) {
    if (kept.some((k) => k.el === el && !k.replay)) return;
    const attr = addressAttribute(el)!;
    if ((el.localName !== 'iframe' && el.localName !== 'frame' && el.hasAttribute(attr)) || el.hasAttribute('srcdoc')) pristine.set(el, el.cloneNode(true) as Element);
    setAttr.call(el, 'data-x-category', category);
    if (src) setAttr.call(el, 'data-x-src', src);
    if (el.localName === 'script') {
      const type = el.getAttribute('type');
      if (type && type !== 'text/plain') setAttr.call(el, 'data-x-type', type);
      setAttr.call(el, 'type', 'text/plain');
      // No address either: a script whose type a page took away again could run otherwise.
      removeAttr.call(el, attr);
      if (el.namespaceURI !== HTML_NS) removeAttrNS.call(el, XLINK_NS, 'href');
    } else {
      // A frame already given an address shows a blank page; an object, embed or link loses it until allowed.
      if (el.localName === 'iframe' || el.localName === 'frame') {
        if (el.getAttribute('src')) setAttr.call(el, 'src', 'about:blank');
        if (el.hasAttribute('srcdoc') && !heldValues.has(el)) heldValues.set(el, { ns: null, name: 'srcdoc', value: el.getAttribute('srcdoc') });
        removeAttr.call(el, 'srcdoc');
      } else removeAttr.call(el, attr);
      if (el.localName === 'iframe') placeholder(el as HTMLIFrameElement, category);
    }
    kept.push({ el, category });
  }

  /**
   * Scripts parsed from HTML set as markup (innerHTML and the like): the
   * platform never runs or fetches them, so they are neither held nor run on consent.
   */
  const parsedScripts = new WeakSet<Element>();

  /** Examines an element about to be inserted, inserted by the parser, or given an address another way. */
  function examine(el: Element, where?: Base) {
    if (!addressAttribute(el) || parsedScripts.has(el)) return;
    const base = typeof where === 'function' ? where() : where ?? el.baseURI;
    const held = kept.find((k) => k.el === el && !k.replay);
    // An iframe held back before it had a parent gets its placeholder once inserted.
    if (held) return void (!held.done && el.localName === 'iframe' && placeholder(el as HTMLIFrameElement, held.category));
    const marked = el.getAttribute('data-x-category');
    const src = el.getAttribute('data-x-src') ?? addressIn(el);
    const category = marked ?? categoryIn(el, src, base);
    if (category && !granted(category)) keep(el, category, src);
    else if (marked && (el.getAttribute('type') === 'text/plain' || el.hasAttribute('data-x-src'))) kept.push({ el, category: marked }); // restore now
  }

  /** Examines a node and everything in it, shadow roots included (a declarative one may come with it). */
  function examineAll(root: Node, base?: Base) {
    if (isElement(root)) examine(root, base);
    const parent = root as ParentNode;
    if (!parent.querySelectorAll) return;
    // Most insertions are one element with text at most: no descendant to search.
    const inside = !!parent.firstElementChild;
    if (inside) parent.querySelectorAll(FETCHING).forEach((el) => examine(el, base));
    // A declarative shadow root comes with its host, parsed elsewhere, and one filled before its host was
    // in a document was never vetted: each host's root is examined with it, and watched from then on (the
    // parser may fill it after a pause, once the host was reported).
    for (const el of inside ? [root, ...parent.querySelectorAll('*')] : [root]) {
      const shadow = (el as Element).shadowRoot;
      if (shadow) {
        guard.observe(shadow);
        examineAll(shadow, base);
      }
    }
  }

  function placeholder(frame: HTMLIFrameElement, category: string) {
    const src = frame.getAttribute('data-x-src') ?? '';
    const doc = frame.ownerDocument;
    // Not in a document without a window (HTML parsed to be vetted): the frame gets its own once inserted.
    if (!/youtube|vimeo/.test(src) || !frame.parentNode || !doc.defaultView || frame.previousElementSibling?.matches('.x-consent-placeholder')) return;
    const box = doc.createElement('div');
    box.className = 'x-consent-placeholder';
    box.setAttribute('data-x-category', category);
    // No thumbnail: fetching it from the video host would tell that host of the visit before consent.
    box.style.cssText = `display:grid;place-items:center;aspect-ratio:16/9;max-width:100%;width:${frame.width || 560}px;background:#222;color:#fff;text-align:center`;
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = (config.placeholder ?? 'Allow {category} cookies to play this video').replace('{category}', category);
    button.onclick = () => {
      // <x-consent> answers (and cancels) this request; without it, grant here.
      const ev = new CustomEvent('x-consent-request', { detail: { category }, bubbles: true, cancelable: true });
      if (box.dispatchEvent(ev)) api.allow(category);
    };
    box.append(button);
    // Hidden inline too, as a theme's `iframe { display: block }` outranks the attribute (the frame's blank page
    // showed under the placeholder); a frame the page hid itself is left as it is.
    if (!frame.hidden) {
      hidden.set(frame, frame.style.display);
      frame.hidden = true;
      frame.style.display = 'none';
    }
    frame.before(box);
  }

  /**
   * Restores granted items in order; a script that fetches waits until the
   * one before it has loaded (or failed, or 10 s passed: a script that never
   * says so must not hold the rest back).
   */
  let waiting = 0;
  function restore() {
    // While the parser runs, a kept inline script may not have its text yet.
    if (waiting || document.readyState === 'loading') return;
    for (const k of kept) {
      if (k.done || !granted(k.category)) continue;
      k.done = true;
      if (k.replay) {
        k.replay();
        continue;
      }
      const el = k.el;
      const held = heldValues.get(el);
      const attr = addressAttribute(el)!;
      const src = el.getAttribute('data-x-src') ?? addressIn(el);
      const give = (to: Element) => {
        if (held) setAttrNS.call(to, held.ns, held.name, held.value as string);
        else if (src && addressIn(to) !== src) setAttr.call(to, attr, src);
      };
      // What markup made comes back as the copy made before it was held (no string given back: Trusted Types
      // would refuse one); what a script gave comes back as given.
      const fromPristine = !held && el.isConnected ? pristine.get(el) : undefined;
      if (el.localName !== 'script') {
        const box = el.previousElementSibling;
        // The placeholder's button had focus (the visitor allowed the video with it): the video gets it, not the page's top.
        const focused = box?.matches('.x-consent-placeholder') && box.contains(document.activeElement);
        if (box?.matches('.x-consent-placeholder')) box.remove();
        if (hidden.has(el)) {
          (el as HTMLElement).hidden = false;
          (el as HTMLElement).style.display = hidden.get(el)!;
        }
        const now = fromPristine ? fromPristine.cloneNode(true) as HTMLElement : el as HTMLElement;
        if (fromPristine) el.replaceWith(now);
        else give(el);
        if (focused) now.focus();
        continue;
      }
      // The script itself gets its type and address back, so the page's own
      // listeners (onload and the like) still hear it: never started (held
      // from its first insertion), it starts once given its address, or, an
      // inline one, once a node is added to it; one not inserted yet, when
      // inserted. A copy goes in its place where it would not start: one made
      // from markup, one that kept its markup's address (marked, allowed
      // before: no new address starts it) and an SVG one (Chromium ignores a new href).
      const type = el.getAttribute('data-x-type');
      const copy = el.isConnected && (!!fromPristine || addressIn(el) !== null || el.namespaceURI !== HTML_NS);
      const script = copy ? ((fromPristine ?? el).cloneNode(true) as Element) : el;
      for (const name of ['type', 'data-x-type', 'data-x-src', 'data-x-category']) removeAttr.call(script, name);
      if (type) setAttr.call(script, 'type', type);
      give(script);
      if (copy) el.replaceWith(script);
      if (!src && script.isConnected) script.append(script.ownerDocument.createTextNode(''));
      const fetches = src && script.isConnected && script.ownerDocument.defaultView && runs(type) && !script.hasAttribute('nomodule');
      if (!fetches) continue;
      const id = ++waiting;
      const go = () => {
        if (waiting !== id) return;
        waiting = 0;
        restore();
      };
      script.addEventListener('load', go, { once: true });
      script.addEventListener('error', go, { once: true });
      setTimeout(go, 10_000);
      return;
    }
  }

  /** Whether an address is held from `el` now; if so, keeps it. */
  function holds(el: Element, ns: string | null, name: string, value: unknown): boolean {
    const srcdoc = name.toLowerCase() === 'srcdoc';
    if (!srcdoc && /^\s*about:/i.test(String(value))) return false; // loads nothing, marked or not
    const category = el.getAttribute('data-x-category') ?? (srcdoc ? categoryOfHtml(value, el.baseURI) : categoryIn(el, String(value), el.baseURI));
    if (!category || granted(category)) return false;
    const attr = addressAttribute(el)!;
    heldValues.set(el, { ns: ns === XLINK_NS ? ns : null, name: srcdoc ? 'srcdoc' : ns === XLINK_NS ? 'xlink:href' : attr, value });
    keep(el, category, srcdoc ? null : String(value));
    return true;
  }

  /** The frame a navigation from window `w` to `target` would load in, or null for a window of its own or the top. */
  function frameFor(w: Window, target: string): Element | null {
    const t = target.toLowerCase();
    if (t === '_blank' || t === '_top') return null;
    try {
      if (t === '' || t === '_self') return w.frameElement;
      if (t === '_parent') return w.parent.frameElement;
      const named = (d: Document) => [...d.querySelectorAll(FRAMES)].find((f) => f.getAttribute('name') === target) ?? null;
      return named(w.document) ?? named(w.top!.document);
    } catch { /* a window of another origin: not ours to see */ }
    return null;
  }

  const guard: Guard = {
    holds,
    vet: examineAll,
    holdsNavigation(w, url, target, replay) {
      const frame = frameFor(w, target);
      const category = frame ? categoryOf(url, w.document.baseURI) : null;
      if (!frame || !category || granted(category)) return false;
      // One navigation waits per frame, the last asked for, made only while the frame is still in its page.
      for (const k of kept) if (k.el === frame && k.replay) k.done = true;
      kept.push({ el: frame, category, replay: () => frame.isConnected && replay() });
      return true;
    },
    befriend(frame) {
      let w: (Window & typeof globalThis) | undefined;
      try {
        w = frameWindow[frame.localName]?.call(frame) as typeof w;
        if (!w?.document) return; // a window of another origin throws here
      } catch {
        return;
      }
      hookRealm(w, guard, html);
    },
    observe(root) {
      observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src', 'href', 'data', 'srcdoc'] });
    },
  };
  const befriendAll = (doc: Document) => doc.querySelectorAll(FRAMES).forEach(guard.befriend);

  const html = {
    /**
     * HTML parsed where nothing loads and vetted, as the platform would
     * parse it there: in a template of the element's document (so
     * `<noscript>` stays text, as in a page with scripts), or, in an SVG or
     * MathML context, in an element of that kind in a document without a window.
     */
    parse(ctx: Node, value: unknown, declarative = false) {
      const doc = ctx.ownerDocument ?? (ctx as Document);
      const foreign = isElement(ctx) && ctx.namespaceURI !== HTML_NS;
      const box = foreign ? inert.createElementNS(ctx.namespaceURI, ctx.localName) : doc.createElement('template');
      (declarative && unsafeSet ? unsafeSet : innerSet).call(box, value);
      const content = foreign ? box : (box as HTMLTemplateElement).content;
      content.querySelectorAll('script').forEach((script) => parsedScripts.add(script));
      examineAll(content, (ctx as Element).baseURI ?? doc.baseURI);
      const frag = doc.createDocumentFragment();
      frag.append(...content.childNodes);
      return frag;
    },
    /**
     * HTML that would load something held, vetted: the held elements inert
     * and marked, so whatever parses it (the page's parser, an editor's
     * `insertHTML`) makes them held, in place and in order, and the observer
     * keeps them (`value` as given, a TrustedHTML included; `text` its
     * string). Null when nothing in it is held (or Trusted Types refused
     * a plain string: so will the platform). For an `editor`, held scripts
     * are left out.
     */
    vet(doc: Document, value: unknown, text: string, editor?: boolean): string | null {
      if (!RISKY.test(text)) return null;
      const before = kept.length;
      const box = doc.createElement('template');
      try {
        innerSet.call(box, value);
        examineAll(box.content, doc.baseURI);
      } catch { /* refused */ }
      if (kept.length === before) return null;
      // An editor's scripts never run (its parser marks them started): held ones are left out, or on consent
      // they would be waited for, for a load that never comes.
      if (editor) for (const k of kept.slice(before)) if (k.el.localName === 'script') k.el.remove();
      kept.splice(before); // the parser makes the real ones; the observer keeps them
      return innerGet.call(box) as string;
    },
    /**
     * document.write: HTML that would load something held is written vetted;
     * any other as given. Under Trusted Types, where a vetted string may not
     * be written, the vetted nodes go in after the running script instead.
     */
    write(doc: Document, values: unknown[], orig: Fn) {
      // The values are read once already (realm-hooks' `once`): what is vetted is what is written.
      const text = values.map(String).join('');
      const vetted = html.vet(doc, values.length === 1 ? values[0] : text, text);
      if (vetted === null) orig.apply(doc, values);
      else {
        try {
          orig.call(doc, vetted);
        } catch {
          const frag = doc.createRange().createContextualFragment(values[0] as string);
          examineAll(frag, doc.baseURI);
          const at = doc.currentScript?.ownerDocument === doc && doc.currentScript.isConnected ? doc.currentScript : null;
          if (at) at.after(frag);
          else (doc.body ?? doc.documentElement ?? doc).append(frag);
        }
      }
      // A frame it wrote may be reached through frames[i] at once, before the observer hears of it.
      if (/<(iframe|frame|object)/i.test(text)) befriendAll(doc);
    },
  };

  /**
   * The elements the parser had open when it last paused: one of them may be
   * given a declarative shadow root after the pause (its `<template
   * shadowrootmode>` came next), which no record reports. Each is looked at
   * again in the next callback and when parsing ends, its root then watched
   * and examined (a host reported just before its template had none yet).
   */
  const open: Element[] = [];
  const watchOpen = () => {
    for (const el of open.splice(0)) {
      const shadow = el.shadowRoot;
      if (shadow) {
        guard.observe(shadow);
        examineAll(shadow);
      }
    }
  };
  // Parser insertions (and anything the hooks did not see), in every document and shadow root watched:
  // every added node is examined again, subtree included, the backstop for routes the hooks do not
  // cover (a select's `options[i] = option`), for a node a hook vetted before its insertion threw,
  // and for what a declarative shadow root was given in the same task.
  const observer = new MutationObserver((records) => {
    watchOpen();
    // The last node examined in this callback, with all it holds now: a node inside it needs no search of its
    // own (the parser reports each element of a section in order, and searching each one's subtree again made
    // the blocker's share of a page's parse about half as long again).
    let last: Node | undefined;
    let added: Node | undefined;
    for (const r of records) {
      try {
        if (r.type === 'attributes') examine(r.target as Element);
        else for (const n of r.addedNodes) {
          added = n;
          if (!isElement(n) || (last && contains.call(last, n))) continue;
          examineAll(n);
          eachFrame(n, guard.befriend);
          last = n; // only once searched through: a search that threw leaves what is inside to their own records
        }
      } catch { /* one record the blocker could not read: the rest are still examined */ }
    }
    if (document.readyState === 'loading') for (let n = isElement(added) ? added : added?.parentNode; isElement(n); n = n.parentNode) open.push(n);
    restore();
  });
  hookRealm(window, guard, html);
  document.querySelectorAll(FETCHING).forEach((el) => examine(el));

  const api: ConsentApi = {
    isGranted: granted,
    state: () => ({ ...record }),
    refresh() {
      record = parseConsent(readCookie(COOKIE_NAME));
      cookieRecord = null;
      restore();
    },
    allow(category) {
      // The full spec record: id, consent, action, then every category yes or no.
      const next: ConsentRecord = { consentid: record.consentid || newConsentId(), consent: 'yes', action: 'yes' };
      for (const c of CATEGORIES) next[c] = c === 'necessary' || c === category || record[c] === 'yes' ? 'yes' : 'no';
      record = next;
      const secure = location.protocol === 'https:' ? ';secure' : '';
      document.cookie = `${COOKIE_NAME}=${encodeURIComponent(formatConsent(record))};path=/;max-age=${(config.days ?? 365) * 86400};samesite=strict${secure}`;
      api.refresh();
      document.dispatchEvent(new CustomEvent('x-consent-change', { detail: { record: api.state(), action: 'allow' } }));
    },
    pending: () => kept.filter((k) => !k.done).map((k) => k.el),
  };
  document.addEventListener('x-consent-change', () => api.refresh());
  document.addEventListener('DOMContentLoaded', () => {
    watchOpen();
    restore();
  });
  restore();
  return api;
}
