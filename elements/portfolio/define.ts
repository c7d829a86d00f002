/**
 * @tag x-portfolio
 * @summary A filterable portfolio: its items in a grid (5 columns at 1600 px and wider, 4 at 1024, 3 at 768, 2 at 480, else 1; images 4:3), category filter buttons (All or one category; paging goes back to page 1), in-page paging with a sliding window of five page links (prev hidden on the first page, next on the last), and the category and page in the address hash as `id|slug|page`.
 *
 * @slot - The items, one element each (a link, an article); their categories in `data-categories` (names, comma separated) or the site's `project_category_<slug>` classes. Each shown one is marked by where it sits, for page CSS: `data-first-in-row`, `data-last-in-row`, `data-last-row` (kept as the width, filter or page changes).
 *
 * @csspart filters - The filter buttons' bar (one row, scrolling sideways when full).
 * @csspart filter - A filter button (`aria-pressed` when it is the one shown).
 * @csspart pagination - The page links' bar (empty with one page).
 * @csspart page - A page link (`aria-current="page"` on the current one); also `page-prev` and `page-next`.
 * @csspart status - The page announced to screen readers ("Page 2 of 4").
 *
 * @cssprop --x-portfolio-columns - Columns (set by width: 1, 2, 3, 4, 5).
 * @cssprop --x-portfolio-gap - The gap between items and bars (1.5rem).
 * @cssprop --x-accent - The current filter and page.
 * @cssprop --x-control-size - The bars' height (2.5rem).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as controls from '../../styles/controls.css';
import * as pagingBar from '../behaviours/paging-bar.css';
import * as styles from './portfolio.css';
import { portfolioAttributes, portfolioMethods } from './schema';
import { Portfolio } from './portfolio';

export const XPortfolio = defineElement('x-portfolio', Portfolio, {
  attributes: portfolioAttributes,
  styles: cssOf(theme, controls, pagingBar, styles),
  methods: portfolioMethods,
});
