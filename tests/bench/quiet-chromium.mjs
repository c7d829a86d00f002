// Page loads measured as a visitor's browser runs them: Chromium driven over
// its DevTools pipe with only the Target, Page and Emulation domains, never
// Runtime or Debugger. Playwright enables the Runtime domain on every page,
// and with it V8 records a detailed stack for every error created: on our
// runtime chunk that made V8 re-parse it for source positions (21 of its 26
// ms of evaluation, in a trace), which no visitor pays. The page measures
// itself (a script added before its own) and writes the figures into its
// title, which the target's info carries back.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE_PATHS, chromiumArgs } from '../../scripts/browsers.mjs';

const TITLE = 'x-bench:';

/** Chromium headless on `--remote-debugging-pipe`: `send(method, params, sessionId)`, `on(listener)` for events (returns its removal), `close()`. */
export async function launchQuietChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'x-bench-'));
  const proc = spawn(ENGINE_PATHS.chromium, [...chromiumArgs(), '--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [, , , toBrowser, fromBrowser] = proc.stdio;
  const pending = new Map();
  const listeners = new Set();
  let next = 0;
  let buffer = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id === undefined) {
        listeners.forEach((listener) => listener(message));
        continue;
      }
      const call = pending.get(message.id);
      if (!call) continue;
      pending.delete(message.id);
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
      else call.resolve(message.result);
    }
  });
  let gone = null;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const end = (error) => {
    gone ??= error;
    pending.forEach((call) => call.reject(new Error(`${call.method}: ${gone.message}`)));
    pending.clear();
  };
  exited.then(() => end(new Error('Chromium exited')));
  proc.on('error', end); // no binary at that path
  toBrowser.on('error', end); // the pipe closed under a write
  /** One DevTools call; it fails after 30 s without an answer, or once Chromium is gone. */
  const send = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
    if (gone) return reject(new Error(`${method}: ${gone.message}`));
    const id = ++next;
    const timer = setTimeout(() => pending.delete(id) && reject(new Error(`${method}: no answer in 30 s`)), 30000);
    const settle = (fn) => (value) => (clearTimeout(timer), fn(value));
    pending.set(id, { method, resolve: settle(resolve), reject: settle(reject) });
    toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
  });
  const { product } = await send('Browser.getVersion');
  return {
    version: product,
    send,
    exited,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await send('Browser.close').catch(() => proc.kill());
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Loads `url` in a fresh browser context (CPU slowed `cpu` times) and returns
 * what the page measured (at 1280 × 720): `ready` (a page function resolving
 * with ms since navigation, run once the page has loaded) and then, 500 ms on, the long
 * tasks over 50 ms (count, longest), bytes fetched and requests made; with
 * `verbose`, `blame`: the scripts of each frame over 50 ms; with `trace` (a
 * list of categories), `traceEvents`: Chromium's trace of the load. (The figures come
 * back in the title, which Chromium keeps to 4,096 characters.)
 */
export async function quietLoad(browser, url, ready, { cpu = 1, timeout = 30000, verbose = false, trace = null, before = 0 } = {}) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  // While a trace runs: ends it, waits for its last events (Tracing.tracingComplete) and stops listening.
  let traced = null;
  let stopListening = () => {};
  const traceEnded = async () => {
    const ended = traced;
    traced = null;
    let timer;
    try {
      await browser.send('Tracing.end');
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${url}: the trace did not end within 30 s`)), 30000);
      });
      const gone = browser.exited.then(() => {
        throw new Error('Chromium exited while tracing');
      });
      gone.catch(() => {}); // once the trace has ended, Chromium's exit is no error
      await Promise.race([ended, late, gone]);
    } finally {
      clearTimeout(timer);
      stopListening();
    }
  };
  try {
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    const page = (method, params) => browser.send(method, params, sessionId);
    await page('Page.enable'); // without it, no script is added to new documents
    await page('Page.addScriptToEvaluateOnNewDocument', { source: `(${measure})(${ready}, ${JSON.stringify(TITLE)}, ${Boolean(verbose)})` });
    // Playwright's default page size, which the figures before this harness had.
    await page('Emulation.setDeviceMetricsOverride', { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false });
    if (cpu > 1) await page('Emulation.setCPUThrottlingRate', { rate: cpu });
    const traceEvents = [];
    if (trace?.length) {
      traced = new Promise((resolve) => {
        stopListening = browser.on((m) => {
          if (m.method === 'Tracing.dataCollected') for (const e of m.params.value) traceEvents.push(e);
          if (m.method === 'Tracing.tracingComplete') resolve();
        });
      });
      await browser.send('Tracing.start', { traceConfig: { includedCategories: trace }, transferMode: 'ReportEvents' });
    }
    /** The page's title once `done` says so (polled; past `timeout` ms it fails naming the page). */
    const titled = async (done) => {
      for (const start = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 50))) {
        const { targetInfo } = await browser.send('Target.getTargetInfo', { targetId });
        if (done(targetInfo.title)) return targetInfo.title;
        if (Date.now() - start > timeout) throw new Error(`${url}: not ready in ${timeout} ms`);
      }
    };
    const figures = async () => {
      const title = await titled((t) => t.startsWith(TITLE));
      let result;
      try {
        result = JSON.parse(title.slice(TITLE.length));
      } catch {
        throw new Error(`${url}: the figures in the title were cut off (${title.length} characters)`);
      }
      if (result.error) throw new Error(`${url}: ${result.error}`);
      return result;
    };
    // `before` visits first, in this context: the measured one is a returning visitor's (the HTTP cache and
    // V8's code cache warm). Each ends on a blank page, so the next title read is the next visit's.
    for (let v = 0; v < before; v++) {
      await page('Page.navigate', { url });
      await figures();
      await page('Page.navigate', { url: 'about:blank' });
      await titled((t) => !t.startsWith(TITLE));
    }
    await page('Page.navigate', { url });
    const result = await figures();
    if (traced) {
      await traceEnded();
      return { ...result, traceEvents };
    }
    return result;
  } finally {
    // A load that failed while traced: the trace ends here (the next load could not start one while it runs).
    if (traced) await traceEnded().catch(() => {});
    stopListening();
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

/** Runs in the page before its own scripts. */
function measure(ready, title, verbose) {
  const longTasks = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  // What ran in each long task (Long Animation Frames: the scripts, by source and entry point), for BENCH_VERBOSE.
  const blame = [];
  if (verbose && PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => blame.push(...list.getEntries().filter((f) => f.duration > 50).map((f) => ({
      start: Math.round(f.startTime), ms: Math.round(f.duration), blocking: Math.round(f.blockingDuration),
      scripts: f.scripts.filter((s) => s.duration >= 5).map((s) => `${s.invoker || s.invokerType} ${s.sourceURL.replace(/^.*\//, '')} ${Math.round(s.duration)}ms`),
    })))).observe({ type: 'long-animation-frame', buffered: true });
  }
  addEventListener('load', async () => {
    let result;
    try {
      const times = await ready();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const fetched = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
      result = { ...times, longTasks: longTasks.length, longest: Math.max(0, ...longTasks), bytes: fetched.reduce((n, e) => n + e.transferSize, 0), requests: fetched.length, ...(verbose ? { blame } : {}) };
    } catch (error) {
      result = { error: String(error) };
    }
    document.title = title + JSON.stringify(result);
  }, { once: true });
}
