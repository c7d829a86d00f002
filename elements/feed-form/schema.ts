import { attr } from '../core/attrs';
import { event } from '../core/events';

export const feedFormAttributes = {
  uri: attr.string('The feed\'s name at the feed service (its `uri` value); the form\'s own `uri` field wins when it has one.', ''),
  width: attr.number('The popup window\'s width.', 550, { int: true, min: 200, max: 2000, unit: 'px' }),
  height: attr.number('The popup window\'s height.', 520, { int: true, min: 200, max: 2000, unit: 'px' }),
  label: attr.string('The popup window\'s name (forms with the same name share one window).', 'popupwindow'),
};

export const feedFormEvents = {
  'x-feed-form-open': event<{ url: string; popup: boolean }>('The subscription goes to the feed service: in its popup window (`popup`), or in a new tab where popups are blocked.'),
};
