/**
 * The page's one navigation registry (SPEC sections 1, 2 and 9): everything
 * that a URL fragment or a same-page link can reach is registered here, with
 * a callback, and reached by a Map lookup, never by a DOM event.
 *
 * - Segments: the fragment keeps module state as `id|p1|p2`, several modules
 *   joined by `||`, sanitised to letters, digits, `-`, `_` and `|`. An element
 *   registers its id (`registerSegment`); when its segment changes it is
 *   called with its parameters. Writes keep every other module's segment.
 * - Anchors: a fragment without module parameters is an anchor. An element
 *   registers the anchors it owns (`registerAnchors`: tabs their tabs', a
 *   carousel its slides', a popup its id) and is called with the index of the
 *   one the fragment names. The anchor rule (`anchorKey`) lives here only.
 * - Openers: a control naming an element by a data attribute or a link to
 *   its `#id`; each kind registers once (`registerOpeners`), one delegated
 *   click listener serves the page.
 *
 * `go(id)` goes to `#id` as following a same-page link to it would: an
 * opener that takes it, else a registered anchor or an element with that id,
 * with a history entry; the callbacks run directly.
 */
import { debounce } from './timing';

export type HashState = Map<string, string[]>;

/** Paging modules react to hash changes after about this long (SPEC section 2). */
export const HASH_PAGING_DELAY = 500;

// ---------------------------------------------------------------- grammar

/** Percent-decoded text; a malformed escape is kept as it is (for the sanitiser, just more characters to strip). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function sanitizeHash(hash: string): string {
  return decoded(hash.replace(/^#/, '')).replace(/[^A-Za-z0-9_|-]/g, '');
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

/**
 * The anchor rule, the one place it is written: what an anchor or a fragment
 * is filed under. A fragment with module parameters names no anchor (''); a
 * `tab-` prefix does not count, so `#tab-yearly` and `#yearly` both name a
 * tab anchored `yearly` or `tab-yearly`.
 */
export function anchorKey(hashOrAnchor: string): string {
  const h = sanitizeHash(hashOrAnchor);
  return h.includes('|') ? '' : h.replace(/^tab-/, '');
}

/** Which of `anchors` a fragment names (the anchor rule), or -1. */
export function anchorIndex(hash: string, anchors: readonly string[]): number {
  const key = anchorKey(hash);
  return key ? anchors.findIndex((a) => anchorKey(a) === key) : -1;
}

// ---------------------------------------------------------------- the registry

type SegmentHandler = (params: string[]) => void;
interface AnchorOwner {
  owner: HTMLElement;
  anchors: readonly string[];
  reached(index: number): void;
}

/** Segment id to its element's callback. */
const segments = new Map<string, SegmentHandler>();
/** Anchor key (`anchorKey`) to the elements that own an anchor filed under it. */
const anchors = new Map<string, Set<AnchorOwner>>();

/** The state the page last routed or wrote: a segment is handed on only when it differs. */
let last: HashState = new Map();
let listening = false;
/** Whether the load's scroll to top has been decided (startNavigation). */
let started = false;

/**
 * Registers an element's segment: `reached(params)` runs when the `id`
 * segment of the fragment changes. Paging modules pass
 * `delay: HASH_PAGING_DELAY`: rapid changes settle into one call about
 * 500 ms after the last. Returns the unregister function.
 */
export function registerSegment(id: string, reached: SegmentHandler, { delay = 0 } = {}): () => void {
  listen();
  const later = delay > 0 ? debounce(reached, delay) : null;
  const handler: SegmentHandler = later ?? reached;
  segments.set(id, handler);
  return () => {
    later?.cancel();
    if (segments.get(id) === handler) segments.delete(id);
  };
}

/**
 * Registers the anchors an element owns: `reached(i)` runs when the fragment
 * names `anchors[i]` (the anchor rule), and at once with `now` when it names
 * one already. Returns the unregister function.
 */
export function registerAnchors(owner: HTMLElement, list: readonly string[], reached: (index: number) => void, { now = false } = {}): () => void {
  listen();
  const entry: AnchorOwner = { owner, anchors: list, reached };
  const keys = [...new Set(list.map(anchorKey).filter(Boolean))];
  for (const key of keys) {
    const owners = anchors.get(key) ?? new Set();
    anchors.set(key, owners.add(entry));
  }
  if (now) {
    const i = anchorIndex(location.hash, list);
    if (i >= 0) reached(i);
  }
  return () => {
    for (const key of keys) {
      const owners = anchors.get(key);
      owners?.delete(entry);
      if (owners?.size === 0) anchors.delete(key);
    }
  };
}

/** What is registered now (segment ids, anchor keys): for a reader, a debugger or a test. */
export function routes(): { segments: string[]; anchors: string[] } {
  return { segments: [...segments.keys()], anchors: [...anchors.keys()] };
}

/** Calls the owners of the anchor a fragment names; the first owner, or null. */
function reachAnchor(hash: string): HTMLElement | null {
  const key = anchorKey(hash);
  const owners = key ? [...(anchors.get(key) ?? [])] : [];
  for (const { anchors: list, reached } of owners) reached(list.findIndex((a) => anchorKey(a) === key));
  return owners[0]?.owner ?? null;
}

