import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const contactFormAttributes = {
  captcha: attr.boolean('Add the maths captcha (the sum of two numbers from 1 to 15) before the submit button. A wrong sum draws two new numbers and clears the answer.'),
  'captcha-token': attr.boolean('Ask the page\'s captcha provider (window.xElementsCaptcha or registerCaptchaProvider) for a token before each submit, sent as `token`.'),
  'redirect-url': attr.url('Where to send the visitor after a successful submit. Empty: stay and show the reply.'),
  placeholders: attr.boolean('Placeholder emulation: text fields without a placeholder take their label\'s text, and the label is hidden visually (kept for screen readers).'),
  timeout: attr.number('How long to wait for the server before saying so (the input is kept).', 20, { min: 1, max: 120, int: true, unit: 'seconds' }),
};

export const contactFormEvents = {
  'x-contact-form-invalid': event<{ missing: string[]; errors: string[] }>('The visitor\'s input failed the checks; nothing was sent.'),
  'x-contact-form-error': event<{ kind: 'timeout' | 'network' | 'http' | 'reply' | 'server' | 'captcha'; status?: number; message: string }>(
    'The request failed (timeout, network, http, reply), the server refused it (server) or the captcha provider failed (captcha); the input is kept.',
  ),
  'x-contact-form-conversion': event<{ formId: string; redirect: string }>('Sent and accepted: the conversion goal for split tests.'),
};

export const contactFormMethods = {
  submit: method<() => Promise<void>>('Validate and send, as the submit button does.'),
  state: method<() => 'idle' | 'validating' | 'submitting' | 'submitted'>('The current state.'),
};
