import { useLayoutEffect, useRef, useState } from 'react';
import { emit, useElementApi, inDefaultSlot, useLightChildren, useOnChange, type ElementProps } from '../core';
import { useReducedMotion } from '../behaviours/devices';
import { HASH_PAGING_DELAY, useHashState } from '../behaviours/hash-state';
import { useGridRows } from '../behaviours/grid-rows';
import { useItemAttribute } from '../behaviours/item-attribute';
import { pageCount, pageFrom } from '../behaviours/paging';
import { PagingBar } from '../behaviours/paging-bar';
import { GALLERY_PER_PAGE, PAGE_SWITCH_MS, galleryEvents, galleryMethods, type galleryAttributes } from './schema';

export function Gallery({ host, attrs }: ElementProps<typeof galleryAttributes>) {
  const perPage = attrs['per-page'] || GALLERY_PER_PAGE;
  const items = useLightChildren(host, inDefaultSlot);
  const pages = pageCount(items.length, perPage);
  const reduced = useReducedMotion();
  // A page switch plays from a new page's first paint until its items have faded in.
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  busyRef.current = busy;

  const hash = useHashState(host, { delay: HASH_PAGING_DELAY, onParams: ([raw]) => showPage(pageFrom(raw, pages, pageRef.current)) });
  const [wanted, setWanted] = useState(() => pageFrom(hash.initialParams?.[0], Number.MAX_SAFE_INTEGER, attrs.page));
  const page = Math.min(wanted, pages);
  const pageRef = useRef(page);
  pageRef.current = page;

  const shownItems = items.slice((page - 1) * perPage, page * perPage);
  useItemAttribute(items, 'hidden', (el) => !shownItems.includes(el));
  useGridRows(host, items);

  const first = useRef(true);
  useOnChange(page, () => {
    if (attrs.hash) hash.write([page]);
    emit(host, galleryEvents, 'x-gallery-change', { page, pages });
  });
  useLayoutEffect(() => {
    if (first.current || reduced) {
      first.current = false;
      return;
    }
    const fades = shownItems.map((el) => el.animate({ opacity: [0, 1] }, { duration: PAGE_SWITCH_MS, easing: 'ease-in-out' }));
    let live = true;
    void Promise.allSettled(fades.map((a) => a.finished)).then(() => live && setBusy(false));
    return () => {
      live = false;
      fades.forEach((a) => a.finish());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a page switch fades, not items coming and going
  }, [page]);

  function showPage(n: number) {
    if (busyRef.current) return;
    const next = pageFrom(n, pages);
    if (next === pageRef.current) return;
    pageRef.current = next;
    if (!reduced) {
      busyRef.current = true;
      setBusy(true);
    }
    setWanted(next);
  }
  useElementApi(galleryMethods, { showPage });

  return (
    <>
      <slot />
      <PagingBar page={page} pages={pages} label={attrs['pages-label']} onPage={showPage} busy={busy} />
    </>
  );
}
