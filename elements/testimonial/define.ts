/**
 * @tag x-testimonial
 * @summary A testimonial: the portrait (the builder's `.et_pb_testimonial_portrait`, or any child with `data-portrait`) beside the words and their author; at 959 px and narrower the portrait goes above them, centred, at most 90 px across (SPEC section 9). All page CSS, the same before and after upgrade; the element is a figure to assistive technology.
 *
 * @slot - The portrait, the quote and its author.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './testimonial.css';
import { testimonialAttributes } from './schema';
import { Testimonial } from './testimonial';

export const XTestimonial = defineElement('x-testimonial', Testimonial, {
  holdOffscreen: true,
  attributes: testimonialAttributes,
  styles: cssOf(theme, styles),
});
