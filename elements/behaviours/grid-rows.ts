/**
 * Responsive grid row marks (SPEC section 1, "responsive grid row classes"):
 * each shown item of a grid (portfolio, gallery, blog) says where it sits,
 * so page CSS can style rows whose length changes with the width (a
 * divider between items but not after a row's last, no bottom margin on the
 * last row), which `:nth-child` cannot do once columns vary by breakpoint
 * and filtering or paging hides items.
 *
 *   data-first-in-row   the first shown item of its row
 *   data-last-in-row    the last shown item of its row (the last row's too, when it is not full)
 *   data-last-row       every item of the last row
 *
 * Rows are read from where items are laid out (their offsetTop, which
 * transforms such as entrance animations do not move), so any layout the
 * page gives the host works: grid, flex-wrap or floats.
 */
import { useLayoutEffect, useRef } from 'react';

export const ROW_MARKS = ['data-first-in-row', 'data-last-in-row', 'data-last-row'] as const;

export interface RowMark { first: boolean; last: boolean; lastRow: boolean }

/** Marks for items in document order from their tops: a row starts where the top moves on by more than a pixel. */
export function rowMarks(tops: readonly number[]): RowMark[] {
  const rowStart: number[] = [];
  tops.forEach((top, i) => {
    if (i === 0 || Math.abs(top - tops[rowStart[rowStart.length - 1]!]!) > 1) rowStart.push(i);
  });
  const starts = new Set(rowStart);
  const lastRow = rowStart[rowStart.length - 1] ?? 0;
  return tops.map((_, i) => ({
    first: starts.has(i),
    last: i === tops.length - 1 || starts.has(i + 1),
    lastRow: i >= lastRow,
  }));
}

/**
 * Keeps the row marks on the items that are laid out (not hidden), after every render and as sizes change.
 * Always in the next frame, before it is drawn: reading where items sit in a mount or a render's effects
 * would lay the page out there, once per grid and again in the frame (500 items: a third of a mount).
 */
export function useGridRows(host: HTMLElement, items: readonly HTMLElement[]): void {
  const sizes = useRef<Sizes | null>(null);
  useLayoutEffect(() => {
    // Widths and columns change with the viewport and the items' content;
    // marks follow in the next frame (writing them inside the observer's
    // callback could resize what it observes, which browsers report as a
    // loop error). Only the host and the shown items are observed: a hidden
    // item has no size to change (a portfolio of 500 shows 10).
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => follow(current, markRows(items)));
    };
    const observer = new ResizeObserver(later);
    // An item the page shows or hides itself (its hidden attribute, class or
    // style) changes no watched size when it fills a gap in a row.
    const shows = new MutationObserver(later);
    const current: Sizes = { observer, shows, watched: new Set(), later };
    observer.observe(host);
    sizes.current = current;
    items.forEach((el) => shows.observe(el, { attributes: true, attributeFilter: ['hidden', 'class', 'style'] }));
    return () => {
      shows.disconnect();
      observer.disconnect();
      cancelAnimationFrame(frame);
      sizes.current = null;
      items.forEach((el) => ROW_MARKS.forEach((name) => el.removeAttribute(name)));
    };
  }, [host, items]);
  // After every render, once the element's own effects (hidden items) have run.
  useLayoutEffect(() => sizes.current?.later());
}

interface Sizes {
  observer: ResizeObserver;
  shows: MutationObserver;
  watched: Set<Element>;
  /** Marks in the next frame (one pass however many changes ask). */
  later: () => void;
}

/**
 * Observes the items shown now, and no longer those hidden (observing an
 * observed item again would report it again). The marks were just made
 * from what is shown now: the changes reported so far (the element's own
 * `hidden`, at each page) need no second pass.
 */
function follow(sizes: Sizes, shown: readonly HTMLElement[]): void {
  sizes.shows.takeRecords();
  const next = new Set<Element>(shown);
  for (const el of sizes.watched) if (!next.has(el)) sizes.observer.unobserve(el);
  for (const el of next) if (!sizes.watched.has(el)) sizes.observer.observe(el);
  sizes.watched = next;
}

/** Marks the items laid out and clears the others; returns those laid out. */
function markRows(items: readonly HTMLElement[]): HTMLElement[] {
  const shown = items.filter((el) => el.isConnected && el.getClientRects().length > 0);
  const marks = rowMarks(shown.map((el) => el.offsetTop));
  const byItem = new Map(shown.map((el, i) => [el, marks[i]!]));
  for (const el of items) {
    const mark = byItem.get(el);
    el.toggleAttribute(ROW_MARKS[0], !!mark?.first);
    el.toggleAttribute(ROW_MARKS[1], !!mark?.last);
    el.toggleAttribute(ROW_MARKS[2], !!mark?.lastRow);
  }
  return shown;
}
