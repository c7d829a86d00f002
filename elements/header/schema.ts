import { attr } from '../core/attrs';
import { event } from '../core/events';

export const headerAttributes = {
  mode: attr.enum('`fixed`: in its place at the top, then fixed to the viewport once the page is scrolled down past it, and back in its place when scrolled back above it (its room kept, so nothing moves). `sticky`: sticks to the top as the page scrolls under it. Both sit under the WordPress admin bar.', ['fixed', 'sticky'], 'fixed'),
  shrink: attr.boolean('Shrinks while fixed or stuck (`--x-header-padding` to `--x-header-padding-shrunk`, and a logo marked `data-logo` to `--x-header-logo-shrunk`).', true),
  'hide-nav': attr.boolean('While fixed on a page long enough (one that scrolls a viewport\'s height beyond the header), slides out of view as the visitor scrolls down and back as soon as they scroll up, or as soon as focus is in it.'),
};

export const headerEvents = {
  'x-header-change': event<{ fixed: boolean; shrunk: boolean; hidden: boolean }>('The header became fixed (or stuck) or went back, shrank or grew, hid or showed.'),
};
