/**
 * @tag x-contact-form
 * @summary A contact form on the author's own `<form>`: required fields, the email rule, the maths captcha and conditional fields checked in place, then a POST to the form's action with the field descriptors, hidden field ids and captcha token; the returned page's container replaces the form. Nothing typed is lost on a network failure, a timeout or a server error, and a retry never stores twice.
 *
 * @slot - A `<form method="post">` with real inputs, selects and textareas, their labels and a submit button. Wrap conditional fields in an element with `data-conditional-logic='[["field name", "is", "value"]]'` and optionally `data-conditional-relation="any"`.
 *
 * @csspart message - The message block above the form (data-tone="error" or "success").
 * @csspart message-section - One heading with its list.
 * @csspart message-title - A heading: the fill-message or contact-error text.
 * @csspart message-list - The list of missing fields or errors.
 *
 * @cssprop --x-space - Space below the message block.
 * @cssprop --x-border - The message block's border.
 * @cssprop --x-radius - The message block's corners.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './contact-form.css';
import * as formStyles from '../forms/forms.css';
import { contactFormAttributes, contactFormMethods } from './schema';
import { ContactForm } from './contact-form';

export const XContactForm = defineElement('x-contact-form', ContactForm, {
  attributes: contactFormAttributes,
  styles: cssOf(theme, formStyles, styles),
  methods: contactFormMethods,
});
