/**
 * @tag x-comments
 * @summary A comment section (WordPress's `#respond` with its `<form>`): placeholder emulation from the fields' labels (the label hidden visually, kept for screen readers), and placeholder text removed from the form on submit: a field whose value is only its placeholder or label text is emptied before the browser checks and sends the form, which then posts as it would without script.
 *
 * @slot - The comment section, with its `<form>` (the comment, name, email and website fields).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './comments.css';
import { commentsAttributes } from './schema';
import { Comments } from './comments';

export const XComments = defineElement('x-comments', Comments, {
  attributes: commentsAttributes,
  styles: cssOf(theme, styles),
});
