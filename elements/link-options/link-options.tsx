import { useEffect, useMemo } from 'react';
import { emit, isPreview, warnOnce, type ElementProps } from '../core';
import { configText } from '../behaviours/site-values';
import { readLinkOptions, safeUrl, samePageFragment, type LinkOption } from './links';
import { goToAnchor } from './navigate';
import { linkOptionsEvents, type linkOptionsAttributes } from './schema';

const TAG = 'x-link-options';
/** What inside a module keeps its own click: its links and controls. */
const OWN_CONTROLS = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"]:not([data-x-link])';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** A click the browser would treat as "open elsewhere" (a new tab or window). */
const elsewhere = (e: MouseEvent | KeyboardEvent) => e.ctrlKey || e.metaKey || e.shiftKey || ('button' in e && e.button === 1);

export function LinkOptions({ host, attrs }: ElementProps<typeof linkOptionsAttributes>) {
  const json = configText(host, attrs['data-link-options']);
  const { items, problems } = useMemo(() => {
    if (!json) return { items: [] as LinkOption[], problems: [] as string[] };
    try {
      return readLinkOptions(JSON.parse(json), location.href);
    } catch {
      return { items: [] as LinkOption[], problems: [`the list is not JSON (${JSON.stringify(json.slice(0, 40))})`] };
    }
  }, [json]);
  useEffect(() => {
    if (problems.length) warnOnce(`${TAG}\u0000${json}`, `<${TAG}> attribute "data-link-options": ${problems.join('; ')}. Leaving those out.`);
  }, [json, problems]);

  // The modules become links for keyboard and assistive technology too: a
  // role, a place in the tab order (unless they hold a link of their own),
  // and the pointer. Only what was added is taken away again.
  useEffect(() => {
    const added: [HTMLElement, string[]][] = [];
    for (const item of items) {
      for (const el of document.querySelectorAll<HTMLElement>(`.${CSS.escape(item.className)}`)) {
        const mine = ['data-x-link', 'role', 'tabindex'].filter((a) => !el.hasAttribute(a));
        if (el.querySelector(FOCUSABLE) || el.matches(FOCUSABLE)) mine.splice(1);
        el.setAttribute('data-x-link', '');
        if (mine.includes('role')) el.setAttribute('role', 'link');
        if (mine.includes('tabindex')) el.setAttribute('tabindex', '0');
        added.push([el, mine]);
      }
    }
    return () => added.forEach(([el, mine]) => mine.forEach((a) => el.removeAttribute(a)));
  }, [items]);

  useEffect(() => {
    const optionFor = (target: EventTarget | null): [HTMLElement, LinkOption] | null => {
      if (!(target instanceof Element)) return null;
      for (const item of items) {
        const module = target.closest<HTMLElement>(`.${CSS.escape(item.className)}`);
        if (!module) continue;
        const own = target.closest(OWN_CONTROLS);
        return own && own !== module && module.contains(own) ? null : [module, item];
      }
      return null;
    };
    const follow = (item: LinkOption, newWindow: boolean): void => {
      const url = safeUrl(item.url, location.href)!;
      if (!emit(host, linkOptionsEvents, 'x-link-options-follow', { url: url.href, newWindow })) return;
      const fragment = samePageFragment(url, new URL(location.href));
      if (fragment && !newWindow && goToAnchor(fragment)) return;
      if (newWindow) open(url.href, '_blank', 'noopener');
      else location.assign(url.href);
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || isPreview()) return; // the builder preview follows no link (SPEC section 6)
      const hit = optionFor(e.target);
      if (hit) {
        e.preventDefault();
        return follow(hit[1], hit[1].newWindow || elsewhere(e));
      }
      // Any same-page anchor link: smooth scroll (C21).
      const link = attrs['smooth-anchors'] && e.button === 0 && !elsewhere(e) && e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const fragment = samePageFragment(new URL(link.href), new URL(location.href));
      if (fragment && goToAnchor(fragment)) e.preventDefault();
    };
    const onAuxClick = (e: MouseEvent) => {
      const hit = e.button === 1 && !isPreview() ? optionFor(e.target) : null;
      if (hit) follow(hit[1], true);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.defaultPrevented || isPreview() || !(e.target instanceof HTMLElement) || !e.target.hasAttribute('data-x-link')) return;
      const hit = optionFor(e.target);
      if (!hit) return;
      e.preventDefault();
      follow(hit[1], hit[1].newWindow || elsewhere(e));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('auxclick', onAuxClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('auxclick', onAuxClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [host, items, attrs]);

  return null;
}
