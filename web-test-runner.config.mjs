// The browser tests, bundled by scripts/test-browser.mjs into .wtr-build/,
// in one web-test-runner run: every file in Chromium, Firefox ESR and WebKit
// (group "current", WebKit's files in two halves), and the smoke tests in the oldest Chromium and Firefox
// ESR the Debian archive offers (group "oldest"). scripts/test-browser.mjs
// sets the variables read here; docs/TESTING.md lists them.
import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defaultReporter } from '@web/test-runner';
import { openDatabase } from './examples/server/db.mjs';
import { createApp } from './examples/server/app.mjs';
import { ENGINE_PATHS } from './scripts/browsers.mjs';
import { guardedBrowser } from './scripts/wtr-launchers.mjs';

const env = process.env;
const OUT = '.wtr-build';
/** What scripts/test-browser.mjs planned: files per group, the engines and their labels. */
const plan = JSON.parse(readFileSync(`${OUT}/plan.json`, 'utf8'));

// The reference server itself, in-process on an in-memory database, answers
// /api/* (so tests in every engine check what reaches the backend), /dist/*,
// /examples/* (pages as a site serves them) and the docs pages' own assets.
const reference = createApp({ db: openDatabase(':memory:') }).listeners('request')[0];
// The same server with its strict CSP and Trusted Types, under /strict/: the
// example pages as a site with that policy serves them (the page sweep), its
// violation reports, and a first script on every page that records errors
// from the first byte (tests/sweep/recorder.js).
const strict = createApp({
  db: openDatabase(':memory:'), csp: true, cspReportUri: '/strict/api/csp-report',
  firstScript: readFileSync('tests/sweep/recorder.js', 'utf8'),
}).listeners('request')[0];
// /site/: the demo site's stylesheet, script and pictures.
const ROUTED = ['/api/', '/dist/', '/examples/', '/strict/', '/assets/', '/site/', '/vendor/', '/custom-elements.json'];

/** A POST to `path` whose JSON body `shape` turns into one line of `file` in .wtr-build/ (a body it cannot read is dropped). */
const jsonLines = (path, file, shape) => async (ctx, next) => {
  if (ctx.path !== path || ctx.method !== 'POST') return next();
  let body = '';
  for await (const chunk of ctx.req) body += chunk;
  try {
    appendFileSync(`${OUT}/${file}`, `${JSON.stringify(shape(JSON.parse(body), ctx))}\n`);
  } catch { /* not ours */ }
  ctx.status = 204;
};
/** The reliability harness's figures (cases run, payloads sent, pages audited), one JSON line per check. */
const figuresMiddleware = jsonLines('/__reliability', 'figures.jsonl', (figures, ctx) => ({ ...figures, browser: ctx.get('user-agent') }));
/** Which test each page is in (tests/browser/helpers.ts), so a page that stops answering is named to the test. */
const progressMiddleware = jsonLines('/__progress', 'progress.jsonl', ({ session, test }) => ({ session: String(session), test: String(test).slice(0, 300), at: Date.now() }));
/**
 * The consent blocker's network witness: every request that reaches the
 * server for the test vendor's folder, however its address was spelled
 * (matched on the decoded, lower-cased path), and `GET /__vendor-log`, the
 * list so far. What the blocker let through is seen here, not only in the DOM.
 */
