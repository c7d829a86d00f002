/**
 * @tag x-blog
 * @summary A blog module: its cards (`<article>`) in a grid (1 column, 2 at 768 px and wider, 3 at 981), equal in height per row at 768 px and wider with their more-links (`.more-link`) lined up, 20 px below the text at least; ajax pagination: links in its pagination load their page and replace only this module's content (the same module there, found by its `et_pb_blog_<n>` class or id), cached per address and module; a 404 page's not-found body replaces it too, other errors change nothing and say so. Inside a block layout preview (the page settings' `block_layout_content`) the request is a POST with the layout's content.
 *
 * @slot - The cards (`<article>`) and the pagination (`.pagination`, `.wp-pagenavi`, `.nav-links`, `.page-numbers` or `[data-x-pagination]`). Each shown card is marked by where it sits, for page CSS: `data-first-in-row`, `data-last-in-row`, `data-last-row` (kept as the width, filter or page changes).
 *
 * @csspart message - Says a page could not be loaded (the content stays).
 *
 * @cssprop --x-blog-columns - Columns (set by width: 1, 2, 3).
 * @cssprop --x-blog-gap - The gap between cards (1.5rem).
 * @cssprop --x-blog-more-margin - The least room above a more-link (20px).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './blog.css';
import { blogAttributes, blogMethods } from './schema';
import { Blog } from './blog';

export const XBlog = defineElement('x-blog', Blog, {
  attributes: blogAttributes,
  styles: cssOf(theme, styles),
  methods: blogMethods,
});
