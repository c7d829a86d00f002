/**
 * @tag x-tabs
 * @summary Tabs from light-DOM labels and panels (APG tabs): arrows, Home and End, fade between panels, the open tab in the address hash, stacked below 768 px.
 *
 * @slot tab - The tab labels, in order (`<button slot="tab">`); `data-anchor` names a tab for `#anchor` or `#tab-anchor` links.
 * @slot - The panels, in the same order as the labels; closed panels are `hidden="until-found"` so find-in-page opens them.
 *
 * @csspart tabs - The tab list.
 * @csspart panels - The box the panels sit in.
 *
 * @cssprop --x-border - Tab and list border colour.
 * @cssprop --x-surface - Background of the open tab.
 * @cssprop --x-muted - Colour of closed tabs.
 * @cssprop --x-radius - Tab corner radius.
 * @cssprop --x-space - Padding around the panels.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './tabs.css';
import { tabsAttributes, tabsMethods } from './schema';
import { Tabs } from './tabs';

export const XTabs = defineElement('x-tabs', Tabs, {
  holdOffscreen: true,
  attributes: tabsAttributes,
  styles: cssOf(theme, styles),
  methods: tabsMethods,
});
