import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const blogAttributes = {
  ajax: attr.boolean('Page in place: links inside the module\'s pagination (`.pagination`, `.wp-pagenavi`, `.nav-links`, `.page-numbers` or `[data-x-pagination]`) load their page and replace only this module\'s content. Off: they are plain links.', true),
  timeout: attr.number('Seconds to wait for a page before saying it could not be loaded.', 20, { min: 1, max: 120, unit: 'seconds' }),
};

export const blogEvents = {
  'x-blog-load': event<{ url: string; status: number; cached: boolean }>('A page replaced the module\'s content (`status` 404: its not-found body).'),
  'x-blog-error': event<{ url: string; status: number | null }>('A page could not be loaded (another status, a timeout or no connection): the content stays, and a message says so.'),
};

export const blogMethods = {
  loadPage: method<(url: string) => Promise<boolean>>('Load a page of this module by its address (same origin), as a pagination link would; true when it replaced the content.'),
};
