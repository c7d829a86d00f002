/**
 * The consent blocker: plain TypeScript for the top of <head>, synchronous,
 * at most 3 KB gzip. For every non-necessary category not granted (undecided
 * counts as blocked), it keeps scripts and iframes from loading or running:
 * - marked ones: `<script type="text/plain" data-x-category="analytics">`,
 *   `<iframe data-x-category="functional" data-x-src="…">`;
 * - unmarked ones whose URL matches the provider list, caught at creation
 *   (hooks on document.createElement: src set later is held back, so nothing
 *   is fetched) and as innerHTML inserts them (MutationObserver).
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
  const srcDesc = (el: Blockable) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'src')!;
  const setAttr = Element.prototype.setAttribute;

  function keep(el: Blockable, category: string, src: string | null) {
    if (kept.some((k) => k.el === el)) return;
    setAttr.call(el, 'data-x-category', category);
    if (src) setAttr.call(el, 'data-x-src', src);
    if (el instanceof HTMLScriptElement) {
      if (el.type && el.type !== 'text/plain') setAttr.call(el, 'data-x-type', el.type);
      setAttr.call(el, 'type', 'text/plain');
    } else {
      if (el.getAttribute('src')) srcDesc(el).set!.call(el, 'about:blank');
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
    const id = youTubeId(src);
    box.style.cssText = `display:grid;place-items:center;aspect-ratio:16/9;max-width:100%;width:${frame.width || 560}px;background:#222 center/cover;color:#fff;text-align:center`;
    if (id) box.style.backgroundImage = `url(https://i.ytimg.com/vi/${id}/hqdefault.jpg)`;
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
        if (src) srcDesc(k.el).set!.call(k.el, src);
        continue;
      }
      const old = k.el;
      const script = document.createElement('script');
      for (const a of old.attributes) if (!/^(type|src|data-x-(src|type|category))$/.test(a.name)) setAttr.call(script, a.name, a.value);
      const type = old.getAttribute('data-x-type');
      if (type) setAttr.call(script, 'type', type);
      script.text = old.text;
      if (src) {
        waiting = true;
        script.async = false;
        script.onload = script.onerror = () => {
          waiting = false;
          restore();
        };
        srcDesc(script).set!.call(script, src);
      }
      old.replaceWith(script);
      if (src) return;
    }
  }

  // Creation hooks: a src set on a script or iframe made by script is held back when blocked.
  const create = document.createElement;
  document.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
    const el = create.call(this, tag, options);
    if (el instanceof HTMLScriptElement || el instanceof HTMLIFrameElement) {
      const desc = srcDesc(el);
      const set = (value: string) => {
        const category = categoryOf(String(value));
        if (category && !granted(category)) keep(el, category, String(value));
        else desc.set!.call(el, value);
      };
      Object.defineProperty(el, 'src', { configurable: true, get: () => desc.get!.call(el), set });
      el.setAttribute = (name: string, value: string) => (name.toLowerCase() === 'src' ? set(value) : setAttr.call(el, name, value));
    }
    return el;
  } as typeof document.createElement;

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
  wrap(Element.prototype, ['append', 'prepend', 'before', 'after', 'replaceWith']);
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  const parse = (html: string) => {
    const t = create.call(document, 'template') as HTMLTemplateElement;
    inner.set!.call(t, html);
    vet(t.content);
    return t.content;
  };
  const risky = (html: unknown) => /<(script|iframe)/i.test(String(html));
  Object.defineProperty(Element.prototype, 'innerHTML', {
    ...inner,
    set(this: Element, html: string) {
      if (!risky(html) || this instanceof HTMLTemplateElement) inner.set!.call(this, html);
      else this.replaceChildren(parse(html));
    },
  });
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

  // Parser insertions (and anything the hooks above did not see).
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType !== 1) continue;
      examine(n as Element);
      (n as Element).querySelectorAll('script,iframe').forEach(examine);
    }
    restore();
  }).observe(document.documentElement, { childList: true, subtree: true });
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
      document.dispatchEvent(new CustomEvent('x-consent-change', { detail: api.state() }));
    },
    pending: () => kept.filter((k) => !k.done).map((k) => k.el),
  };
  document.addEventListener('x-consent-change', () => api.refresh());
  document.addEventListener('DOMContentLoaded', restore);
  restore();
  return api;
}
