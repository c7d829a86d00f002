/**
 * @tag x-newsletter
 * @summary A newsletter signup on the author's own `<form>`: the browser's validity check, names, the email pattern and custom fields checked in place, then a POST to the page settings' ajax URL with the subscribe action, every signup field and the frontend nonce. The button shows a loading state; success hides the fields and shows the success message, or redirects. Nothing typed is lost on a failure, and a retry never subscribes twice.
 *
 * @slot - A `<form>` with `email` (required) and optionally `first_name` and `last_name` inputs, any custom fields (their `name` is the field id; `data-field-type="booleancheckbox"` for a single yes/no box), and a submit button. Conditional fields as in x-contact-form.
 *
 * @csspart message - The error or success area (data-tone="error" or "success").
 * @csspart message-title - Its text.
 *
 * @cssprop --x-space - Space below the message.
 * @cssprop --x-border - The message's border.
 * @cssprop --x-radius - The message's corners.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './newsletter.css';
import * as formStyles from '../forms/forms.css';
import { newsletterAttributes, newsletterMethods } from './schema';
import { Newsletter } from './newsletter';

export const XNewsletter = defineElement('x-newsletter', Newsletter, {
  attributes: newsletterAttributes,
  styles: cssOf(theme, formStyles, styles),
  methods: newsletterMethods,
});
