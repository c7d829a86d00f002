/** Helpers for browser tests: fixtures that clean up, and waits that never rely on fixed sleeps alone. */
import { expect } from 'chai';
import type { XElement } from '../../elements/core';

/**
 * The title tag of the smoke tests: each element's "upgrades, answers its
 * main interaction, logs no error" test and the cross-cutting suites. The
 * oldest browsers run only these (scripts/test-browser.mjs passes it to
 * mocha as its grep).
 */
export const SMOKE = '#smoke';

// The oldest browsers run only the smoke tests: their test page's address
// carries x-smoke (scripts/wtr-launchers.mjs), and every other test of the
// file is marked pending before any runs, so every reporter counts it skipped.
if (new URLSearchParams(location.search).has('x-smoke')) {
  before(function () {
    const onlySmoke = (suite: Mocha.Suite) => {
      for (const t of suite.tests) if (!t.fullTitle().includes(SMOKE)) t.pending = true;
      suite.suites.forEach(onlySmoke);
    };
    let root = this.test!.parent!;
    while (root.parent) root = root.parent;
    onlySmoke(root);
  });
  // There every element's smoke test shares one page (scripts/test-browser.mjs):
  // each starts as on a page of its own, with no hash and at the top.
  beforeEach(() => {
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    scrollTo(0, 0);
  });
}

// Every test announces itself as it starts (a beacon, queued by the browser
// at once): when a test page stops answering, scripts/test-browser.mjs names
// the test it was in and for how long, not only the file.
const sessionId = new URLSearchParams(location.search).get('wtr-session-id');
if (sessionId) {
  // Each beacon is a resource timing entry: room for them beside the ones tests wait for.
  performance.setResourceTimingBufferSize(5000);
  beforeEach(function () {
    navigator.sendBeacon('/__progress', JSON.stringify({ session: sessionId, test: this.currentTest?.fullTitle() ?? '' }));
  });
}

/**
 * This test file's share of `items` when it runs as shards (`// @shards N`
 * at its head: scripts/test-browser.mjs bundles it N times): every Nth item.
 */
export function shardOf<T>(items: T[]): T[] {
  // The bundled file's name carries the shard (x.shard-2-of-3.js); web-test-runner names the file it runs.
  const file = (window as { __WTR_CONFIG__?: { testFile?: string } }).__WTR_CONFIG__?.testFile ?? '';
  const [, k = '1', n = '1'] = /\.shard-(\d+)-of-(\d+)\.js/.exec(file) ?? [];
  return items.filter((_, i) => i % Number(n) === Number(k) - 1);
}

/**
 * An element's smoke test: `body` mounts the element (fixture waits for the
 * upgrade) and drives its main interaction; the test also fails on any
 * console.error, uncaught error or unhandled rejection while it runs.
 */
