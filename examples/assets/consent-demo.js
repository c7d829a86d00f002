// The consent demo pages: a log of what ran, and a tag injected tag-manager style.
const log = (text) => (document.getElementById('log').textContent += `${text}\n`);
(window.__vendorLog || []).forEach(log);
document.addEventListener('demo-vendor', (e) => log(e.detail));
log(`state: ${JSON.stringify(window.xConsent.state())}`);
// No inline handlers: the page works under a strict Content-Security-Policy.
document.querySelectorAll('[data-allow]').forEach((b) => b.addEventListener('click', () => window.xConsent.allow(b.dataset.allow)));
document.querySelector('[data-forget]')?.addEventListener('click', () => {
  document.cookie = 'cookieyes-consent=; max-age=0; path=/';
  location.reload();
});
document.getElementById('inject')?.addEventListener('click', () => {
  const s = document.createElement('script');
  s.src = '/vendor/ads.js';
  document.head.appendChild(s);
  log(window.xConsent.isGranted('advertisement') ? 'ads tag injected' : 'ads tag injected and held back until advertisement is allowed');
});
