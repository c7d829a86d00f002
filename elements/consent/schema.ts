import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const consentAttributes = {
  mode: attr.enum('Privacy regime: "gdpr", or "ccpa", which adds a "do not sell or share" choice. Both start with every non-necessary category off.', ['gdpr', 'ccpa'], 'gdpr'),
  domain: attr.string('The registered domain. When set, the current host (ignoring www) must equal it or be a sub-domain; otherwise the banner logs the host-mismatch error and stops.'),
  'expiry-days': attr.number('Lifetime of the consent cookie.', 365, { min: 1, max: 3650, int: true, unit: 'days' }),
  'log-endpoint': attr.string('URL that receives consent logs as beacons (form data: key, request_type, event_log_time, payload). Empty: no logging.'),
  'log-key': attr.string('The key sent with each consent log.'),
  'banner-id': attr.string('The banner id sent in each log payload.', 'default'),
  'reload-on-withdrawal': attr.boolean('Reload the page when the visitor withdraws a category: a script that already runs cannot be stopped otherwise.', true),
  revisit: attr.boolean('Show the revisit control after a decision, to change it.', true),
  'label-banner': attr.string('Accessible name of the banner.', 'Cookie consent'),
  'label-accept': attr.string('Accept-all button.', 'Accept all'),
  'label-reject': attr.string('Reject-all button.', 'Reject all'),
  'label-customise': attr.string('Button that opens the preferences.', 'Customise'),
  'label-preferences': attr.string('Title of the preferences dialog.', 'Cookie preferences'),
  'label-save': attr.string('Save button in the preferences.', 'Save my preferences'),
  'label-close': attr.string('Close button in the preferences.', 'Close'),
  'label-revisit': attr.string('Accessible name of the revisit control.', 'Cookie settings'),
  'label-do-not-sell': attr.string('The CCPA choice.', 'Do not sell or share my personal information'),
  'label-necessary': attr.string('Name of the necessary category.', 'Necessary'),
  'label-functional': attr.string('Name of the functional category.', 'Functional'),
  'label-analytics': attr.string('Name of the analytics category.', 'Analytics'),
  'label-performance': attr.string('Name of the performance category.', 'Performance'),
  'label-advertisement': attr.string('Name of the advertisement category.', 'Advertisement'),
  'label-always-on': attr.string('Note beside the locked necessary category.', 'Always on'),
};

export const consentEvents = {
  'x-consent-change': event<{ record: Record<string, string>; action: 'accept_all' | 'reject_all' | 'do_not_sell' | 'save_preferences' | 'accept_partial' | 'allow' }>(
    'The visitor decided; the blocker\'s `allow()` sends it on the document with the action "allow".',
  ),
};

export const consentMethods = {
  acceptAll: method<() => void>('Grant every category.'),
  rejectAll: method<() => void>('Refuse every non-necessary category.'),
  showPreferences: method<() => void>('Open the preferences dialog.'),
  state: method<() => Record<string, string>>('The current cookie record.'),
};
