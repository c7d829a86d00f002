// dist/x-consent-blocker.js: paste at the top of <head>, before any other script.
// Optional config: window.xConsentConfig = { providers: [{ pattern, category }], placeholder, days }.
import { installBlocker, type BlockerConfig, type ConsentApi } from './blocker';

declare global {
  interface Window {
    xConsentConfig?: BlockerConfig;
    xConsent?: ConsentApi;
  }
}

window.xConsent ??= installBlocker(window.xConsentConfig);
