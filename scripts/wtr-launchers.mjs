// The browsers web-test-runner drives, from the machine's own packages:
// Chromium and Firefox ESR through puppeteer-core, WebKitGTK's MiniBrowser
// through WebKitWebDriver under Xvfb. Each sits behind a guard that bounds
// every step web-test-runner waits on (opening a test page, reading its
// results, closing it): a browser that stops answering is killed and started
// again, the file it was running fails by name, and the pass goes on.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import * as puppeteerCore from 'puppeteer-core';
import { chromiumArgs } from './browsers.mjs';

/**
 * How long opening or closing a test page may take before the browser is
 * restarted: 60 s, as an oldest Firefox ESR starting its first page beside
 * four busy engines took over 30.
 */
export const STEP_LIMIT = 60_000;

const children = new Set();
const killAll = () => children.forEach((c) => kill(c));
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Kills a child and everything it started (it leads its own process group). */
function kill(child) {
  children.delete(child);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    try { child.kill('SIGKILL'); } catch { /* gone */ }
  }
}

function bounded(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms); }),
  ]).finally(() => clearTimeout(timer));
}

const freePort = () => new Promise((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});

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

/**
 * An X display for one MiniBrowser: the session's own when there is one,
 * else an Xvfb of its own, so no other MiniBrowser's window can cover it (a
 * covered WebKit page may be throttled: its frames and observers late).
 * Xvfb picks a free display itself and prints its number once it is ready
 * (-displayfd): a guessed number can collide with a lock left by an Xvfb
 * that was killed, and then every browser fails to start.
 */
async function xDisplay() {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, xvfb: null };
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  children.add(xvfb);
  const display = await bounded(new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
  }), 10_000, 'starting Xvfb');
  return { display, xvfb };
}

/** A WebKitWebDriver of its own (MiniBrowser is its child) on a display of its own, answering on a free port. */
async function webkitDriver() {
  const { display, xvfb } = await xDisplay();
  const env = { ...process.env, DISPLAY: display };
  const port = await freePort();
  const driver = spawn(process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env, detached: true });
  children.add(driver);
  const start = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return { port, driver, xvfb };
    } catch { /* not up yet */ }
    if (Date.now() - start > 10_000) throw new Error('WebKitWebDriver did not answer within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts a browser of one engine: the web-test-runner launcher and how to kill it outright. */
const ENGINES = {
  chromium: (path) => {
    // A new list for each launch (the launcher copies these options then): puppeteer takes a `--disable-features` out
    // of the list it is given as it merges it with its own, so a second launch from one list would go without it.
    const launchOptions = { executablePath: path, headless: true, get args() { return chromiumArgs(); } };
    const launcher = chromeLauncher({ launchOptions });
    return { launcher, kill: () => launcher.browser?.process()?.kill('SIGKILL') };
  },
  firefox: (path) => {
    const launcher = chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: { browser: 'firefox', executablePath: path, headless: true },
      createPage: firefoxPage,
    });
    return { launcher, kill: () => launcher.browser?.process()?.kill('SIGKILL') };
  },
  webkit: async (path) => {
    const { port, driver, xvfb } = await webkitDriver();
    const launcher = webdriverLauncher({
      automationProtocol: 'webdriver',
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: path, args: ['--automation'] },
      },
    });
    return { launcher, kill: () => [driver, xvfb].forEach((c) => c && kill(c)) };
  },
};

/**
 * One engine behind the guard. `label` names it in every report ("Chromium
 * 156", "Firefox ESR 140 (oldest)"); `smokeOnly` runs only the #smoke tests
 * of each file (tests/browser/helpers.ts reads x-smoke from the test page's
 * address and marks the others pending).
 */
export function guardedBrowser(engine, path, { label, smokeOnly = false } = {}) {
  let current;
  let config;
  let testFiles;
  let restarts = 0;
  const start = async () => {
    const started = await ENGINES[engine](path);
    await started.launcher.initialize(config, testFiles);
    return started;
  };
  /** Kills the browser that stopped answering and starts a fresh one for the next file. */
  const restart = async (why) => {
    restarts++;
    const old = current;
    console.log(`\n[${label}] ${why}: restarting the browser (restart ${restarts})`);
    await bounded(old.launcher.stop(), 5_000, 'closing the browser').catch(() => {});
    old.kill();
    current = await start();
  };
  const guard = {
    name: label,
    get type() { return current.launcher.type; },
    get restarts() { return restarts; },
    async initialize(c, files) {
      config = c;
      testFiles = files;
      current = await start();
    },
    async startSession(id, url) {
      const address = smokeOnly ? `${url}&x-smoke` : url;
      const open = (what) => bounded(current.launcher.startSession(id, address), STEP_LIMIT, what);
      try {
        await open('opening the test page');
      } catch (error) {
        // A refusal that came at once (Firefox ESR 140 can abort a navigation that
        // races the last page's about:blank) gets one more try in the same browser.
        if (!/took over/.test(error.message)) {
          try {
            await open('opening the test page again');
            return;
          } catch { /* restarted below */ }
        }
        await restart(error.message.split('\n')[0]);
        await open('opening the test page after a restart');
      }
    },
    async stopSession(id) {
      try {
        return await bounded(current.launcher.stopSession(id), STEP_LIMIT, 'closing the test page');
      } catch (error) {
        await restart(error.message);
        return { errors: [{ message: `${label}: ${error.message}; the browser was restarted for the next file` }] };
      }
    },
    isActive: (id) => current?.launcher.isActive(id) ?? false,
    getBrowserUrl: (id) => current.launcher.getBrowserUrl(id),
    async stop() {
      await bounded(current?.launcher.stop() ?? Promise.resolve(), 10_000, 'closing the browser').catch(() => {});
      current?.kill();
    },
  };
  // Browser commands (real key presses, mouse moves) go to whichever browser is current.
  return new Proxy(guard, {
    get(target, prop) {
      if (prop in target) return target[prop];
      const value = current?.launcher[prop];
      return typeof value === 'function' ? value.bind(current.launcher) : value;
    },
  });
}
