/**
 * The page links' bar of in-page paging (SPEC section 4): prev hidden on
 * the first page, next on the last, five page links around the current
 * one, and the current page announced to screen readers.
 */
import { useLayoutEffect, useRef } from 'react';
import { fillString } from '../core';
import { pagingStrings } from './strings';
import { srOnly } from '../../styles/controls.css';
import { pageWindow } from './paging';
import * as css from './paging-bar.css';

export interface PagingBarProps {
  page: number;
  pages: number;
  label: string;
  onPage(page: number): void;
  /** While a page switch plays: the links stay, and clicks on them are ignored. */
  busy?: boolean;
}

/** The page links' bar, and the page announced to screen readers ("Page 2 of 4"). */
export function PagingBar({ page, pages, label, onPage, busy = false }: PagingBarProps) {
  const nav = useRef<HTMLElement>(null);
  // Prev or next that hides itself (on the first or last page) hands focus to
  // the current page's link. Decided on the click: some engines drop focus
  // from a hidden button before any effect could look.
  const handoff = useRef(false);
  useLayoutEffect(() => {
    if (!handoff.current) return;
    handoff.current = false;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  const go = (n: number, e?: React.MouseEvent<HTMLElement>) => {
    if (busy) return;
    const root = e?.currentTarget.getRootNode();
    handoff.current = (n === 1 || n === pages) && root instanceof ShadowRoot && root.activeElement === e?.currentTarget;
    onPage(n);
  };
  const strings = pagingStrings();
  return (
    <>
      {/* With one page there are no links: no empty "Pages" landmark (the box stays, so nothing moves). */}
      <nav ref={nav} className={css.pagination} part="pagination" aria-label={pages > 1 ? label : undefined} role={pages > 1 ? undefined : 'none'}
        aria-busy={busy || undefined}>
        {pages > 1 && (
          <>
            <button type="button" className={css.page} part="page page-prev" hidden={page === 1} onClick={(e) => go(page - 1, e)}>{strings.prev}</button>
            {pageWindow(page, pages).map((n) => (
              <button key={n} type="button" className={css.page} part="page" aria-current={n === page ? 'page' : undefined} onClick={() => go(n)}>{n}</button>
            ))}
            <button type="button" className={css.page} part="page page-next" hidden={page === pages} onClick={(e) => go(page + 1, e)}>{strings.next}</button>
          </>
        )}
      </nav>
      <p className={srOnly} part="status" role="status">{pages > 1 ? fillString(strings.page_position, { n: page, count: pages }) : ''}</p>
    </>
  );
}
