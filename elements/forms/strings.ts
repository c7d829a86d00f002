// The forms' texts (SPEC section 8), and beyond it the spam check's failure and the newsletter's success.
import { uiStrings } from '../core/page-settings';

export const formStrings = uiStrings({
  invalid: 'Invalid email',
  wrong_captcha: 'You entered the wrong number in captcha.',
  wrong_checkbox: 'Checkbox',
  captcha: 'Captcha',
  fill_message: 'Please, fill in the following fields:',
  contact_error_message: 'Please, fix the following errors:',
  subscription_failed: 'Please, check the fields below to make sure you entered the correct information.',
  captcha_error: 'The spam check could not run. Nothing you typed is lost: please try again.',
  subscribed: 'Subscribed.',
});
