// The consent demo pages' provider list (URL pattern → category). A classic,
// synchronous script: it must run before dist/x-consent-blocker.js.
window.xConsentConfig = {
  providers: [
    { pattern: '/vendor/analytics', category: 'analytics' },
    { pattern: '/vendor/ads', category: 'advertisement' },
    { pattern: '/vendor/video', category: 'functional' },
  ],
};
