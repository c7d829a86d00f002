// Stands in for a third-party analytics tag: logs that it ran.
(window.__vendorLog = window.__vendorLog || []).push('analytics.js ran');
document.dispatchEvent(new CustomEvent('demo-vendor', { detail: 'analytics.js ran' }));
