// The browsers the tests run in come from Debian's packages, never from a
// test tool's own download. One place says which packages and how to get them:
//   node scripts/browsers.mjs           installs what is missing (root, or sudo without a password),
//                                       or stops with the exact command to run
//   node scripts/browsers.mjs --oldest  also unpacks the oldest Chromium and Firefox ESR the
//                                       archive still offers (Debian 12: 150 and ESR 140) into
//                                       .cache/old-browsers and prints their paths as JSON
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The one list of Chromium flags (browser tests, e2e, bench): root needs no sandbox; nothing may reach for the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

/**
 * Chromium features off where page loads are measured or many pages run. Chromium 156 builds its omnibox popup
 * (a WebUI page, in a renderer of its own) in every new browser context, headless too: during the 200-element
 * load on these 2 cores it took 70 to 270 ms of main-thread time and 40 to 120 ms of a worker's, and the page's
 * tasks took twice their CPU time in wall time. A visitor's browser builds it once per profile, not per page.
 * Only the three off together stop it.
 */
export const CHROMIUM_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * `--disable-features` with CHROMIUM_FEATURES_OFF and a launcher's own list: Chromium reads only the last
 * `--disable-features` it is given, so a launcher that adds its own (chrome-launcher) must get one merged flag,
 * last in its list. Puppeteer merges a `--disable-features` in its args with its own (taking it out of the array
 * it was given: a list reused for a second launch has lost it); Playwright does not merge, and its launches (e2e
 * tests, the gesture and heap benches) keep its own list.
 */
export const disableFeaturesFlag = (own = []) => `--disable-features=${[...new Set([...own, ...CHROMIUM_FEATURES_OFF])].join(',')}`;

/** CHROMIUM_ARGS with the features off, a new list each call (puppeteer edits the list it is given). */
export const chromiumArgs = () => [...CHROMIUM_ARGS, disableFeaturesFlag()];

/** Where each engine's binary is: the Debian packages' paths, or the variables that point elsewhere. */
export const ENGINE_PATHS = {
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  firefox: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  webkit: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
};

export const PACKAGES = ['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'xauth'];
const BINARIES = { chromium: 'chromium', 'firefox-esr': 'firefox-esr', 'webkit2gtk-driver': 'WebKitWebDriver', xvfb: 'Xvfb', xauth: 'xauth' };
// Without their recommends (80 packages, not 320: no printing, ffmpeg or
// perl stacks; unpacked in 34 s, not 96). WebKit's video sink wants the
// GStreamer GL elements, which are only a recommend; base and good (WebM,
// Vorbis, WAV) come as dependencies.
const APT_INSTALL = ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES, 'gstreamer1.0-gl'];
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get ${APT_INSTALL.filter((a) => a !== '-qq').join(' ')}`;
// A browser of one's own, named by the same variables the test config reads, counts as present.
const OVERRIDES = { chromium: 'CHROMIUM_PATH', 'firefox-esr': 'FIREFOX_PATH', 'webkit2gtk-driver': 'WEBKIT_DRIVER_PATH' };

const has = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;
export const missingPackages = () => PACKAGES.filter((p) => !has(process.env[OVERRIDES[p]] ?? BINARIES[p]));

/** How to run apt as root here: '' (we are root), 'sudo' (no password), or null (cannot). */
function privilege() {
  if (process.getuid?.() === 0) return '';
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? 'sudo' : null;
}

function apt(args, sudo) {
  const cmd = sudo ? 'sudo' : 'apt-get';
  const all = sudo ? ['apt-get', ...args] : args;
  execFileSync(cmd, all, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Installs missing browsers, or throws with the command a person must run. */
export function ensureBrowsers({ force = false } = {}) {
  const missing = missingPackages();
  if (!missing.length && !force) return;
  const sudo = privilege();
  if (sudo === null || !has('apt-get')) {
    throw new Error(`The browser tests need ${missing.join(', ')}. Install them with:\n  ${INSTALL_COMMAND}\n(or point CHROMIUM_PATH, FIREFOX_PATH, MINIBROWSER_PATH and WEBKIT_DRIVER_PATH at your own builds)`);
  }
  console.log(`== installing browsers from Debian (missing: ${missing.join(' ') || 'none'})`);
  apt(['update', '-qq'], sudo);
  apt(APT_INSTALL, sudo);
}

/** The oldest version of a package the archive offers, or null. */
function oldestVersion(pkg) {
  const out = spawnSync('apt-cache', ['madison', pkg], { encoding: 'utf8' }).stdout ?? '';
  const versions = out.split('\n').map((l) => l.split('|')[1]?.trim()).filter(Boolean);
  if (versions.length < 2) return null; // one version only: nothing older to test against
  return versions.sort((a, b) => (spawnSync('dpkg', ['--compare-versions', a, 'lt', b]).status === 0 ? -1 : 1))[0];
}

/** Unpacks the oldest Chromium and Firefox ESR beside the project; returns their binaries. */
export function oldestBrowsers(dir = resolve('.cache/old-browsers')) {
  const chromium = oldestVersion('chromium');
  const firefox = oldestVersion('firefox-esr');
  if (!chromium || !firefox) return null;
  const stamp = join(dir, `${chromium}+${firefox}`.replace(/[^\w.+-]/g, '_'));
  const paths = { chromium: join(dir, 'root/usr/lib/chromium/chromium'), firefox: join(dir, 'root/usr/lib/firefox-esr/firefox-esr'), versions: { chromium, firefox } };
  if (existsSync(stamp) && existsSync(paths.chromium) && existsSync(paths.firefox)) return paths;
  rmSync(dir, { recursive: true, force: true });
  const debs = join(dir, 'debs');
  mkdirSync(debs, { recursive: true });
  // apt-get download needs no root; the packages' dependencies are the same as the current ones'.
  execFileSync('apt-get', ['download', '-q', `chromium=${chromium}`, `chromium-common=${chromium}`, `firefox-esr=${firefox}`], { cwd: debs, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const deb of readdirSync(debs)) execFileSync('dpkg', ['-x', join(debs, deb), join(dir, 'root')]);
  rmSync(debs, { recursive: true, force: true });
  mkdirSync(stamp);
  return paths;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureBrowsers({ force: process.env.CI_FORCE_APT === '1' });
    if (process.argv.includes('--oldest')) console.log(JSON.stringify(oldestBrowsers()));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
