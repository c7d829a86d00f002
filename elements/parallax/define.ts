/**
 * @tag x-parallax
 * @summary A section with a parallax background: the background moves slower than the page (on the compositor where the browser has view timelines) or stays fixed while the section scrolls over it; at rest for visitors who prefer reduced motion.
 *
 * @slot - The section's content.
 * @slot background - The background: an `<img>` or `<picture>` (it covers the section).
 *
 * @csspart layer - The background's box, taller than the section by the speed.
 * @csspart content - The content's box.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './parallax.css';
import { parallaxAttributes } from './schema';
import { Parallax } from './parallax';

export const XParallax = defineElement('x-parallax', Parallax, {
  attributes: parallaxAttributes,
  styles: cssOf(theme, styles),
});
