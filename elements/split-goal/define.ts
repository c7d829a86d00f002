/**
 * @tag x-split-goal
 * @summary A split test's goal (SPEC section 7.4): around the module whose success the test measures. It records, once per visitor, `view_goal` when half of it is in view, `read_goal` 3 seconds later if it stays in view, `click_goal` on a press of a link or button in it, and `con_goal` when a form in it is sent and accepted; with `visit`, reaching the page is the conversion (`con_short`). Records name the subject this visitor was shown (its `<x-split-test>` on this page, the one the test page kept with shortcode tracking on, `et_pb_ab_shortcode_track_<test>`, or the one shown before). Nothing is recorded in a builder preview, with split testing off in the page settings, or before analytics consent where the consent manager runs.
 *
 * @slot - The goal's content (a call to action, a form, a product).
 */
import { cssOf, defineElement } from '../core';
import * as styles from './split-goal.css';
import { splitGoalAttributes } from './schema';
import { SplitGoal } from './split-goal';

export const XSplitGoal = defineElement('x-split-goal', SplitGoal, {
  attributes: splitGoalAttributes,
  styles: cssOf(styles),
});
