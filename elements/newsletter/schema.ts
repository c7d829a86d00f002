import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const newsletterAttributes = {
  'list-id': attr.string('The mailing list id, sent as `list_id`.'),
  provider: attr.string('The email provider\'s name, sent as `provider` (e.g. "mailchimp").'),
  account: attr.string('The provider account\'s name, sent as `account`.'),
  'ip-address': attr.string('The visitor\'s IP address as the server printed it into the page, sent as `ip_address`.'),
  checksum: attr.string('The checksum the server printed with the form, sent as `checksum`.'),
  'success-message': attr.string('Shown when the subscription succeeds. Empty: the server\'s own success text.'),
  'redirect-url': attr.url('Where to send the visitor after subscribing. Empty: hide the fields and show the success message.'),
  'captcha-token': attr.boolean('Ask the page\'s captcha provider for a token before each submit, sent as `token`.'),
  placeholders: attr.boolean('Placeholder emulation: text fields without a placeholder take their label\'s text, and the label is hidden visually.'),
  timeout: attr.number('How long to wait for the server before saying so (the input is kept).', 20, { min: 1, max: 120, int: true, unit: 'seconds' }),
};

export const newsletterEvents = {
  'x-newsletter-success': event<{ email: string; listId: string; redirect: string }>('Subscribed.'),
  'x-newsletter-error': event<{ kind: 'invalid' | 'timeout' | 'network' | 'http' | 'reply' | 'refused' | 'captcha'; message: string; fields: string[] }>(
    'Not subscribed: invalid input, a refusal from the server (its error text), a falsy reply, or a failed request; the input is kept.',
  ),
};

export const newsletterMethods = {
  submit: method<() => Promise<void>>('Validate and send, as the submit button does.'),
  state: method<() => 'idle' | 'loading' | 'subscribed'>('The current state.'),
};
