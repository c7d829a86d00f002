// Shared set-up for end-to-end tests and benchmarks: the reference server on a
// free port and the system Chromium driven by playwright-core.
import { chromium } from 'playwright-core';
import { createApp } from '../../examples/server/app.mjs';
import { openDatabase } from '../../examples/server/db.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

/** The reference server on a free port, with a fresh in-memory database. */
export async function startServer(options = {}) {
  const db = openDatabase(':memory:');
  const server = createApp({ db, ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, db, close: () => new Promise((r) => server.close(() => (db.close(), r()))) };
}

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
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
