import { attr, type AttrSpec } from '../core/attrs';
import { event, method } from '../core/events';

/** `data-show-on-page`: absent is off; "end" is 100 percent of the page, any other value 50 percent. */
const scrollDepth: AttrSpec<string | null> = {
  type: 'string | null', default: null, expected: '"end" (100 percent) or any other value (50 percent)',
  description: 'Open once the visitor has scrolled this far: "end" is the end of the page (100 percent), any other value half of it (50 percent). Fires once.',
  parse: (raw) => raw.trim(),
};

export const popupFormAttributes = {
  type: attr.enum('"inline": the form shows in place. "popup": a dialog in the top layer, opened by its triggers and openers.', ['inline', 'popup'], 'inline'),
  'data-show-after': attr.number('Open this many seconds after the page loads (times 1000 ms). 0: no delay trigger.', 0, { min: 0, max: 3600, unit: 'seconds' }),
  'data-show-on-page': scrollDepth,
  'data-show-on-unload': attr.boolean('Open when the mouse leaves the window (exit intent). Fires once.'),
  'fixed-top': attr.boolean('A banner fixed to the top of the window instead of a dialog, with a spacer of its height pushing the page down.'),
  disabled: attr.boolean('The form cannot be sent: its action is emptied and its submit button disabled.'),
  'tracking-url': attr.url('Each time the popup shows, a GET to this URL (Accept: application/json) counts a view; the reply is ignored.'),
  'data-sitekey': attr.string('The captcha site key. When set, a token is requested from the page\'s captcha provider before each submit and sent as the `captcha` field.'),
  'dismiss-days': attr.number('After the visitor closes the popup, its automatic triggers stay quiet this many days (a cookie). 0: no memory.', 7, { min: 0, max: 3650, int: true, unit: 'days' }),
  'remember-submit': attr.boolean('Once sent, the popup never opens by itself again on this browser (a cookie). Openers still open it.', true),
  'success-message': attr.string('Shown after a successful submit when the form has no next page and the reply no redirect.', 'Thank you!'),
  'label-close': attr.string('Accessible name of the close control.', 'Close'),
  label: attr.string('Accessible name of the popup dialog. By default the text of its first heading, else "Form".', ''),
  timeout: attr.number('How long to wait for the server before saying so (the input is kept).', 20, { min: 1, max: 120, int: true, unit: 'seconds' }),
};

export const popupFormEvents = {
  'x-popup-form-open': event<{ trigger: 'opener' | 'delay' | 'scroll' | 'exit' | 'api' }>('The popup showed.'),
  'x-popup-form-close': event<{ reason: 'close-button' | 'escape' | 'backdrop' | 'api' }>('The popup closed.'),
  'x-popup-form-page': event<{ index: number }>('A multi-page form moved to another page.'),
  'x-popup-form-success': event<{ redirect: string }>('The server accepted the form (200 or 201).'),
  'x-popup-form-invalid': event<{ messages: Record<string, string | string[]> }>('The server refused fields (422).'),
  'x-popup-form-error': event<{ kind: 'timeout' | 'network' | 'http' | 'captcha'; status?: number }>('The request failed or the captcha provider did; the input is kept.'),
};

export const popupFormMethods = {
  show: method<() => void>('Open the popup (not counted as an automatic show).'),
  hide: method<() => void>('Close the popup (not remembered as a dismissal).'),
  forget: method<() => void>('Forget this browser\'s dismissal and submit memory for this popup.'),
};
