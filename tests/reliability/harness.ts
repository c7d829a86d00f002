/**
 * The reliability harness's shared parts: the example pages (every
 * `examples/*.html`, found at build time) and the elements (every tag in
 * custom-elements.json), each page opened in a same-origin frame as a site
 * serves it, with its errors counted. A new element joins every reliability
 * check by having its tag in the manifest and a page in examples/.
 */
import manifest from '../../custom-elements.json';
import { removeFrame, sleep } from '../browser/helpers';

export { sleep };

declare const __X_CASES__: number;
declare const __X_SEED__: number;
declare const __X_ONLY__: string;
declare const __X_XSS_STRIDE__: number;
/** Property cases per element (X_CASES, default 10,000) and the seed (X_SEED, default a fixed one; "random" for a new one). */
export const CASES = __X_CASES__;
export const SEED = __X_SEED__;
/** X_XSS_STRIDE=n runs every n-th payload of the XSS corpus (npm test: a third; test:reliability: all). */
export const XSS_STRIDE = __X_XSS_STRIDE__;
/** X_ONLY narrows a run while debugging: tags, page names or "built". */
export const ONLY = __X_ONLY__ ? __X_ONLY__.split(',') : null;

const sources = import.meta.glob('../../examples/*.html', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
export const PAGES = Object.keys(sources).map((p) => p.split('/').pop()!).sort();
const source = (page: string) => sources[`../../examples/${page}`] ?? '';

interface Attribute { name: string; type: { text: string }; description?: string }
/**
 * Records what a passing check covered (cases, payloads, rules), for the
 * figures `npm run test:reliability` prints at the end of the run.
 */
export async function report(check: 'properties' | 'xss' | 'axe' | 'blocker', subject: string, figures: Record<string, number>): Promise<void> {
  await fetch('/__reliability', { method: 'POST', body: JSON.stringify({ check, subject, ...figures }) });
}

/** Every element in the manifest. */
export const ELEMENTS = manifest.modules.map((m) => m.declarations[0]!).map((d) => ({
  tag: d.tagName,
  attributes: ((d as { attributes?: Attribute[] }).attributes ?? []).map((a) => ({ name: a.name, type: a.type.text, description: a.description ?? '' })),
})).filter((e) => !ONLY || ONLY.includes(e.tag));

/** The page that shows an element: its own docs page, else the first page using it. */
export function pageFor(tag: string): string {
  if (PAGES.includes(`${tag}.html`)) return `${tag}.html`;
  const page = PAGES.find((p) => source(p).includes(`<${tag}`));
  if (!page) throw new Error(`<${tag}> is on no example page: add one to examples/ for the reliability harness`);
  return page;
}

export interface OpenPage {
  win: Window & typeof globalThis;
  doc: Document;
  /** Uncaught errors and unhandled rejections in the page so far. */
  errors: string[];
  /** Removes the frame once it has loaded (see removeFrame). */
  close(): Promise<void>;
}

/** One task later in the page's own event loop (after React's scheduled render). */
export const tick = (win: Window) => new Promise<void>((resolve) => {
  const channel = new (win as Window & typeof globalThis).MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(0);
});
/** The page's next frame; at most a second (a window that navigated away never paints again). */
export const nextFrame = (win: Window) => Promise.race([new Promise<void>((r) => win.requestAnimationFrame(() => r())), sleep(1000)]);

/** The page's x-elements (light DOM, in document order). */
export const xElements = (doc: Document) => [...doc.querySelectorAll('*')].filter((e) => e.localName.startsWith('x-'));

/** An element counts as upgraded once it mounted or gave up (x-popup-form waits for its trigger). */
const settled = (e: Element) => e.localName === 'x-popup-form' || e.hasAttribute('data-x-ready') || e.hasAttribute('data-x-error');

export async function openPage(page: string, { width = 1024, height = 768, prefix = '/examples/' } = {}): Promise<OpenPage> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `inline-size: ${width}px; block-size: ${height}px; border: 0`;
  frame.src = `${prefix}${page}`;
  const errors: string[] = [];
  document.body.append(frame);
  await new Promise((r) => frame.addEventListener('load', r, { once: true }));
  const win = frame.contentWindow as Window & typeof globalThis;
  win.addEventListener('error', (e) => errors.push(`${e.message} (${e.filename}:${e.lineno})`));
  win.addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${String(e.reason?.stack ?? e.reason)}`));
  // An element's contained failure (its error boundary logs, then sets data-x-error).
  const consoleError = win.console.error.bind(win.console);
  win.console.error = (...args: unknown[]) => {
    if (String(args[0]).includes('stopped working')) errors.push(args.map((a) => (a instanceof Error ? a.stack ?? a.message : String(a))).join(' '));
    consoleError(...args);
  };
  const doc = frame.contentDocument!;
  const start = performance.now();
  while (!xElements(doc).every(settled)) {
    if (performance.now() - start > 10000) throw new Error(`${page}: elements did not upgrade: ${xElements(doc).filter((e) => !settled(e)).map((e) => e.localName).join(', ')}`);
    await sleep(20);
  }
  return { win, doc, errors, close: () => removeFrame(frame) };
}

/** What is wrong with a page's elements now: errored ones, and mounted ones with an empty shadow root. */
export function broken(doc: Document): string[] {
  return xElements(doc).flatMap((e) => {
    if (e.hasAttribute('data-x-error')) return [`<${e.localName}${e.id ? `#${e.id}` : ''}> stopped working (data-x-error)`];
    if (e.hasAttribute('data-x-ready') && !e.shadowRoot?.childElementCount) return [`<${e.localName}${e.id ? `#${e.id}` : ''}> renders nothing`];
    return [];
  });
}
