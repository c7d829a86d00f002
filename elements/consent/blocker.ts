/**
 * The consent blocker: plain TypeScript for the top of <head>, synchronous,
 * at most 3 KB gzip. For every non-necessary category not granted (undecided
 * counts as blocked), it keeps scripts and iframes from loading or running:
 * - marked ones: `<script type="text/plain" data-x-category="analytics">`,
 *   `<iframe data-x-category="functional" data-x-src="…">`;
 * - unmarked ones whose URL matches the provider list, caught before anything
 *   is fetched: the `src` setters of HTMLScriptElement and HTMLIFrameElement
 *   and `setAttribute`/`setAttributeNS`/`setAttributeNode` are hooked on the
 *   prototypes (so createElement, createElementNS, `.call` and a src given
 *   after insertion are all covered); HTML set through innerHTML,
 *   insertAdjacentHTML or a shadow root's innerHTML is parsed inert and vetted
 *   before insertion; node insertions are vetted; a MutationObserver on the
 *   document and on every shadow root made by attachShadow catches the rest.
 * Unmarked `<script src>` and `<iframe src>` in the page's own markup start
 * loading before any script can act (the preload scanner, the parser), so
 * static third-party tags must be marked. The observer still keeps such a
 * script from running (the parser checks for microtasks before it runs a
 * script). Granted marked scripts run after parsing, in their order, like
 * `defer`; granted unmarked ones run in place.
 * Kept items wait in document order; on consent they are restored in that
 * order without a reload. Blocked video iframes get a placeholder that offers
 * to allow their category.
 */
import { CATEGORIES, COOKIE_NAME, formatConsent, isGranted, newConsentId, parseConsent, pushConsentMode, readCookie, type ConsentRecord } from './state';

