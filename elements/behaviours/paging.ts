/**
 * In-page paging shared by the portfolio and the gallery (SPEC sections 4
 * and 9), pure: how many pages, the sliding window of five page links, and
 * a page number from page input. The bar itself: paging-bar.tsx.
 */

/** Page links shown at once: the site hides those beyond the fifth at start, then slides the window. */
export const PAGE_WINDOW = 5;

export const pageCount = (items: number, perPage: number) => Math.max(1, Math.ceil(items / perPage));

/** The page numbers (from 1) whose links show: five at most, the current one in the middle where it can be. */
export function pageWindow(page: number, count: number, size = PAGE_WINDOW): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), count - size + 1));
  return Array.from({ length: Math.min(size, count) }, (_, i) => start + i);
}

/** A page number from page input (the hash, a method), kept within 1..count; `fallback` when it is not a number. */
export function pageFrom(raw: string | number | undefined, count: number, fallback = 1): number {
  const n = typeof raw === 'number' ? Math.trunc(raw) : /^\d{1,6}$/.test(raw ?? '') ? Number(raw) : NaN;
  return Math.min(Math.max(1, Number.isFinite(n) ? n : fallback), count);
}

