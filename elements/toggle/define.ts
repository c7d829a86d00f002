/**
 * @tag x-toggle
 * @summary A title that shows and hides its content (APG accordion item). Alone it opens and closes freely; inside x-accordion only one is open.
 *
 * @slot title - The title, shown inside the toggle button.
 * @slot - The content, `hidden="until-found"` while closed so find-in-page opens it.
 *
 * @csspart heading - The heading wrapper.
 * @csspart trigger - The button that opens and closes.
 * @csspart icon - The open/closed indicator.
 * @csspart content - The content region.
 *
 * Styling hooks: `data-state="open"` or `"closed"` on the host.
 *
 * @cssprop --x-border - Divider colour.
 * @cssprop --x-focus-ring - Focus indicator.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './toggle.css';
import { toggleAttributes, toggleMethods } from './schema';
import { markedOpen, openInPendingAccordion } from '../behaviours/accordion-rule';
import { Toggle } from './toggle';

export const XToggle = defineElement('x-toggle', Toggle, {
  holdOffscreen: true,
  attributes: toggleAttributes,
  styles: cssOf(theme, styles),
  methods: toggleMethods,
  // Mounting before its x-accordion, a toggle starts in the state the accordion will give it.
  beforeMount(host) {
    const open = openInPendingAccordion(host);
    // Set, not toggled: an `open="false"` kept as it is would still say closed.
    if (open === true && !markedOpen(host)) host.setAttribute('open', '');
    else if (open === false) host.removeAttribute('open');
  },
});
