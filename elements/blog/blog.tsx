import { useRef, useState } from 'react';
import { emit, layoutPreviewContent, parseInertDocument, useElementApi, useEvent, useLightChildren, type ElementProps } from '../core';
import { useGridRows } from '../behaviours/grid-rows';
import { scrollToTarget } from '../behaviours/smooth-scroll';
import { CONTENT_ELEMENTS, sanitizeFragment } from '../forms/sanitize';
import { PAGINATION, PageCache, moduleKey, pageAddress, replacementOf, requestPage } from './pagination';
import { blogEvents, blogMethods, type blogAttributes } from './schema';
import { blogStrings } from './strings';
import * as css from './blog.css';

const cache = new PageCache();
const isCard = (el: HTMLElement) => el.localName === 'article';

export function Blog({ host, attrs }: ElementProps<typeof blogAttributes>) {
  const [message, setMessage] = useState('');
  const loading = useRef<AbortController | null>(null);
  // The cards (the pagination and anything else span a row of their own).
  useGridRows(host, useLightChildren(host, isCard));

  async function loadPage(href: string): Promise<boolean> {
    const url = pageAddress(href, document.baseURI);
    if (!url) return false;
    const key = moduleKey(host);
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    host.setAttribute('aria-busy', 'true');
    setMessage('');
    let html = cache.get(url, key);
    const cached = html !== undefined;
    let status = 200;
    if (html === undefined) {
      const reply = await requestPage(url, { layoutContent: layoutPreviewContent(), timeoutMs: attrs.timeout * 1000, signal: controller.signal });
      if (controller.signal.aborted) return false;
      const found = reply.kind === 'page' ? replacementOf(parseInertDocument(reply.html), key, reply.status) : null;
      if (reply.kind === 'failed' || found === null) {
        // Other errors change nothing (SPEC section 8); the visitor is told.
        host.removeAttribute('aria-busy');
        const strings = blogStrings();
        setMessage(reply.kind === 'page' || reply.status === undefined ? strings.page_load_error : strings.page_server_error.replace('%d', String(reply.status)));
        emit(host, blogEvents, 'x-blog-error', { url: url.href, status: reply.kind === 'page' ? reply.status : (reply.status ?? null) });
        return false;
      }
      status = reply.status;
      html = found;
      if (status === 200) cache.set(url, key, html);
    }
    loading.current = null;
    host.removeAttribute('aria-busy');
    // Server HTML: sanitised; our content elements in it upgrade once inserted.
    host.replaceChildren(sanitizeFragment(html, { elements: CONTENT_ELEMENTS }));
    // Focus and the view go to the new content's start, as a new page's would.
    const first = host.querySelector<HTMLElement>('article, h1, h2, h3') ?? host;
    if (!first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
    first.focus({ preventScroll: true });
    if (host.getBoundingClientRect().top < 0) void scrollToTarget(host);
    emit(host, blogEvents, 'x-blog-load', { url: url.href, status, cached });
    return true;
  }

  // Heard first, on the window as the click starts down the page: a builder's
  // preview (core/preview.ts) cancels every link click at the document, and
  // these links are loaded here (with the layout's content, SPEC section 7,
  // item 8), never followed, so the preview has nothing to hold back.
  useEvent(window, 'click', (e) => {
    const event = e as MouseEvent;
    if (!attrs.ajax || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !host.contains(link) || !link.closest(PAGINATION) || (link.target && link.target !== '_self')) return;
    if (!pageAddress(link.href, document.baseURI)) return;
    event.preventDefault();
    void loadPage(link.href);
  }, { capture: true });
  useElementApi(blogMethods, { loadPage });

  return (
    <>
      <slot />
      <p className={css.message} part="message" role="alert" hidden={!message}>{message}</p>
    </>
  );
}
