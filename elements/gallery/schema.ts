import { attr } from '../core/attrs';
import { event, method } from '../core/events';

/** Items per page when the page gives none, or 0 (SPEC section 9). */
export const GALLERY_PER_PAGE = 4;
/** How long a new page's items take to fade in; page links do nothing meanwhile (SPEC section 4). */
export const PAGE_SWITCH_MS = 400;

export const galleryAttributes = {
  'per-page': attr.number(`Images per page; 0 means ${GALLERY_PER_PAGE}.`, GALLERY_PER_PAGE, { int: true, min: 0, max: 100 }),
  page: attr.number('The page shown first, from 1. A hash naming this element\'s id (`#id|page`) overrides it on load.', 1, { int: true, min: 1 }),
  hash: attr.boolean('Write the page to the address hash as `id|page` (needs an id); a changed hash is followed about 500 ms later.', true),
  'pages-label': attr.string('The accessible name of the page links.', 'Pages'),
};

export const galleryEvents = {
  'x-gallery-change': event<{ page: number; pages: number }>('The page changed (by a page link, the method or the hash).'),
};

export const galleryMethods = {
  showPage: method<(page: number) => void>('Show a page, from 1 (kept within the pages there are). Ignored while a page switch plays.'),
};
