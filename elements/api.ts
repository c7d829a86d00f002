/**
 * `x-elements/api`: the functions a page's own code calls, for bundler users
 * (the autoloader's users have the same through globals: `window.xConsent`,
 * `window.xElementsCaptcha`). Built in the same pass as the element entries,
 * so the captcha provider registered here is the one the forms ask.
 */
export { whenGranted, isGranted, parseConsent, readCookie, COOKIE_NAME, CATEGORIES, type ConsentRecord } from './consent/state';
export { installBlocker, type BlockerConfig, type ConsentApi, type Provider } from './consent/blocker';
export { registerCaptchaProvider, type CaptchaProvider } from './forms/captcha';
export { placeGlobalPopup } from './popup-form/global-snippet';
