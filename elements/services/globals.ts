/**
 * The globals the library reads: its own page objects, and those of the
 * third-party scripts it loads (THIRD_PARTY_SCRIPTS: the YouTube IFrame API
 * reads `YTConfig` and `onYTReady` and defines `YT`, then calls
 * `onYouTubeIframeAPIReady`). Markup from a server or a configuration must
 * not name them: `<a id="YT">` makes `window.YT` an element before the API
 * loads (DOM clobbering), and no video plays on that page. The sanitiser
 * (forms/sanitize.ts) drops an id or name that is one of these, or any
 * property window or document already has.
 *
 * Not a list to remember: elements/services/globals.test.ts reads every source
 * file and fails on a global read (`window.<name>`, `globalThis.<name>`, a `Window`
 * augmentation or intersection) that the platform does not define and this
 * set does not hold.
 */
export const LIBRARY_GLOBALS: ReadonlySet<string> = new Set([
  'xElementsSettings', 'xPopupForm', 'xElementsCaptcha', 'xConsent', 'xConsentConfig',
  'YT', 'YTConfig', 'onYTReady', 'onYouTubeIframeAPIReady',
]);