const vendorLog = [];
async function vendorLogMiddleware(ctx, next) {
  if (ctx.path === '/__vendor-log') {
    ctx.body = vendorLog;
    return;
  }
  let path = ctx.path;
  try {
    path = decodeURIComponent(decodeURIComponent(path));
  } catch { /* as sent */ }
  if (/\/fixtures\/+vendor\//i.test(path.replace(/\\/g, '/'))) vendorLog.push(ctx.url);
  return next();
}
/**
 * Pages the parser reads in two parts, 300 ms apart, for the consent
 * blocker's tests of a frame the parser puts into a declarative shadow root
 * after a pause: the pause inside the shadow root (the blocker has seen
 * the host and its root), or between the host and its `<template>` (the
 * blocker has seen the host with no root yet).
 */
const SLOW_PAGES = {
  '/__slow/consent-shadow.html': ['<div id="host"><template shadowrootmode="open"><p>before the pause</p>', '<iframe src="/tests/browser/fixtures/vendor/embed.html?shadow-late" title="late"></iframe></template></div>'],
  '/__slow/consent-shadow-open.html': ['<div id="host">', '<template shadowrootmode="open"><p>after the pause</p><iframe src="/tests/browser/fixtures/vendor/embed.html?shadow-open" title="late"></iframe></template></div>'],
};
async function slowPageMiddleware(ctx, next) {
  const parts = SLOW_PAGES[ctx.path];
  if (!parts) return next();
  ctx.respond = false;
  const res = ctx.res;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.write(`<!doctype html><html><head><meta charset="utf-8"><script>window.xConsentConfig = { providers: [{ pattern: '/vendor/embed.html', category: 'functional' }] };</script><script src="/.wtr-build/x-consent-blocker.js"></script></head><body>${parts[0]}${' '.repeat(8192)}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  res.end(`${parts[1]}<p id="end">end</p></body></html>`);
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

/**
 * Writes each test file's outcome per engine the moment it finishes, so a
 * run that dies still leaves what it had (scripts/test-browser.mjs reads
 * `sessions.jsonl` and names every file that never reported).
 */
function sessionsReporter() {
  const count = (suite, into, path = []) => {
    for (const t of suite?.tests ?? []) {
      into[t.skipped ? 'skipped' : t.passed ? 'passed' : 'failed'] += 1;
      if (!t.passed && !t.skipped) into.tests.push(`${[...path, t.name].join(' > ')}: ${String(t.error?.message ?? 'failed').split('\n')[0].slice(0, 200)}`);
    }
    for (const s of suite?.suites ?? []) count(s, into, [...path, s.name]);
    return into;
  };
  const began = new Map();
  return {
    start({ sessions }) {
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'INITIALIZING') began.set(session.id, Date.now());
        if (session.status !== 'FINISHED') return;
        const seconds = began.has(session.id) ? Math.round((Date.now() - began.get(session.id)) / 100) / 10 : null;
        const tally = count(session.testResults, { passed: 0, failed: 0, skipped: 0, tests: [] });
        const errors = (session.errors ?? []).map((e) => e.message ?? String(e));
        // A file that failed outside its tests (did not load, did not finish) counts as one failure.
        if (!session.passed && tally.failed === 0) tally.failed = 1;
        appendFileSync(`${OUT}/sessions.jsonl`, `${JSON.stringify({ id: session.id, at: Date.now(), browser: session.browser.name, group: session.group.name, file: relative(process.cwd(), session.testFile), seconds, ...tally, errors })}\n`);
      });
    },
  };
}

const browsersOf = (group) => plan.groups[group].engines.map((e) => guardedBrowser(e.engine, e.path ?? ENGINE_PATHS[e.engine], { label: e.label, smokeOnly: plan.groups[group].smokeOnly }));

export default {
  rootDir: '.',
  nodeResolve: false,
  middleware: [vendorLogMiddleware, figuresMiddleware, progressMiddleware, slowPageMiddleware, referenceMiddleware],
  groups: Object.keys(plan.groups).filter((g) => plan.groups[g].files.length && plan.groups[g].engines.length)
    .map((name) => ({ name, files: plan.groups[name].files, browsers: browsersOf(name) })),
  // Four browsers at a time on two cores (WebKit's two halves, Chromium,
  // Firefox ESR; the oldest pair as slots free up): the element tests mostly
  // wait on animations and timers, so more engines fill the idle time
  // (measured: two at a time left one slot with three engines in turn, 13+ min).
  concurrentBrowsers: Number(env.WTR_BROWSERS_AT_ONCE ?? 4),
  concurrency: 1, // a second page per browser would be a background tab, where rAF and IntersectionObserver pause
  // Above the guard's own path (scripts/wtr-launchers.mjs): opening a page
  // (60 s), a restart, and opening it again. At 60 s this timer fired first,
  // in the middle of a restart, and the run ended early (ci-3, 2026-11-25).
  browserStartTimeout: 180_000,
  testsStartTimeout: 60_000,
  // The per-file limit: a file still running after it fails by name, and the engine goes on with the next.
  testsFinishTimeout: Number(env.WTR_FILE_TIMEOUT ?? 120_000),
  // 20 s a test: a media start alone may take 15 s in WebKit with four engines busy (MEDIA_START).
  testFramework: { config: { timeout: Number(env.WTR_TIMEOUT ?? 20_000) } },
  reporters: [defaultReporter(), sessionsReporter()],
};
