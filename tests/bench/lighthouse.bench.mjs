// Lighthouse (npm, against the system Chromium) on the demo site and the
// docs pages: performance, accessibility, best practices, CLS, TBT, LCP and
// the console's errors. Lighthouse's default mobile simulation (a mid-range
// phone on slow 4G, 4x CPU slowdown). The demo site's pages are served under
// the strict Content-Security-Policy with Trusted Types (X_CSP=strict), as a
// site would send it; its violation reports are counted too.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, startServer } from '../e2e/browser.mjs';
import { disableFeaturesFlag } from '../../scripts/browsers.mjs';
import { median } from './lib.mjs';

export const name = 'Lighthouse (mobile simulation), system Chromium';

/** The demo's home and one inner page under the strict policy, then docs pages as before. */
const PAGES = [
  { path: '/', strict: true }, { path: '/site/visit.html', strict: true },
  { path: '/docs/' }, { path: '/x-slider.html' }, { path: '/x-tabs.html' },
];

/** Flags with their `--disable-features` list joined to ours, last (Chromium reads only the last one). */
function withFeaturesOff(flags) {
  const own = flags.find((f) => f.startsWith('--disable-features='))?.slice('--disable-features='.length).split(',') ?? [];
  return [...flags.filter((f) => !f.startsWith('--disable-features=')), disableFeaturesFlag(own)];
}

export async function run({ server }) {
  const strict = await startServer({ csp: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // chrome-launcher's defaults, with its --disable-features merged with ours.
    ignoreDefaultFlags: true,
    chromeFlags: withFeaturesOff(['--headless=new', ...chromeLauncher.Launcher.defaultFlags(), ...CHROMIUM_ARGS]),
    logLevel: 'silent',
  });
  const only = process.env.BENCH_LH_PAGES?.split(',');
  const rows = [];
  try {
    for (const { path, strict: underCsp } of PAGES.filter((p) => !only || only.includes(p.path))) {
      const base = underCsp ? strict.url : server.url;
      const runs = [];
      const consoleErrors = new Set();
      await fetch(`${base}/api/csp-report`, { method: 'DELETE' }).catch(() => undefined);
      for (let i = 0; i < Number(process.env.BENCH_LH_RUNS ?? 3); i++) {
        const { lhr } = await lighthouse(`${base}${path}`, {
          port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        runs.push(lhr);
        for (const item of lhr.audits['errors-in-console'].details?.items ?? []) consoleErrors.add(String(item.description ?? item.source).slice(0, 160));
        for (const [id, audit] of Object.entries(lhr.audits)) {
          if (process.env.BENCH_LH_VERBOSE && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') console.log(`  ${path} run ${i + 1}: ${id} ${audit.score} ${audit.displayValue ?? ''}`);
        }
        // Where the blocking time comes from: each long task, by its script (simulated, as TBT counts it).
        if (process.env.BENCH_LH_VERBOSE) {
          const tasks = lhr.audits['long-tasks'].details?.items ?? [];
          console.log(`  ${path} run ${i + 1}: long tasks ${tasks.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(/^.*\//, '')}`).join(', ')}`);
        }
      }
      const reports = underCsp ? (await (await fetch(`${base}/api/csp-report`)).json()).reports.length : '–';
      const med = (get) => median(runs.map(get));
      const score = (id) => Math.round(med((l) => l.categories[id].score) * 100);
      rows.push({
        page: path + (underCsp ? ' (strict CSP)' : ''),
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        CLS: med((l) => l.audits['cumulative-layout-shift'].numericValue).toFixed(3),
        'TBT (ms)': Math.round(med((l) => l.audits['total-blocking-time'].numericValue)),
        'FCP (ms)': Math.round(med((l) => l.audits['first-contentful-paint'].numericValue)),
        'LCP (ms)': Math.round(med((l) => l.audits['largest-contentful-paint'].numericValue)),
        'console errors': consoleErrors.size ? [...consoleErrors].join(' / ') : 0,
        'CSP reports': reports,
      });
    }
  } finally {
    await chrome.kill();
    await strict.close();
  }
  return rows;
}
