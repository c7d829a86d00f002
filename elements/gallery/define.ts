/**
 * @tag x-gallery
 * @summary A gallery grid with in-page paging: its images in a grid (4 columns at 981 px and wider, 3 at 768, 2 at 480, else 1; images 4:3), 4 per page unless told (0 also means 4), a sliding window of five page links (prev hidden on the first page, next on the last), the page in the address hash as `id|page`. A new page's images fade in over 400 ms, and page links do nothing meanwhile.
 *
 * @slot - The images, one element each (a link around an image, a figure). Each shown one is marked by where it sits, for page CSS: `data-first-in-row`, `data-last-in-row`, `data-last-row` (kept as the width, filter or page changes).
 *
 * @csspart pagination - The page links' bar (empty with one page; `aria-busy` while a page switch plays).
 * @csspart page - A page link (`aria-current="page"` on the current one); also `page-prev` and `page-next`.
 * @csspart status - The page announced to screen readers ("Page 2 of 4").
 *
 * @cssprop --x-gallery-columns - Columns (set by width: 1, 2, 3, 4).
 * @cssprop --x-gallery-gap - The gap between images and the bar (1rem).
 * @cssprop --x-accent - The current page.
 * @cssprop --x-control-size - The bar's height (2.5rem).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as controls from '../../styles/controls.css';
import * as pagingBar from '../behaviours/paging-bar.css';
import * as styles from './gallery.css';
import { galleryAttributes, galleryMethods } from './schema';
import { Gallery } from './gallery';

export const XGallery = defineElement('x-gallery', Gallery, {
  attributes: galleryAttributes,
  styles: cssOf(theme, controls, pagingBar, styles),
  methods: galleryMethods,
});
