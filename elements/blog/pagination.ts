/**
 * Ajax pagination (SPEC sections 2, 7.8 and 8; D12 to D15), without the
 * element: which links it takes, the module's key, the request (a GET of
 * the page's address; inside a block layout preview a POST with the
 * layout's content), the cache per address and module, and what of a reply
 * replaces the module.
 */
import { safeUrl } from '../behaviours/site-values';
import { send } from '../forms/transport';

/** Links inside these, within the module, page it in place (WordPress's and the page builder's markup). */
export const PAGINATION = '.pagination, .wp-pagenavi, .nav-links, .page-numbers, [data-x-pagination]';

/**
 * The module's key in another page: its module class (`et_pb_blog_0`, the
 * builder's, unique per module on a page), else its id, else the first
 * `x-blog` there. Cached results are per address and this key.
 */
export function moduleKey(host: Element): string {
  const moduleClass = [...host.classList].find((c) => /^et_pb_[a-z_]+_\d+$/.test(c));
  if (moduleClass) return `.${moduleClass}`;
  return host.id && /^[\w-]+$/.test(host.id) ? `#${host.id}` : 'x-blog';
}

/** The address a link loads (resolved against the document's base), or null when it is not one to load in place (another origin, or not http). */
export function pageAddress(href: string, base: string): URL | null {
  const url = safeUrl(href, base);
  if (!url || url.origin !== new URL(base).origin) return null;
  url.hash = '';
  return url;
}

export type PageReply =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'failed'; status?: number };

/**
 * Loads a page: GET, or inside a block layout preview a POST with the
 * layout's content. A 200 or a 404 (its not-found body still replaces the
 * module) is a page; any other status, a timeout or no connection fails.
 */
export async function requestPage(url: URL, { layoutContent, timeoutMs, signal }: { layoutContent: string; timeoutMs: number; signal?: AbortSignal }): Promise<PageReply> {
  const init: RequestInit = layoutContent
    ? { method: 'POST', body: new URLSearchParams({ block_layout_content: layoutContent }), headers: { accept: 'text/html' } }
    : { method: 'GET', headers: { accept: 'text/html' } };
  const outcome = await send(url.href, init, { timeoutMs, signal, html: true });
  if (outcome.kind !== 'reply') return { kind: 'failed' };
  if (outcome.status !== 200 && outcome.status !== 404) return { kind: 'failed', status: outcome.status };
  return { kind: 'page', status: outcome.status, html: outcome.text };
}

/**
 * What of a loaded page replaces the module: the same module's content, or
 * on a 404 without it the page's main content (its not-found body). Null
 * when there is nothing to use. `doc` is parsed inert.
 */
export function replacementOf(doc: Document, key: string, status: number): string | null {
  let module: Element | null;
  try {
    module = doc.querySelector(key);
  } catch {
    module = null;
  }
  if (module) return module.innerHTML;
  if (status === 404) return (doc.querySelector('main') ?? doc.body)?.innerHTML ?? null;
  return null;
}

/** Loaded pages per address and module (SPEC section 2), for this page's life. Bounded: the oldest goes first. */
export class PageCache {
  #entries = new Map<string, string>();
  readonly limit: number;
  constructor(limit = 50) {
    this.limit = limit;
  }
  get(url: URL, key: string): string | undefined {
    return this.#entries.get(`${url.href} ${key}`);
  }
  set(url: URL, key: string, html: string): void {
    const id = `${url.href} ${key}`;
    this.#entries.delete(id);
    this.#entries.set(id, html);
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value!);
  }
  clear(): void {
    this.#entries.clear();
  }
}
