import { attr } from '../core/attrs';
import { event } from '../core/events';

export const linkOptionsAttributes = {
  'data-link-options': attr.string('The site\'s link options, as JSON: a list of items, each with `class` (a module\'s class), `url` (a path, a fragment such as `#prices`, or an http(s) URL) and `target` (`_blank` opens a new window). A click anywhere on such a module that is not on a link or control of its own follows its URL. Without it, the JSON in a child `<script type="application/json">`. A bad item is named in one warning and skipped.'),
  'smooth-anchors': attr.boolean('Same-page anchor links anywhere on the page smooth-scroll to their target (with a fixed header\'s offset, 800 or 1600 ms) and record it in the history; a link to a tab\'s anchor opens the tab.', true),
};

export const linkOptionsEvents = {
  'x-link-options-follow': event<{ url: string; newWindow: boolean }>('A module\'s link option is about to be followed (cancel the event to stay).', { cancelable: true }),
};
