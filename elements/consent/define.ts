/**
 * @tag x-consent
 * @summary The consent banner and preferences dialog (GDPR or CCPA): accept all, reject all, customise per category, a revisit control; writes the cookieyes-consent cookie, logs consent, signals Google Consent Mode, and releases what dist/x-consent-blocker.js holds back.
 *
 * @slot - The banner message.
 * @slot preferences - Text at the top of the preferences dialog.
 * @slot category-necessary - Description of the necessary category in the preferences dialog.
 * @slot category-functional - Description of the functional category.
 * @slot category-analytics - Description of the analytics category.
 * @slot category-performance - Description of the performance category.
 * @slot category-advertisement - Description of the advertisement category.
 *
 * @csspart banner - The banner.
 * @csspart message - The banner's message.
 * @csspart actions - A row of buttons.
 * @csspart button - Every button; also accept, reject, customise, save, close.
 * @csspart do-not-sell - The CCPA choice on the banner.
 * @csspart revisit - The control that reopens the preferences after a decision.
 * @csspart dialog - The preferences dialog.
 * @csspart title - The dialog title.
 * @csspart category - One category row.
 *
 * @cssprop --x-accent - Button colour.
 * @cssprop --x-surface - Banner and dialog background.
 * @cssprop --x-surface-text - Text on the banner and dialog (set with --x-surface; both dark by default on a page with `color-scheme: dark`).
 * @cssprop --x-border - Borders.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './consent.css';
import { consentAttributes, consentMethods } from './schema';
import { Consent } from './consent';

export const XConsent = defineElement('x-consent', Consent, {
  attributes: consentAttributes,
  styles: cssOf(theme, styles),
  methods: consentMethods,
  eager: true,
});
