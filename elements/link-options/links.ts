/**
 * Link options (SPEC sections 2 and 3; C19 to C21), pure: the page's link
 * option items (`class`, `url`, `target`) and where a URL leads from this
 * page. Every item is page input: a URL that is not http(s), a path or a
 * fragment (a `javascript:` one) is named and skipped.
 */
import { fieldText, safeUrl } from '../behaviours/site-values';

export { safeUrl };

export interface LinkOption {
  className: string;
  url: string;
  /** `_blank`: a new window. */
  newWindow: boolean;
}

const CLASS_NAME = /^-?[A-Za-z_][\w-]{0,127}$/;

export function readLinkOptions(input: unknown, base: string): { items: LinkOption[]; problems: string[] } {
  if (!Array.isArray(input)) return { items: [], problems: ['the link options are not a list'] };
  const items: LinkOption[] = [];
  const problems: string[] = [];
  input.forEach((entry, i) => {
    const e = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : null;
    if (!e) return void problems.push(`item ${i} is not an object`);
    const className = fieldText(e.class).trim();
    if (!CLASS_NAME.test(className)) return void problems.push(`item ${i}: "class" ${JSON.stringify(className.slice(0, 40))} is not a class name`);
    const url = fieldText(e.url);
    if (!safeUrl(url, base)) return void problems.push(`item ${i} (${className}): "url" ${JSON.stringify(url.slice(0, 60))} is not a path or an http(s) URL`);
    items.push({ className, url: url.trim(), newWindow: fieldText(e.target).trim() === '_blank' });
  });
  return { items, problems };
}

/** The fragment a URL names on this very page (same origin, path and query), else null. */
export function samePageFragment(url: URL, here: URL): string | null {
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  const id = decodeURIComponent(url.hash.slice(1));
  return id || null;
}