/**
 * Hands the fragment on: to the owners of the anchor it names, then to each
 * module whose segment changed since the last route or write.
 */
function route(): HTMLElement | null {
  const owner = reachAnchor(location.hash);
  const next = parseHash(location.hash);
  for (const [id, params] of next) {
    const before = last.get(id);
    if (before && before.join('|') === params.join('|')) continue;
    segments.get(id)?.(params);
  }
  last = next;
  return owner;
}

/** Installs the page's one `hashchange` listener (once). */
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  last = parseHash(location.hash);
  window.addEventListener('hashchange', route);
}

/**
 * Starts routing when the first element that keeps hash state loads: the
 * listener, and on a load with module state in the fragment, the scroll to
 * top with manual restoration.
 */
export function startNavigation(): void {
  // Its own flag: an anchor or opener may have started the listener already (a popup mounts before the tabs load).
  if (started || typeof window === 'undefined') return;
  started = true;
  listen();
  if (location.hash.length > 1 && last.size > 0 && [...last.values()].some((p) => p.length > 0)) {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
  }
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

// ---------------------------------------------------------------- openers

export interface OpenerKind {
  /** The attribute a control names the element by (`data-x-toggle="faq-2"`; empty for any, where the kind allows it). */
  attribute: `data-${string}`;
  /** What the element must match (its tag). */
  selector: string;
  /** An empty attribute value opens every element of this kind. */
  anyWhenEmpty?: boolean;
  /** Opens the element; true when the click was used for it (its default is then prevented). */
  open(el: HTMLElement, source: Element): boolean;
}

/** Opener kinds by attribute, each registered once from its element's define. */
const kinds = new Map<string, OpenerKind>();

/** The elements of a kind that a click on `from` opens, with the control or link that names them. */
export function openerTargets(kind: OpenerKind, from: Element): [HTMLElement, Element][] {
  const byId = (id: string, source: Element): [HTMLElement, Element][] => {
    const el = id ? from.ownerDocument.getElementById(id) : null;
    return el?.matches(kind.selector) ? [[el, source]] : [];
  };
  const control = from.closest(`[${kind.attribute}]`);
  if (control) {
    const id = control.getAttribute(kind.attribute)!;
    if (id || !kind.anyWhenEmpty) return byId(id, control);
    return [...from.ownerDocument.querySelectorAll<HTMLElement>(kind.selector)].map((el) => [el, control]);
  }
  const link = from.closest('a[href^="#"]');
  return link ? byId(link.getAttribute('href')!.slice(1), link) : [];
}

function onClick(event: MouseEvent): void {
  const from = event.target;
  if (event.defaultPrevented || event.button !== 0 || !(from instanceof Element)) return;
  let used = false;
  for (const kind of kinds.values()) {
    for (const [el, source] of openerTargets(kind, from)) used = kind.open(el, source) || used;
  }
  if (used) event.preventDefault();
}

/** Adds a kind of opener to the page's listener (once per attribute). */
export function registerOpeners(kind: OpenerKind): void {
  if (typeof document === 'undefined' || kinds.has(kind.attribute)) return;
  if (kinds.size === 0) document.addEventListener('click', onClick);
  kinds.set(kind.attribute, kind);
}

// ---------------------------------------------------------------- go

export interface Destination {
  /** What to bring into view: the element with the id, or the owner of the anchor. */
  element: HTMLElement;
  /** How it was reached: an opener used it (nothing to scroll, the address kept), a registered anchor, or the element by its id. */
  by: 'opener' | 'anchor' | 'id';
}

/**
 * Goes to `#id` as a same-page link to it would, and says where (null when
 * nothing on the page answers, and then does nothing). An opener kind that
 * uses it (a popup) opens it and the address is kept; otherwise the fragment
 * becomes `#id` with a history entry (none when it already is) and is routed
 * at once, as a `hashchange` would be: the owners of the anchor it names,
 * then the modules whose segment changed. Bringing it into view is the
 * caller's.
 */
export function go(id: string): Destination | null {
  const el = id ? document.getElementById(id) : null;
  if (el) {
    let used = false;
    for (const kind of kinds.values()) if (el.matches(kind.selector)) used = kind.open(el, el) || used;
    if (used) return { element: el, by: 'opener' };
  }
  const key = anchorKey(id);
  if (!el && !(key && anchors.get(key)?.size)) return null;
  listen();
  if (decoded(location.hash.slice(1)) !== id) history.pushState(history.state, '', `#${encodeURIComponent(id)}`);
  const owner = route();
  return owner ? { element: owner, by: 'anchor' } : { element: el!, by: 'id' };
}

/** Test hook: no listener, nothing registered, nothing routed. */
export function resetNavigation(): void {
  if (listening) window.removeEventListener('hashchange', route);
  listening = false;
  started = false;
  last = new Map();
  segments.clear();
  anchors.clear();
}
