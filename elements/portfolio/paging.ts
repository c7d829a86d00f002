/**
 * Filtering and paging a portfolio's items (SPEC sections 2, 4 and 9; D1 to
 * D4), pure: which items a category and page show, and the hash
 * `id|slug|page` (page counts and links: behaviours/paging).
 */

import { pageCount, pageFrom } from '../behaviours/paging';

export const ALL = 'all';

/** A category's slug, as WordPress makes a term's: lower case, accents dropped, runs of anything else one dash. */
export function slugOf(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export interface Category {
  slug: string;
  name: string;
}

/**
 * An item's categories: the names in its `data-categories` (comma
 * separated), and the site's `project_category_<slug>` classes (pasted
 * WordPress markup), whose name is the slug in words.
 */
export function categoriesOf(names: string | null | undefined, classes: Iterable<string>): Category[] {
  const found = new Map<string, string>();
  for (const name of (names ?? '').split(',').map((n) => n.trim()).filter(Boolean)) {
    const slug = slugOf(name);
    if (slug && slug !== ALL && !found.has(slug)) found.set(slug, name);
  }
  for (const c of classes) {
    const slug = /^project_category_(.+)$/.exec(c)?.[1];
    if (slug && slug !== ALL && !found.has(slug)) found.set(slug, slug.replace(/-/g, ' ').replace(/^./, (l) => l.toUpperCase()));
  }
  return [...found].map(([slug, name]) => ({ slug, name }));
}

/** Every category the items have, in the order they first appear. */
export function allCategories(items: readonly Category[][]): Category[] {
  const seen = new Map<string, Category>();
  for (const c of items.flat()) if (!seen.has(c.slug)) seen.set(c.slug, c);
  return [...seen.values()];
}

/** The indices of the items in a category (`all`: every item). */
export function inCategory(items: readonly Category[][], slug: string): number[] {
  return items.flatMap((cats, i) => (slug === ALL || cats.some((c) => c.slug === slug) ? [i] : []));
}

export interface PortfolioState {
  category: string;
  page: number;
}

/** The items a state shows: its category's, one page of them. */
export function shown(items: readonly Category[][], { category, page }: PortfolioState, perPage: number): Set<number> {
  const matching = inCategory(items, category);
  return new Set(matching.slice((page - 1) * perPage, page * perPage));
}

/**
 * A state from the hash's `slug|page` (or an attribute's slug and page),
 * kept to what exists: an unknown category is `all`, a page beyond either
 * end the nearest page. Null when the text names no state at all.
 */
export function stateFrom(params: readonly string[], items: readonly Category[][], perPage: number): PortfolioState | null {
  const [rawSlug, rawPage] = params;
  if (!rawSlug && !rawPage) return null;
  const slug = slugOf(rawSlug ?? '');
  const category = slug && allCategories(items).some((c) => c.slug === slug) ? slug : ALL;
  return { category, page: pageFrom(rawPage, pageCount(inCategory(items, category).length, perPage)) };
}
