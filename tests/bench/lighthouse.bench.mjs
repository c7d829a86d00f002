// Lighthouse (npm, against the system Chromium) on the examples: performance,
// accessibility, CLS and TBT. Lighthouse's default mobile simulation.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../e2e/browser.mjs';
import { median } from './lib.mjs';

export const name = 'Lighthouse (mobile simulation), system Chromium';

const PAGES = ['/', '/x-slider.html', '/x-tabs.html'];

export async function run({ server }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const rows = [];
  try {
    for (const path of PAGES) {
      const runs = [];
      for (let i = 0; i < Number(process.env.BENCH_LH_RUNS ?? 3); i++) {
        const { lhr } = await lighthouse(`${server.url}${path}`, {
          port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
        });
        runs.push(lhr);
      }
      const med = (get) => median(runs.map(get));
      rows.push({
        page: path,
        performance: Math.round(med((l) => l.categories.performance.score) * 100),
        accessibility: Math.round(med((l) => l.categories.accessibility.score) * 100),
        CLS: med((l) => l.audits['cumulative-layout-shift'].numericValue).toFixed(3),
        'TBT (ms)': Math.round(med((l) => l.audits['total-blocking-time'].numericValue)),
        'LCP (ms)': Math.round(med((l) => l.audits['largest-contentful-paint'].numericValue)),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
