// The forms' texts (SPEC section 8), and beyond it the spam check's failure and the newsletter's success.
import { uiStrings } from '../core/page-settings';
import { RULE_STRINGS } from './rules.mjs';

export const formStrings = uiStrings({
  ...RULE_STRINGS,
  subscription_failed: 'Please, check the fields below to make sure you entered the correct information.',
  captcha_error: 'The spam check could not run. Nothing you typed is lost: please try again.',
  subscribed: 'Subscribed.',
});
