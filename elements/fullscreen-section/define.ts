/**
 * @tag x-fullscreen-section
 * @summary A fullscreen section: at least as high as the viewport less the WordPress admin bar (32 px; 46 px up to 782 px wide; none up to 600 px) and, above 980 px wide, a fixed header (`--x-header-height`), its content centred; all page CSS, so nothing moves on upgrade. With `scroll-down`, a button at its bottom smooth-scrolls to what follows (below a fixed header and the admin bar, as in-page links do).
 *
 * @slot - The section's content.
 *
 * @csspart scroll-down - The scroll-down button.
 *
 * @cssprop --x-header-height - The fixed header's height, subtracted above 980 px wide (0 by default).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './fullscreen-section.css';
import { fullscreenSectionAttributes, fullscreenSectionMethods } from './schema';
import { FullscreenSection } from './fullscreen-section';

export const XFullscreenSection = defineElement('x-fullscreen-section', FullscreenSection, {
  attributes: fullscreenSectionAttributes,
  styles: cssOf(theme, styles),
  methods: fullscreenSectionMethods,
});
