// The page sweep's first script: the reference server (under /strict/ in the
// browser-test runner) puts it, with the page's nonce, before anything else
// on every page it prints, so it sees everything from the first byte: errors
// and unhandled rejections, console.error calls, CSP and Trusted Types
// violations, and (Chromium) layout shifts. tests/sweep/pages.browser.ts
// reads window.__sweep. Plain script: it is served as it is.
(() => {
  const sweep = { errors: [], violations: [], shifts: [] };
  window.__sweep = sweep;
  const text = (value) => (value instanceof Error ? value.stack || value.message : String(value));
  addEventListener('error', (e) => sweep.errors.push(`${e.message} (${e.filename}:${e.lineno})`));
  addEventListener('unhandledrejection', (e) => sweep.errors.push(`unhandled rejection: ${text(e.reason)}`));
  const consoleError = console.error;
  console.error = (...args) => {
    sweep.errors.push(`console.error: ${args.map(text).join(' ')}`);
    consoleError.apply(console, args);
  };
  document.addEventListener('securitypolicyviolation', (e) => sweep.violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`), true);
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('layout-shift')) {
    sweep.measuresShifts = true;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.hadRecentInput) sweep.shifts.push({ value: e.value, sources: e.sources.map((s) => (s.node && (s.node.id || s.node.localName)) || '#text') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }
  // The sweep's own scripts (axe-core) load through a policy of its own,
  // which the sweep's CSP names beside the library's and which takes only them.
  const policy = window.trustedTypes && window.trustedTypes.createPolicy('x-sweep', {
    createScriptURL: (url) => {
      if (url !== '/node_modules/axe-core/axe.min.js') throw new TypeError(`x-sweep loads axe-core only, not ${url}`);
      return url;
    },
  });
  sweep.load = (url) => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = policy ? policy.createScriptURL(url) : url;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${url} did not load`));
    document.head.append(script);
  });
})();
