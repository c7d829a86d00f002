// The XSS corpus through every text channel an element reads: attributes and
// the URL hash on every example page (live), and, in pages built from every
// example page's elements, light-DOM text, the UI strings of the page
// settings, the popup config's html, and server replies to each form
// (contact HTML, newsletter JSON, popup JSON 200 and 422, redirects).
// Nothing may run (`__xss` is never called) and no element may come out with
// an event-handler attribute, a script URL or a payload-built script, frame
// or style, in the document or any shadow root.
// @shards 3
import { expect } from 'chai';
import { UI_STRINGS as DEFAULT_STRINGS } from '../../elements/ui-strings';
import { ELEMENTS, ONLY, PAGES, XSS_STRIDE, nextFrame, openPage, report, sleep, tick, xElements } from './harness';
import { injected, xssPayloads } from './xss-corpus';
import { removeFrame, shardOf, until } from '../browser/helpers';

const corpus = xssPayloads();
/** The payloads this run sends: the whole corpus, or every n-th (X_XSS_STRIDE) to keep `npm test` inside CI's time. */
// Each engine takes a different slice (offset by engine), so one run covers more of the corpus than any engine alone.
const ENGINE = /Firefox\//.test(navigator.userAgent) ? 1 : /Chrome\//.test(navigator.userAgent) ? 0 : 2;
const payloads = corpus.filter((_, i) => i % XSS_STRIDE === ENGINE % XSS_STRIDE);
const attributesOf = (tag: string) => ELEMENTS.find((e) => e.tag === tag)?.attributes ?? [];
const sources = import.meta.glob('../../examples/*.html', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

type Win = Window & typeof globalThis & { __xss?: (n: number) => void };
/** Every element now in a document and its shadow roots: what the page had before any payload. */
function knownElements(doc: Document): WeakSet<Element> {
  const known = new WeakSet<Element>();
  const visit = (root: Document | ShadowRoot) => root.querySelectorAll('*').forEach((e) => {
    known.add(e);
    if (e.shadowRoot) visit(e.shadowRoot);
  });
  visit(doc);
  return known;
}

/** Every image in the document and its shadow roots has loaded or failed, then a frame has passed. */
async function loadsSettled(doc: Document): Promise<void> {
  const images = (root: Document | ShadowRoot): HTMLImageElement[] => [...root.querySelectorAll('*')].flatMap((e) => [
    ...(e.localName === 'img' ? [e as HTMLImageElement] : []),
    ...(e.shadowRoot ? images(e.shadowRoot) : []),
  ]);
  await until(() => images(doc).every((img) => img.complete || img.loading === 'lazy'), 'every image loaded or failed', 5000);
  // A document a native submit took away has nothing left to load.
  if (doc.defaultView) await nextFrame(doc.defaultView);
}

/** x-elements not inside another x-element. */
function topLevelElements(root: ParentNode): Element[] {
  const inside = (e: Element) => {
    for (let p = e.parentElement; p; p = p.parentElement) if (p.localName.startsWith('x-')) return true;
    return false;
  };
  return [...root.querySelectorAll('*')].filter((e) => e.localName.startsWith('x-') && !inside(e));
}

describe(`reliability: ${payloads.length} XSS payloads through every text channel`, () => {
  let calls: number[] = [];
  beforeEach(() => {
    calls = [];
    (window as Win).__xss = (n) => calls.push(n);
  });

  it('has at least 100 distinct payloads', () => {
    expect(new Set(corpus).size).to.equal(corpus.length);
    expect(corpus.length).to.be.at.least(100);
  });

  for (const page of shardOf(PAGES.filter((p) => /<x-/.test(sources[`../../examples/${p}`] ?? '') && (!ONLY || ONLY.includes(p))))) {
    it(`${page}: every attribute of every element, and the URL hash`, async function () {
      this.timeout(300_000);
      const opened = await openPage(page);
      const { doc, errors } = opened;
      const win = opened.win as Win;
      win.__xss = (n) => calls.push(n);
      try {
        const known = knownElements(doc);
        let writes = 0;
        for (const [i, payload] of payloads.entries()) {
          for (const el of xElements(doc)) {
            for (const a of attributesOf(el.localName)) el.setAttribute(a.name, payload);
            writes += attributesOf(el.localName).length;
          }
          win.location.hash = payload;
          await tick(win);
          if (i % 25 === 0) await nextFrame(win);
        }
        await nextFrame(win);
        await loadsSettled(doc); // image errors and the like fire asynchronously
        expect(calls, 'payloads that ran').to.deep.equal([]);
        expect(injected(doc, known), 'markup injected').to.deep.equal([]);
        expect(errors).to.deep.equal([]);
        await report('xss', page, { payloads: payloads.length, writes, hashes: payloads.length });
      } finally {
        await opened.close();
      }
    });
  }

  // Pages built node by node from every example page's elements, with every
  // text node, UI string and string attribute hostile before the elements
  // mount, and every reply hostile.
  const KEYS = Object.keys(DEFAULT_STRINGS);
  const PER_ROUND = 64;
  const rounds = Math.ceil(payloads.length / PER_ROUND);
  for (const round of shardOf(Array.from({ length: ONLY && !ONLY.includes('built') ? 0 : rounds }, (_, r) => r))) {
    it(`built page, round ${round + 1} of ${rounds}: light-DOM text, UI strings, popup config, server replies`, async function () {
      // Each round's fresh frame takes longer to load than the last (24 ms in
      // round 1, about 40 s by round 9 in Chromium alone; the same at the
      // session-5 code, so not a new element's doing): with three engines on
      // two cores, the old 60 s cap was reached. Root cause still open.
      this.timeout(180_000);
      const take = (k: number) => payloads[(round * PER_ROUND + k) % payloads.length]!;
      const frame = document.createElement('iframe');
      frame.style.cssText = 'inline-size: 1024px; block-size: 768px; border: 0';
      // Relative addresses (a redirect-url that is a payload) resolve on the
      // reference server, whose 404 is harmless, never on the test runner's pages.
      // A loaded srcdoc, not the initial about:blank: Firefox replaces that one.
      frame.srcdoc = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>built page</title><base href="/examples/"></head><body></body></html>';
      document.body.append(frame);
      await new Promise((r) => frame.addEventListener('load', r, { once: true }));
      const win = frame.contentWindow as Win;
      const doc = frame.contentDocument!;
      const errors: string[] = [];
      win.addEventListener('error', (e) => errors.push(e.message));
      win.__xss = (n) => calls.push(n);
      try {
        // The replies each form gets (one error-like, then one success-like), by the address it posts to.
        let sent = 0;
        const reply = (body: string, status: number, type: string) => new Response(body, { status, headers: { 'content-type': type } });
        const hostile = (from: number, count: number) => Array.from({ length: count }, (_, k) => take(from + k));
        win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
          const url = String(input instanceof Request ? input.url : input);
          // A split test's subject looked up (a cache plugin's page): its content hostile.
          if (String(init?.body ?? '').includes('action=x_ab_subject')) {
            sent++;
            return reply(JSON.stringify({ id: 1, content: hostile(0, 16).join('') }), 200, 'application/json');
          }
          const first = sent++ % 2 === 0;
          const id = new URL(url, location.href).searchParams.get('id') ?? '';
          if (url.includes('/reply/contact')) {
            const container = doc.implementation.createHTMLDocument('');
            const box = container.createElement('div');
            box.id = id;
            for (const p of hostile(0, 16)) {
              const d = container.createElement('div');
              if (first) d.setAttribute('data-x-contact-error', '');
              d.innerHTML = p; // the hostile server's own markup, sent as text
              box.append(d);
            }
            container.body.append(box);
            return reply(container.documentElement.outerHTML, 200, 'text/html');
          }
          if (url.includes('/reply/blog')) {
            // A paginated page: the module's content hostile, as a 200 and then as a 404's not-found body.
            const page = doc.implementation.createHTMLDocument('');
            const module = page.createElement('x-blog');
            module.className = 'et_pb_blog_0';
            for (const p of hostile(0, 16)) {
              const d = page.createElement('article');
              d.innerHTML = p;
              module.append(d);
            }
            page.body.append(module);
            return reply(page.documentElement.outerHTML, first ? 200 : 404, 'text/html');
          }
          if (url.includes('/reply/newsletter')) {
            return reply(JSON.stringify(first ? { error: hostile(0, 16).join(''), fields: hostile(16, 4) } : { success: take(20) }), 200, 'application/json');
          }
          return reply(JSON.stringify(first
            ? { validation_messages: Object.fromEntries(hostile(0, 16).map((p, k) => [k % 2 ? p : 'email', p])) }
            : { redirect: `javascript:__xss(${round})`, message: take(1) }), first ? 422 : 200, 'application/json');
        };
        // A feed form's popup: recorded, never opened; its post stops once the element has handled it.
        const feedOpens: string[] = [];
        win.open = ((url?: string | URL) => (feedOpens.push(String(url)), null)) as typeof win.open;
        doc.addEventListener('submit', (e) => (e.target as Element).closest('x-feed-form') && e.preventDefault());
        win.xElementsSettings = { ajaxurl: '/reply/newsletter', is_cache_plugin_active: true, is_ab_testing_active: true, ab_bounce_rate: 0, strings: Object.fromEntries(KEYS.map((k, i) => [k, take(i)])) };
        (win as unknown as { xPopupForm: unknown }).xPopupForm = { type: 'popup', html: `<form action="/reply/popup"><p>${take(2)}</p><input name="email" type="email" required></form>` };

        // Every example page's top-level elements, their text made hostile.
        const parser = new DOMParser();
        let t = 0;
        for (const source of Object.values(sources)) {
          const page = parser.parseFromString(source, 'text/html');
          const roots: ParentNode[] = [page, ...[...page.querySelectorAll('template')].map((tpl) => tpl.content)];
          for (const el of roots.flatMap(topLevelElements)) {
            const walker = page.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent!.trim()) n.textContent = take(t++);
            for (const a of attributesOf(el.localName)) if (a.type === 'string') el.setAttribute(a.name, take(t++));
            if (el.localName === 'x-contact-form') {
              el.removeAttribute('captcha');
              el.querySelector('form')?.setAttribute('action', `/reply/contact?id=${encodeURIComponent(el.id)}`);
            }
            if (el.localName === 'x-popup-form') el.querySelector('form')?.setAttribute('action', '/reply/popup');
            if (el.localName === 'x-blog') el.classList.add('et_pb_blog_0');
            if (el.localName === 'x-feed-form') el.querySelector('form')?.setAttribute('action', '/reply/feed');
            // A map of a local page, not Google's: no request leaves the test machine (its
            // hostile address reaches only Google's query, checked on the docs page's rounds).
            if (el.localName === 'x-map') el.setAttribute('src', `${location.origin}/tests/browser/fixtures/vendor/embed.html?map`);
            // Multi-view schemas: every context's content and attributes hostile.
            for (const target of [el, ...el.querySelectorAll('[data-et-multi-view]')].filter((e) => e.hasAttribute('data-et-multi-view'))) {
              const contexts = ['desktop', 'tablet', 'phone', 'hover'];
              target.setAttribute('data-et-multi-view', JSON.stringify({ schema: {
                content: Object.fromEntries(contexts.map((c) => [c, take(t++)])),
                attrs: Object.fromEntries(contexts.map((c) => [c, { title: take(t++), href: take(t++), src: take(t++), [`on${c}`]: take(t++) }])),
                styles: { hover: { color: take(t++) } },
                classes: { hover: { add: [take(t++)] } },
              } }));
            }
            doc.body.append(doc.importNode(el, true));
          }
        }
        const known = knownElements(doc);
        const script = doc.createElement('script');
        script.src = '/dist/x-elements.js';
        doc.head.append(script);
        // Every example page's elements at once: WebKit took over 30 s to
        // upgrade them with four engines on two cores; the bound is a minute.
        const UPGRADE_LIMIT = 60_000;
        const start = performance.now();
        while (!xElements(doc).every((e) => e.localName === 'x-popup-form' || e.hasAttribute('data-x-ready') || e.hasAttribute('data-x-error'))) {
          if (performance.now() - start > UPGRADE_LIMIT) throw new Error(`elements did not upgrade within ${UPGRADE_LIMIT / 1000} s: ${xElements(doc).filter((e) => !e.hasAttribute('data-x-ready') && !e.hasAttribute('data-x-error')).map((e) => e.localName).join(', ')}`);
          await sleep(20);
        }
        // Popups count as settled before they mount (the global one is made by
        // the autoloader): a submit before then would post natively. (A success
        // may still leave: a hostile redirect-url is a relative path, which
        // resolves to a harmless 404 here; the checks below read this document.)
        await win.customElements.whenDefined('x-popup-form');
        await Promise.all([...doc.querySelectorAll<HTMLElement & { ready?: Promise<void> }>('x-popup-form')].map((el) => el.ready));
        // Split tests' subjects in place (their lookups answered with hostile content).
        while (doc.querySelector('x-split-test[aria-busy]')) {
          if (performance.now() - start > UPGRADE_LIMIT) throw new Error('split-test lookups did not finish');
          await sleep(20);
        }
        // Each blog module pages twice, a hostile page then a hostile 404, and
        // every multi-view shows its hover view too: before the forms submit,
        // as a native GET submit (a search form) may take the frame away.
        for (const blog of doc.querySelectorAll<HTMLElement & { loadPage(url: string): Promise<boolean> }>('x-blog')) {
          for (let pass = 0; pass < 2; pass++) expect(await blog.loadPage(`/reply/blog?round=${round}&pass=${pass}`), 'the hostile page replaced the module').to.equal(true);
        }
        for (const view of doc.querySelectorAll('x-multi-view')) view.dispatchEvent(new win.PointerEvent('pointerenter', { pointerType: 'mouse' }));
        // Two submits per form: the error-like reply, then the success-like one.
        for (let pass = 0; pass < 2; pass++) {
          const before = sent;
          for (const form of doc.querySelectorAll('form')) {
            for (const input of form.querySelectorAll('input, textarea, select')) {
              const field = input as HTMLInputElement;
              if (field.type === 'checkbox' || field.type === 'radio') field.checked = true;
              else if (field.type === 'email') field.value = 'a@example.com';
              else if (field.type !== 'hidden' && field.type !== 'submit' && 'value' in field) field.value = '7';
            }
            form.requestSubmit();
          }
          // The first pass is answered once a reply is read (the stub answers at
          // once); a form the first pass sent on may be gone by the second. Then
          // two frames for the forms to show what they read.
          if (pass === 0) await until(() => sent > before, 'replies read in pass 1', 5000);
          await nextFrame(win);
          await nextFrame(win);
        }
        await nextFrame(win);
        await loadsSettled(doc);
        expect(calls, 'payloads that ran').to.deep.equal([]);
        expect(injected(doc, known), 'markup injected').to.deep.equal([]);
        expect(sent, 'replies the forms read').to.be.at.least(4);
        expect(feedOpens.every((u) => u === 'about:blank'), 'a feed form\'s popup opens blank for its post').to.equal(true);
        expect(errors).to.deep.equal([]);
        await report('xss', `built page ${round + 1}`, { payloads: Math.min(PER_ROUND, payloads.length - round * PER_ROUND), texts: t, strings: KEYS.length, replies: sent });
      } finally {
        await removeFrame(frame);
      }
    });
  }
});
