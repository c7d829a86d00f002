/**
 * @tag x-side-nav
 * @summary Side navigation: a dot for each of the page's sections, fixed at the viewport's side (a pitch per section plus 40 px, centred: the site's 20 px pitch, or 24 px by default for WCAG 2.2's target size); the dot of the section in the middle of the viewport is current, and each smooth-scrolls to its section.
 *
 * @csspart nav - The navigation landmark.
 * @csspart list - The list of dots (its height a pitch per section plus 40 px).
 * @csspart dot - A section's link; also `current` for the current section's.
 *
 * @cssprop --x-side-nav-pitch - Height per section (24px; the site's own is 20px, under WCAG 2.2's 24 px target size).
 * @cssprop --x-side-nav-inset - Distance from the viewport's side (1rem).
 * @cssprop --x-side-nav-dot - A dot's colour.
 * @cssprop --x-side-nav-current - The current dot's colour (the accent).
 * @cssprop --x-side-nav-z - Its z-index (99).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './side-nav.css';
import { sideNavAttributes, sideNavMethods } from './schema';
import { SideNav } from './side-nav';

export const XSideNav = defineElement('x-side-nav', SideNav, {
  attributes: sideNavAttributes,
  styles: cssOf(theme, styles),
  methods: sideNavMethods,
});
