/**
 * @tag x-popup-form
 * @summary The embeddable form widget, inline or popup, pasted as one snippet: a script tag plus this element, or a script tag plus `window.xPopupForm = { type, html, disabled, fixedTop, trackingUrl }`. A popup opens by openers, a delay, a scroll depth or exit intent, in the top layer (native `<dialog>`, or a fixed-top banner with a spacer); it never nags (once per page view, remembered dismissals and submits). Submits multipart to the form's own action with `Accept: application/json`: 200/201 redirect or go to the next page, 422 shows `validation_messages` per field, anything else keeps the input for a retry.
 *
 * @slot - A `<form action method>` whose fields carry `data-field` names. Optional: `[data-page]` pages with `[data-page-next]` / `[data-page-prev]` buttons; a `select[data-title]` whose last option reveals `input[data-title-custom]`; `[data-field-error="name"]` error slots. Trigger attributes (`data-show-after`, `data-show-on-page`, `data-show-on-unload`, `data-sitekey`) may sit on the element or on an element inside.
 *
 * @csspart dialog - The popup: a modal dialog, or with fixed-top the banner (also part banner).
 * @csspart body - The padded area holding the message and the form.
 * @csspart close - The close control.
 * @csspart message - The form-level message (a failed request, or the success text).
 * @csspart message-title - Its text.
 *
 * @cssprop --x-surface - Popup background.
 * @cssprop --x-surface-text - Text on the popup (set with --x-surface; both dark by default on a page with `color-scheme: dark`).
 * @cssprop --x-border - Popup border.
 * @cssprop --x-radius - Corners.
 * @cssprop --x-focus-ring - Focus ring of the close control.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './popup-form.css';
import * as formStyles from '../forms/forms.css';
import { popupFormAttributes, popupFormMethods } from './schema';
import { PopupForm } from './popup-form';

export const XPopupForm = defineElement('x-popup-form', PopupForm, {
  attributes: popupFormAttributes,
  styles: cssOf(theme, formStyles, styles),
  methods: popupFormMethods,
  // Its triggers count from page load, and a popup is never "in view" to wake the lazy queue.
  eager: true,
});
