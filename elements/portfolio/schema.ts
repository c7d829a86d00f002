import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const portfolioAttributes = {
  'per-page': attr.number('Items per page.', 10, { int: true, min: 1, max: 100 }),
  category: attr.string('The category shown first: `all` or a category\'s slug (its name in lower case, dashes for spaces). A hash naming this element\'s id (`#id|slug|page`) overrides it on load.', 'all'),
  page: attr.number('The page shown first, from 1.', 1, { int: true, min: 1 }),
  filters: attr.boolean('Show the category filter buttons (All, then each category the items have, in the order they first appear).', true),
  hash: attr.boolean('Write the category and page to the address hash as `id|slug|page` (needs an id); a changed hash is followed about 500 ms later.', true),
  'all-label': attr.string('The text of the filter that shows every item.', 'All'),
  'filters-label': attr.string('The accessible name of the filter buttons\' group.', 'Filter by category'),
  'pages-label': attr.string('The accessible name of the page links.', 'Pages'),
};

export const portfolioEvents = {
  'x-portfolio-change': event<{ category: string; page: number; pages: number }>('The category or the page changed (by a filter, a page link, a method or the hash): `pages` is how many pages the category has.'),
};

export const portfolioMethods = {
  showCategory: method<(slug: string) => void>('Show a category (`all` or a slug), from its first page.'),
  showPage: method<(page: number) => void>('Show a page of the current category, from 1 (kept within the pages there are).'),
};
