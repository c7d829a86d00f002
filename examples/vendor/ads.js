// Stands in for an advertising pixel.
(window.__vendorLog = window.__vendorLog || []).push('ads.js ran');
document.dispatchEvent(new CustomEvent('demo-vendor', { detail: 'ads.js ran' }));