export function smoke(title: string, body: (this: Mocha.Context) => Promise<void>): void {
  it(`${title} ${SMOKE}`, async function () {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      original.apply(console, args);
    };
    const onError = (e: ErrorEvent) => errors.push(e.message);
    const onRejection = (e: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${String(e.reason)}`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      await body.call(this);
    } finally {
      console.error = original;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    }
    expect(errors, 'errors while the smoke test ran').to.deep.equal([]);
  });
}

let container: HTMLElement | undefined;

/** Renders HTML into a fresh container and waits until every x-element in it has mounted. */
export async function fixture<T extends HTMLElement = HTMLElement>(html: string): Promise<T> {
  container?.remove();
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await mounted(container);
  return container.firstElementChild as T;
}

export async function mounted(root: ParentNode): Promise<void> {
  const els = [...root.querySelectorAll('*')].filter((el) => el.localName.startsWith('x-')) as XElement[];
  await Promise.all(els.map((el) => customElements.whenDefined(el.localName).then(() => el.ready)));
  await sleep(0);
}

export const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The bound for a media element to start playing: WebKit builds a GStreamer
 * pipeline first, seen past 4 s with three engines busy on two cores and
 * past 8 s with four.
 */
export const MEDIA_START = 15_000;

/** The names of this origin's cookies that `match`. */
const cookieNames = (match: (name: string) => boolean) =>
  document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((n) => n && match(n));

/**
 * Removes this origin's cookies whose names `match` and waits until they
 * stay removed. WebKitGTK's cookie cache can bring a cookie back after its
 * removal when it was written a few milliseconds before (the network
 * process's note of the write arrives after the removal, seen in 13 of 300
 * tries): a test ending right after a cookie is written would hand it to
 * the next test. So each round removes what is there, lets 50 ms pass and
 * reads again, until none is back; past 2 s it fails naming the cookies.
 */
export async function clearCookies(match: (name: string) => boolean = () => true): Promise<void> {
  const start = performance.now();
  for (let names = cookieNames(match); names.length > 0; names = cookieNames(match)) {
    if (performance.now() - start > 2000) throw new Error(`cookies still there after 2 s of removing them: ${names.join(', ')}`);
    for (const name of names) document.cookie = `${name}=;path=/;max-age=0`;
    await sleep(50);
  }
}

/**
 * Polls `check` until it holds; past `timeout` ms it fails naming `what`.
 * The bound catches what never happens, it does not time anything: 10 s by
 * default, as four engines on two cores made WebKit miss 4 s (a menu search
 * shown after its 1000 ms lock). Timing is asserted by measuring, not by
 * this bound.
 */
export async function until(check: () => boolean, what: string | (() => string) = 'condition', timeout = 10_000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    // `what` as a function names the condition with the state it ended in.
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await sleep(20);
  }
}

/**
 * Time is the condition under test: for `ms`, `changed()` never holds (it is
 * polled, and the test fails the moment it does).
 */
export async function staysFor(ms: number, changed: () => boolean, what: string): Promise<void> {
  const t0 = performance.now();
  let seen = false;
  await until(() => (seen ||= changed()) || performance.now() - t0 > ms, what, ms + 4000);
  expect(seen, what).to.equal(false);
}

/**
 * Resolves once an IntersectionObserver made now has reported on `el`. The
 * element's own observer, made before, has had its first report by then
 * (one task notifies a document's observers, oldest first).
 */
export function observed(el: Element): Promise<void> {
  return new Promise((resolve) => {
    const io = new IntersectionObserver(() => {
      io.disconnect();
      resolve();
    });
    io.observe(el);
  });
}

/**
 * Waits until a frame's document has finished loading. WebKit (MiniBrowser
 * 2.50) can hang its whole page when a frame is removed while a navigation
 * in it is still loading (one run in five after a redirect), and a test page
 * that hangs never reports: wait before a fixture with a frame goes.
 */
export async function frameSettled(frame: HTMLIFrameElement, timeout = 8000): Promise<void> {
  const start = performance.now();
  while (frame.isConnected && performance.now() - start < timeout) {
    let doc: Document | null = null;
    try { doc = frame.contentDocument; } catch { /* cross-origin: nothing to wait for */ }
    const pending = frame.src !== '' && frame.src !== 'about:blank' && doc?.URL === 'about:blank';
    if (!doc || (doc.readyState === 'complete' && !pending)) break;
    await sleep(20);
  }
  await sleep(50);
}

/** Removes a test iframe once its document has finished loading (see frameSettled). */
export async function removeFrame(frame: HTMLIFrameElement, timeout = 8000): Promise<void> {
  await frameSettled(frame, timeout);
  frame.remove();
}

/**
 * What a visitor sees before upgrade: the HTML drawn with page CSS only (the
 * pre-upgrade rules) in a frame without the script, measured there.
 */
export async function drawnBeforeUpgrade<T>(html: string, css: string, measure: (doc: Document) => T, width = 800): Promise<T> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: 300px; border: 0`;
  frame.srcdoc = `<!doctype html><style>${css}</style><body style="margin: 0; font: 16px/1.5 sans-serif">${html}`;
  const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  document.body.append(frame);
  await loaded;
  const drawn = measure(frame.contentDocument!);
  await removeFrame(frame);
  return drawn;
}

/** Collects events of a type on a target. */
/**
 * The boxes of a host's items (and what follows it) relative to the host,
 * as text ("id left top width height", or "id hidden"): what the pre-upgrade
 * drawing and the upgraded element are compared on.
 */
export function boxesIn(doc: Document, host: string, selector: string): string[] {
  const origin = doc.querySelector(host)!.getBoundingClientRect();
  return [...doc.querySelectorAll(selector)].map((el) => {
    const r = el.getBoundingClientRect();
    return r.width ? [el.id, Math.round(r.left - origin.left), Math.round(r.top - origin.top), Math.round(r.width), Math.round(r.height)].join(' ') : `${el.id} hidden`;
  });
}

export function record<D = unknown>(target: EventTarget, type: string): CustomEvent<D>[] {
  const list: CustomEvent<D>[] = [];
  target.addEventListener(type, (e) => list.push(e as CustomEvent<D>));
  return list;
}

/** Captures console.warn calls while fn runs. */
export async function captureWarnings(fn: () => Promise<void> | void): Promise<string[]> {
  const original = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.warn = original;
  }
  return warnings;
}

export function key(target: Element, k: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
}

export function shadow(el: Element, selector: string): HTMLElement {
  const found = el.shadowRoot?.querySelector(selector);
  if (!found) throw new Error(`no ${selector} in <${el.localName}>'s shadow root`);
  return found as HTMLElement;
}

export interface FetchCall { url: string; init: RequestInit; resolve(r: Response): void; reject(e: unknown): void }

/** Replaces window.fetch with one whose replies the test gives by hand; restore() puts the real one back. */
export function stubFetch() {
  const real = window.fetch;
  const calls: FetchCall[] = [];
  window.fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => new Promise<Response>((resolve, reject) => {
    calls.push({ url: String(input), init, resolve, reject });
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  })) as typeof fetch;
  return { calls, restore: () => (window.fetch = real) };
}

/** Runs `fn` with the page settings (`window.xElementsSettings`) set, then takes them away again. */
export async function withPageSettings(settings: Record<string, unknown>, fn: () => Promise<void>): Promise<void> {
  const { resetPageSettings } = await import('../../elements/core/page-settings');
  window.xElementsSettings = settings;
  resetPageSettings();
  try {
    await fn();
  } finally {
    delete window.xElementsSettings;
    resetPageSettings();
  }
}

