/**
 * @tag x-feed-form
 * @summary A feed subscription form (SPEC section 7.9): its `<form>` posts the visitor's address to a feed service (the form's action, an http(s) address, such as FeedBurner's mailverify), and on submit a popup window opens to that service with the feed's `uri` value, which the post then fills; where popups are blocked, a new tab. The service's page gets no handle on this one (`opener` cleared). Without script the form posts as it is.
 *
 * @slot - The `<form>`: its action the feed service, an email field, and the feed's name in a field named `uri` (or the `uri` attribute).
 */
import { cssOf, defineElement } from '../core';
import * as styles from './feed-form.css';
import { feedFormAttributes } from './schema';
import { FeedForm } from './feed-form';

export const XFeedForm = defineElement('x-feed-form', FeedForm, {
  attributes: feedFormAttributes,
  styles: cssOf(styles),
});
