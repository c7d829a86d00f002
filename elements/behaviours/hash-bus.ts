/**
 * The hash bus (SPEC section 2, "Hash state"). The fragment keeps module
 * state as `id|p1|p2`, several modules joined by `||`. It is sanitised to
 * letters, digits, `-`, `_` and `|`. One `hashchange` listener serves the
 * page: the element with a segment's id receives an `x-hashchange` event
 * with its parameters. Writes keep every other module's segment.
 */
import { debounce } from './timing';
export type HashState = Map<string, string[]>;

export interface HashChangeDetail {
  id: string;
  params: string[];
}

/** Paging modules react to hash changes after about this long (SPEC section 2). */
export const HASH_PAGING_DELAY = 500;

export function sanitizeHash(hash: string): string {
  let text = hash.replace(/^#/, '');
  try {
    text = decodeURIComponent(text);
  } catch {
    // keep the raw text: a malformed escape is just more characters to strip
  }
  return text.replace(/[^A-Za-z0-9_|-]/g, '');
}

/**
 * A hash parameter as a page or item index: a plain run of at most 6 digits,
 * else null. The hash is visitor input: `#tabs|` followed by 400 digits must
 * select nothing new rather than NaN.
 */
export function parseIndex(param: string | undefined): number | null {
  return param !== undefined && /^\d{1,6}$/.test(param) ? Number(param) : null;
}

export function parseHash(hash: string): HashState {
  const state: HashState = new Map();
  for (const segment of sanitizeHash(hash).split('||')) {
    const [id, ...params] = segment.split('|');
    if (id) state.set(id, params);
  }
  return state;
}

export function formatHash(state: HashState): string {
  return [...state].map(([id, params]) => [id, ...params].join('|')).join('||');
}

/** Returns the fragment with one module's segment set (or removed with null), others kept in place. */
export function withSegment(hash: string, id: string, params: readonly (string | number)[] | null): string {
  const state = parseHash(hash);
  const clean = (v: string | number) => sanitizeHash(String(v)).replace(/\|/g, '');
  if (params === null) state.delete(id);
  else state.set(clean(id), params.map(clean));
  return formatHash(state);
}

/** Whether a fragment names a tab anchor, with or without a `tab-` prefix. */
export function matchesAnchor(hash: string, anchor: string): boolean {
  const strip = (s: string) => s.replace(/^tab-/, '');
  const h = sanitizeHash(hash);
  return h !== '' && !h.includes('|') && anchor !== '' && strip(h) === strip(anchor);
}

let last: HashState = new Map();
let listening = false;
const anchorListeners = new Set<(hash: string) => void>();

/** Listens for fragments that name an anchor rather than module state (e.g. a tab's). */
export function onAnchorHash(cb: (hash: string) => void): () => void {
  anchorListeners.add(cb);
  return () => anchorListeners.delete(cb);
}

/** The current fragment when it is a plain anchor (no module parameters), else ''. */
export function currentAnchor(): string {
  const h = sanitizeHash(location.hash);
  return h.includes('|') ? '' : h;
}

function deliver(): void {
  const anchor = currentAnchor();
  if (anchor) anchorListeners.forEach((cb) => cb(anchor));
  const next = parseHash(location.hash);
  for (const [id, params] of next) {
    const before = last.get(id);
    if (before && before.join('|') === params.join('|')) continue;
    document.getElementById(id)?.dispatchEvent(
      new CustomEvent<HashChangeDetail>('x-hashchange', { detail: { id, params }, bubbles: false }),
    );
  }
  last = next;
}

/** Installs the page's single listener; on load with a hash, scroll to top with manual restoration. */
export function initHashBus(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  last = parseHash(location.hash);
  window.addEventListener('hashchange', deliver);
  if (location.hash.length > 1 && last.size > 0 && [...last.values()].some((p) => p.length > 0)) {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
  }
}

/**
 * Calls back with a module's parameters when its segment changes. Paging
 * modules pass `delay: HASH_PAGING_DELAY`: rapid changes settle into one
 * reaction about 500 ms after the last. Returns an unsubscribe function.
 */
export function onSegment(el: HTMLElement, cb: (params: string[]) => void, { delay = 0 } = {}): () => void {
  const later = delay > 0 ? debounce(cb, delay) : null;
  const listener = (e: Event) => (later ?? cb)((e as CustomEvent<HashChangeDetail>).detail.params);
  el.addEventListener('x-hashchange', listener);
  return () => {
    later?.cancel();
    el.removeEventListener('x-hashchange', listener);
  };
}

/** Current parameters for a module id, or null. */
export function readSegment(id: string): string[] | null {
  return parseHash(location.hash).get(id) ?? null;
}

/** Writes a module's state into the fragment without adding history entries or re-notifying the writer. */
export function writeSegment(id: string, params: readonly (string | number)[] | null): void {
  const hash = withSegment(location.hash, id, params);
  last = parseHash(hash);
  const url = `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`;
  history.replaceState(history.state, '', url);
}

/**
 * Writes a plain anchor (a carousel slide's own hash), without a history
 * entry, unless the fragment holds module state: that is never overwritten.
 * Returns whether it wrote.
 */
export function writeAnchor(anchor: string): boolean {
  const clean = sanitizeHash(anchor).replace(/\|/g, '');
  if (!clean || [...parseHash(location.hash).values()].some((p) => p.length > 0)) return false;
  last = parseHash(clean);
  history.replaceState(history.state, '', `${location.pathname}${location.search}#${clean}`);
  return true;
}

/** Test hook. */
export function resetHashBus(): void {
  if (listening) window.removeEventListener('hashchange', deliver);
  listening = false;
  last = new Map();
}
