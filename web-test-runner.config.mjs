// Runs the bundled browser tests (.wtr-build, made by scripts/test-browser.mjs)
// in Chromium, Firefox and WebKit from the machine's own packages.
import { appendFileSync, writeFileSync } from 'node:fs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import * as puppeteerCore from 'puppeteer-core';
import { openDatabase } from './examples/server/db.mjs';
import { createApp } from './examples/server/app.mjs';

const env = process.env;

// The reference server itself, in-process on an in-memory database, answers
// /api/* (so tests in every engine check what reaches the backend), /dist/*
// and /examples/* (pages as a site serves them: the pasted-snippet test).
const reference = createApp({ db: openDatabase(':memory:') }).listeners('request')[0];
// The same server with its strict CSP and Trusted Types, under /strict/: the
// example pages as a site with that policy serves them, and its violation reports.
const strict = createApp({ db: openDatabase(':memory:'), csp: true, cspReportUri: '/strict/api/csp-report' }).listeners('request')[0];
// The docs pages' own assets only for the reliability harness (WTR_ASSETS=1),
// which runs their demos; serving them to the browser suite made WebKit hang on
// the popup-form tests.
const ROUTED = ['/api/', '/dist/', '/examples/', '/strict/', ...(process.env.WTR_ASSETS === '1' ? ['/assets/', '/vendor/', '/custom-elements.json'] : [])];
// The reliability harness's figures (cases run, payloads sent, pages audited),
// one JSON line per check, which scripts/test-browser.mjs sums up at the end.
async function figuresMiddleware(ctx, next) {
  if (ctx.path !== '/__reliability' || ctx.method !== 'POST' || env.WTR_ASSETS !== '1') return next();
  let body = '';
  for await (const chunk of ctx.req) body += chunk;
  const figure = JSON.parse(body);
  appendFileSync('.wtr-build/figures.jsonl', `${JSON.stringify({ ...figure, browser: ctx.get('user-agent') })}\n`);
  ctx.status = 204;
}
async function referenceMiddleware(ctx, next) {
  const prefix = ROUTED.find((p) => ctx.path.startsWith(p));
  if (!prefix) return next();
  ctx.respond = false; // the reference server writes the raw response
  let app = reference;
  if (prefix === '/strict/') {
    app = strict;
    ctx.req.url = ctx.req.url.slice('/strict'.length);
  }
  if (ctx.req.url.startsWith('/examples/')) ctx.req.url = ctx.req.url.slice('/examples'.length);
  await new Promise((resolve) => {
    ctx.res.on('finish', resolve);
    ctx.res.on('close', resolve);
    app(ctx.req, ctx.res);
  });
}

const CHROMIUM = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIREFOX = env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const MINIBROWSER = env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_PORT = Number(env.WEBKIT_DRIVER_PORT ?? 4444);
const only = (env.BROWSERS ?? 'chromium,firefox,webkit').split(',');

const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

const browsers = [];
if (only.includes('chromium')) {
  browsers.push(chromeLauncher({ launchOptions: { executablePath: CHROMIUM, headless: true, args: chromiumArgs } }));
}
/**
 * web-test-runner sizes every page with puppeteer's setViewport, which over
 * WebDriver BiDi also sends `emulation.setScreenOrientationOverride`. Firefox
 * ESR 140 (Debian 12's) does not know that command and the whole file fails.
 * The viewport command itself is sent alongside and applies, so only that
 * refusal is tolerated; any other error still fails the run.
 */
async function firefoxPage({ context }) {
  const page = await context.newPage();
  const setViewport = page.setViewport.bind(page);
  page.setViewport = async (viewport) => {
    try {
      await setViewport(viewport);
    } catch (error) {
      if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error?.message))) throw error;
    }
  };
  return page;
}

if (only.includes('firefox')) {
  browsers.push(chromeLauncher({
    puppeteer: puppeteerCore,
    launchOptions: { browser: 'firefox', executablePath: FIREFOX, headless: true },
    createPage: firefoxPage,
  }));
}
if (only.includes('webkit')) {
  browsers.push(webdriverLauncher({
    automationProtocol: 'webdriver',
    hostname: '127.0.0.1',
    port: WEBKIT_PORT,
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    },
  }));
}

/** Counts every test result across browsers, for the closing line of `npm test`. */
function countingReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      const walk = (suite) => {
        for (const t of suite.tests ?? []) {
          if (t.skipped) skipped++;
          else if (t.passed) passed++;
          else failed++;
        }
        for (const s of suite.suites ?? []) walk(s);
      };
      for (const s of sessions) {
        if (s.testResults) walk(s.testResults);
        // A file that failed to load or errored outside a test counts as one failure.
        if (!s.passed && (!s.testResults || (s.errors ?? []).length)) failed += (s.errors ?? []).length || 1;
      }
      writeFileSync('.wtr-build/results.json', JSON.stringify({ passed, failed, skipped }));
    },
  };
}

export default {
  files: env.WTR_FILES ?? '.wtr-build/**/*.browser.js',
  nodeResolve: false,
  middleware: [figuresMiddleware, referenceMiddleware],
  concurrentBrowsers: 3,
  concurrency: 1, // a second page per browser would be a background tab, where rAF and IntersectionObserver pause
  browsers,
  browserStartTimeout: 120000,
  testsStartTimeout: 120000,
  testsFinishTimeout: Number(env.WTR_FILE_TIMEOUT ?? 180000),
  testFramework: { config: { timeout: Number(env.WTR_TIMEOUT ?? 10000) } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
};