export interface Provider {
  /** A substring of the URL. */
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

export const DEFAULT_PROVIDERS: Provider[] = [
  ['google-analytics.com', 'analytics'], ['googletagmanager.com', 'analytics'], ['clarity.ms', 'analytics'],
  ['hotjar.com', 'analytics'], ['doubleclick.net', 'advertisement'], ['connect.facebook.net', 'advertisement'],
  ['googlesyndication.com', 'advertisement'], ['ads-twitter.com', 'advertisement'], ['linkedin.com/insight', 'advertisement'],
  ['youtube.com/embed', 'functional'], ['youtube-nocookie.com/embed', 'functional'], ['player.vimeo.com', 'functional'],
  ['maps.google.', 'functional'], ['google.com/maps', 'functional'],
].map(([pattern, category]) => ({ pattern: pattern!, category: category! }));

type Blockable = HTMLScriptElement | HTMLIFrameElement;
interface Kept {
  el: Blockable;
  category: string;
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
  /** Kept-aside elements not yet restored, in order. */
  pending(): Blockable[];
}

/** The 11-character video id of a YouTube embed URL, or null. */
export function youTubeId(url: string): string | null {
  return /youtube(?:-nocookie)?\.com\/embed\/([\w-]{11})(?:[?&#/]|$)/.exec(url)?.[1] ?? null;
}

export function installBlocker(config: BlockerConfig = {}): ConsentApi {
  const providers = [...(config.providers ?? []), ...DEFAULT_PROVIDERS];
  const kept: Kept[] = [];
  let record = parseConsent(readCookie(COOKIE_NAME));
  // Google Consent Mode v2 defaults, before any tag manager loads.
  pushConsentMode('default', record);
  const granted = (category: string) => isGranted(record, category);
  const categoryOf = (url: string) => providers.find((p) => url.includes(p.pattern))?.category ?? null;
  // The platform's own setters, saved before the hooks below replace them.
  const scriptSrc = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src')!;
  const frameSrc = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src')!;
  const setSrc = (el: Blockable, value: unknown) => (el instanceof HTMLScriptElement ? scriptSrc : frameSrc).set!.call(el, value);
  const setAttr = Element.prototype.setAttribute;
  // The value a page's script gave a held src (a TrustedScriptURL under Trusted Types), restored as given.
  const heldValues = new WeakMap<Blockable, unknown>();
  const blockable = (el: unknown): el is Blockable => el instanceof HTMLScriptElement || el instanceof HTMLIFrameElement;

  /** Whether setting this src must be held back; if so, holds it. */
  function holds(el: Blockable, value: unknown): boolean {
    const url = String(value);
    const category = el.getAttribute('data-x-category') ?? categoryOf(url);
    if (!category || granted(category)) return false;
    heldValues.set(el, value);
    keep(el, category, url);
    return true;
  }

  function keep(el: Blockable, category: string, src: string | null) {
    if (kept.some((k) => k.el === el)) return;
    setAttr.call(el, 'data-x-category', category);
    if (src) setAttr.call(el, 'data-x-src', src);
    if (el instanceof HTMLScriptElement) {
      if (el.type && el.type !== 'text/plain') setAttr.call(el, 'data-x-type', el.type);
      setAttr.call(el, 'type', 'text/plain');
    } else {
      if (el.getAttribute('src')) setSrc(el, 'about:blank');
      placeholder(el, category);
    }
    kept.push({ el, category });
  }

  /** Examines an element added to the document, or marked in its markup. */
  function examine(el: Element) {
    if (!(el instanceof HTMLScriptElement || el instanceof HTMLIFrameElement)) return;
    const held = kept.find((k) => k.el === el);
    // An iframe held back before it had a parent gets its placeholder once inserted.
    if (held) return void (!held.done && el instanceof HTMLIFrameElement && placeholder(el, held.category));
    const marked = el.getAttribute('data-x-category');
    const src = el.getAttribute('data-x-src') ?? el.getAttribute('src');
    const category = marked ?? (src ? categoryOf(src) : null);
    if (category && !granted(category)) keep(el, category, src);
    else if (marked && !kept.some((k) => k.el === el)) kept.push({ el, category: marked }); // restore now
  }

  function placeholder(frame: HTMLIFrameElement, category: string) {
    const src = frame.getAttribute('data-x-src') ?? '';
    if (!/youtube|vimeo/.test(src) || !frame.parentNode || frame.previousElementSibling?.matches('.x-consent-placeholder')) return;
    const box = document.createElement('div');
    box.className = 'x-consent-placeholder';
    box.setAttribute('data-x-category', category);
    // No thumbnail: fetching it from the video host would tell that host of the visit before consent.
    box.style.cssText = `display:grid;place-items:center;aspect-ratio:16/9;max-width:100%;width:${frame.width || 560}px;background:#222;color:#fff;text-align:center`;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = (config.placeholder ?? 'Allow {category} cookies to play this video').replace('{category}', category);
    button.onclick = () => {
      // <x-consent> answers (and cancels) this request; without it, grant here.
      const ev = new CustomEvent('x-consent-request', { detail: { category }, bubbles: true, cancelable: true });
      if (box.dispatchEvent(ev)) api.allow(category);
    };
    box.append(button);
    frame.hidden = true;
    frame.before(box);
  }

  /** Restores granted items in order; a script waits until the one before it has loaded. */
  let waiting = false;
  function restore() {
    // While the parser runs, a kept inline script may not have its text yet.
    if (waiting || document.readyState === 'loading') return;
    for (const k of kept) {
      if (k.done || !granted(k.category)) continue;
      k.done = true;
      const src = k.el.getAttribute('data-x-src') ?? k.el.getAttribute('src');
      if (k.el instanceof HTMLIFrameElement) {
        const box = k.el.previousElementSibling;
        if (box?.matches('.x-consent-placeholder')) box.remove();
        k.el.hidden = false;
        if (src) setSrc(k.el, heldValues.get(k.el) ?? src);
        continue;
      }
      // A clone keeps the script's own text and src attribute as the page wrote
      // them (no string becomes script here, so Trusted Types need no policy);
      // a src held from a page's script gets back the value it was given.
      const old = k.el;
      const script = old.cloneNode(true) as HTMLScriptElement;
      const type = old.getAttribute('data-x-type');
      for (const name of ['type', 'data-x-type', 'data-x-src', 'data-x-category']) script.removeAttribute(name);
      if (type) setAttr.call(script, 'type', type);
      const held = heldValues.get(old);
      if (src) {
        waiting = true;
        script.async = false;
        script.onload = script.onerror = () => {
          waiting = false;
          restore();
        };
        if (held !== undefined) setSrc(script, held);
        else if (!script.hasAttribute('src')) setSrc(script, src);
      }
      old.replaceWith(script);
      if (src) return;
    }
  }

  // Source hooks on the prototypes: however an element was made, giving it a
  // blocked src holds the src back before a request starts.
  for (const [proto, desc] of [[HTMLScriptElement.prototype, scriptSrc], [HTMLIFrameElement.prototype, frameSrc]] as const) {
    Object.defineProperty(proto, 'src', {
      ...desc,
      set(this: Blockable, value: unknown) {
        if (!holds(this, value)) desc.set!.call(this, value);
      },
    });
  }
  const isSrc = (el: unknown, name: unknown, ns: unknown = null) => blockable(el) && !ns && String(name).toLowerCase() === 'src';
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (!(isSrc(this, name) && holds(this as Blockable, value))) setAttr.call(this, name, value);
  };
  const setAttrNS = Element.prototype.setAttributeNS;
  Element.prototype.setAttributeNS = function (this: Element, ns: string | null, name: string, value: string) {
    if (!(isSrc(this, name, ns) && holds(this as Blockable, value))) setAttrNS.call(this, ns, name, value);
  };
  for (const name of ['setAttributeNode', 'setAttributeNodeNS'] as const) {
    const orig = Element.prototype[name];
    Element.prototype[name] = function (this: Element, attr: Attr) {
      return isSrc(this, attr.name, attr.namespaceURI) && holds(this as Blockable, attr.value) ? null : orig.call(this, attr);
    };
  }

  // Insertions by script: vet nodes and HTML before they reach the document,
  // where an iframe would start loading at once.
  const vet = (node: unknown) => {
    if (!(node instanceof Element || node instanceof DocumentFragment)) return;
    if (node instanceof Element) examine(node);
    if (node.firstElementChild) node.querySelectorAll('script,iframe').forEach(examine);
  };
  const wrap = (proto: object, names: string[]) => {
    for (const name of names) {
      const p = proto as Record<string, (...a: unknown[]) => unknown>;
      const orig = p[name]!;
      p[name] = function (this: unknown, ...args: unknown[]) {
        args.forEach(vet);
        return orig.apply(this, args);
      };
    }
  };
  wrap(Node.prototype, ['appendChild', 'insertBefore', 'replaceChild']);
  wrap(Element.prototype, ['append', 'prepend', 'before', 'after', 'replaceWith', 'replaceChildren', 'insertAdjacentElement']);
  wrap(DocumentFragment.prototype, ['append', 'prepend', 'replaceChildren']);
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  const parse = (html: string) => {
    const t = document.createElement('template');
    inner.set!.call(t, html);
    vet(t.content);
    return t.content;
  };
  const risky = (html: unknown) => /<(script|iframe)/i.test(String(html));
  for (const proto of [Element.prototype, ShadowRoot.prototype]) {
    const own = Object.getOwnPropertyDescriptor(proto, 'innerHTML')!;
    Object.defineProperty(proto, 'innerHTML', {
      ...own,
      set(this: Element | ShadowRoot, html: string) {
        if (!risky(html) || this instanceof HTMLTemplateElement) own.set!.call(this, html);
        else this.replaceChildren(parse(html));
      },
    });
  }
  const adjacent = Element.prototype.insertAdjacentHTML;
  Element.prototype.insertAdjacentHTML = function (this: Element, where: InsertPosition, html: string) {
    if (!risky(html)) return adjacent.call(this, where, html);
    const frag = parse(html);
    const w = where.toLowerCase();
    if (w === 'beforebegin') this.before(frag);
    else if (w === 'afterbegin') this.prepend(frag);
    else if (w === 'beforeend') this.append(frag);
    else this.after(frag);
  };

  // Parser insertions (and anything the hooks above did not see), in the
  // document and in every shadow root a script attaches.
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') examine(r.target as Element);
      else for (const n of r.addedNodes) {
        if (n.nodeType !== 1) continue;
        examine(n as Element);
        (n as Element).querySelectorAll('script,iframe').forEach(examine);
      }
    }
    restore();
  });
  const observe = (root: Node) => observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
  observe(document.documentElement);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    observe(root);
    return root;
  };
  document.querySelectorAll('script,iframe').forEach(examine);

  const api: ConsentApi = {
    isGranted: granted,
    state: () => ({ ...record }),
    refresh() {
      record = parseConsent(readCookie(COOKIE_NAME));
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
  document.addEventListener('DOMContentLoaded', restore);
  restore();
  return api;
}
