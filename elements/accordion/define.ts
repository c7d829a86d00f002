/**
 * @tag x-accordion
 * @summary Groups x-toggle children so only one is open (APG accordion): clicking the open one does nothing, and clicks wait while a toggle animates.
 *
 * @slot - The x-toggle elements.
 *
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './accordion.css';
import { accordionAttributes } from './schema';
import { Accordion } from './accordion';
import '../toggle/define';

export const XAccordion = defineElement('x-accordion', Accordion, {
  holdOffscreen: true,
  attributes: accordionAttributes,
  styles: cssOf(theme, styles),
});
