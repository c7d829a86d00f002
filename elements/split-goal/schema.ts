import { attr } from '../core/attrs';
import { event } from '../core/events';
import type { RecordType } from '../services/split-tests';

export const splitGoalAttributes = {
  test: attr.id('The id of the test this is the goal of (as on its `<x-split-test>`). Required.'),
  visit: attr.boolean('Reaching this page is the conversion (a thank-you page): records `con_short` on load, and nothing else.', false),
};

export const splitGoalEvents = {
  'x-split-goal-record': event<{ type: RecordType; test: number; subject: number }>('A record was sent: `view_goal` once half of the goal is in view, `read_goal` 3 seconds later if it stays so, `click_goal` on a link or button in it, `con_goal` when a form in it converts, `con_short` with `visit`. Each is sent once per visitor (a cookie for 365 days).'),
};
