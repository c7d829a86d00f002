/**
 * @tag x-video-bg
 * @summary A section with a background video that plays while the section is in view and pauses outside it (unless told to play outside), muted and inline; a button lets the visitor pause it, and visitors who prefer reduced motion get it paused.
 *
 * @slot - The section's content.
 * @slot video - The `<video>` (its sources and poster as usual; it is muted and plays inline).
 *
 * @csspart layer - The video's box, behind the content.
 * @csspart content - The content's box.
 * @csspart toggle - The pause/play button.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './video-bg.css';
import { videoBgAttributes } from './schema';
import { VideoBg } from './video-bg';

export const XVideoBg = defineElement('x-video-bg', VideoBg, {
  attributes: videoBgAttributes,
  styles: cssOf(theme, styles),
});
