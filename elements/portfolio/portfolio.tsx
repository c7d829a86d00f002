import { useMemo, useState } from 'react';
import { emit, useElementApi, inDefaultSlot, useLightChildren, useOnChange, type ElementProps } from '../core';
import { HASH_PAGING_DELAY, useHashState } from '../behaviours/hash-state';
import { useGridRows } from '../behaviours/grid-rows';
import { useItemAttribute } from '../behaviours/item-attribute';
import { pageCount } from '../behaviours/paging';
import { PagingBar } from '../behaviours/paging-bar';
import { ALL, allCategories, categoriesOf, inCategory, shown, stateFrom, type PortfolioState } from './paging';
import { portfolioEvents, portfolioMethods, type portfolioAttributes } from './schema';
import * as css from './portfolio.css';

/** Each item's categories; items alike (500 items in 5 categories) are read once. */
function categoriesOfItems(items: readonly HTMLElement[]) {
  const seen = new Map<string, ReturnType<typeof categoriesOf>>();
  return items.map((el) => {
    const key = JSON.stringify([el.dataset.categories ?? '', el.getAttribute('class') ?? '']);
    let found = seen.get(key);
    if (!found) seen.set(key, (found = categoriesOf(el.dataset.categories, el.classList)));
    return found;
  });
}

export function Portfolio({ host, attrs }: ElementProps<typeof portfolioAttributes>) {
  const perPage = attrs['per-page'];
  const items = useLightChildren(host, inDefaultSlot);
  const itemCategories = useMemo(() => categoriesOfItems(items), [items]);
  const categories = useMemo(() => allCategories(itemCategories), [itemCategories]);
  // The hash's `slug|page`, followed about 500 ms after it changes (SPEC section 2).
  const hash = useHashState(host, {
    delay: HASH_PAGING_DELAY,
    onParams: (params) => {
      const next = stateFrom(params, itemCategories, perPage);
      if (next) setState(next);
    },
  });
  const [state, setState] = useState<PortfolioState>(() =>
    stateFrom(hash.initialParams ?? [], itemCategories, perPage) ?? stateFrom([attrs.category, String(attrs.page)], itemCategories, perPage)!);
  // Kept to what exists as items come and go.
  const { category, page } = stateFrom([state.category, String(state.page)], itemCategories, perPage)!;
  const pages = pageCount(inCategory(itemCategories, category).length, perPage);

  const show = shown(itemCategories, { category, page }, perPage);
  useItemAttribute(items, 'hidden', (_, i) => !show.has(i));
  useGridRows(host, items);

  useOnChange(`${category}|${page}`, () => {
    if (attrs.hash) hash.write([category, page]);
    emit(host, portfolioEvents, 'x-portfolio-change', { category, page, pages });
  });

  // Paging resets to page 1 on a filter change (SPEC section 4).
  // Both read the latest state, so calls in a row (a filter, then a page) add up.
  const showCategory = (slug: string) => setState({ category: slug, page: 1 });
  const showPage = (n: number) => setState((s) => stateFrom([s.category, String(Math.trunc(n) || 1)], itemCategories, perPage)!);
  useElementApi(portfolioMethods, { showCategory, showPage });

  return (
    <>
      {attrs.filters && (
        <div className={css.filters} part="filters" role="group" aria-label={attrs['filters-label']}>
          {[{ slug: ALL, name: attrs['all-label'] }, ...categories].map((c) => (
            <button key={c.slug} type="button" className={css.filter} part="filter" data-category={c.slug} aria-pressed={c.slug === category} onClick={() => showCategory(c.slug)}>
              {c.name}
            </button>
          ))}
        </div>
      )}
      <slot />
      <PagingBar page={page} pages={pages} label={attrs['pages-label']} onPage={showPage} />
    </>
  );
}
