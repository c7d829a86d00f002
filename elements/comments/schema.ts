import { attr } from '../core/attrs';
import { event } from '../core/events';

export const commentsAttributes = {
  placeholders: attr.boolean('Placeholder emulation (SPEC section 1): text fields without a placeholder take their label\'s text, and the label is hidden visually (kept for screen readers).', true),
};

export const commentsEvents = {
  'x-comments-submit': event<{ cleared: string[] }>('The comment form is being sent; `cleared` names the fields whose text was only their placeholder, which were emptied first.'),
};
