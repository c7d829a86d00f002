// Shared set-up for end-to-end tests and benchmarks: the reference server on a
// free port and the system Chromium driven by playwright-core. Under `npm
// test` every e2e file shares one Chromium that scripts/test.mjs started
// (X_E2E_BROWSER names its endpoint); alone, a file starts its own.
import { chromium } from 'playwright-core';
import { createApp } from '../../examples/server/app.mjs';
import { openDatabase } from '../../examples/server/db.mjs';
import { CHROMIUM_ARGS, ENGINE_PATHS } from '../../scripts/browsers.mjs';

export { CHROMIUM_ARGS };

/** The reference server on a free port, with a fresh in-memory database. */
export async function startServer(options = {}) {
  const db = openDatabase(':memory:');
  const server = createApp({ db, ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, db, close: () => new Promise((r) => server.close(() => (db.close(), r()))) };
}

/** A Chromium for one file: the shared one (closing it only disconnects), or one of its own. */
export function launchChromium() {
  const shared = process.env.X_E2E_BROWSER;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: ENGINE_PATHS.chromium, args: CHROMIUM_ARGS });
}

/** The Chromium the e2e files share: a browser server to connect to; `close()` ends it. */
export function launchSharedChromium() {
  return chromium.launchServer({ executablePath: ENGINE_PATHS.chromium, args: CHROMIUM_ARGS });
}

/** Registers before/after hooks for a suite: a fresh server and Chromium, on the returned object. */
export function serverAndBrowser({ before, after }) {
  const env = {};
  before(async () => {
    env.server = await startServer();
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** Polls a condition in the test process until it holds; fails naming it after `timeout` ms. */
export async function until(check, what, timeout = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A request the page makes now, answered: whatever the page asked for before
 * it has been asked by then (for "nothing was requested" checks on pages that
 * never fall network-idle, such as one whose blocked frames keep loading).
 */
export async function probeAnswered(page) {
  await page.evaluate(() => fetch(`/custom-elements.json?probe=${Date.now()}`, { method: 'HEAD', cache: 'no-store' }).then(() => undefined, () => undefined));
}
