// Shared set-up for the WordPress tests: the site (the one `npm test`
// started, named by X_WP_SITE, or one of the file's own), the REST API as a
// given user, and the browsers (Chromium and Firefox ESR through
// puppeteer-core, Debian's binaries).
import { resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { ENGINE_PATHS, chromiumArgs } from '../../scripts/browsers.mjs';
import { evalPhp, sql, startSite } from './site.mjs';

export const ZIP = resolve('dist/x-elements-wordpress.zip');

/**
 * The site for this file: { url, users, password, sql, php, close }. Under
 * `npm test` the stage's (plugin.test.mjs, first, installs the plugin through
 * wp-admin); alone, one of the file's own, with the plugin installed from the
 * zip unless `plugin: false`.
 */
export async function site({ plugin = true } = {}) {
  const shared = process.env.X_WP_SITE;
  if (!shared) {
    const own = await startSite();
    if (plugin) installPlugin(own);
    return own;
  }
  const { url, users, password } = JSON.parse(shared);
  const wp = { url, users, password, sql: (query) => sql(query, { database: 'wordpress' }), php: (code) => evalPhp(new URL(url).host, code), close: async () => {} };
  if (plugin && !wp.php("return is_plugin_active('x-elements/x-elements.php');")) throw new Error('x-elements is not active on the test site: the install test (plugin.test.mjs) failed');
  return wp;
}

/** The plugin from the zip, unpacked and activated as WordPress's own upload would (for a file run alone). */
export function installPlugin(wp) {
  const result = wp.php(`
    WP_Filesystem();
    $r = unzip_file(${JSON.stringify(ZIP)}, WP_PLUGIN_DIR);
    if (is_wp_error($r)) return $r->get_error_message();
    $a = activate_plugin('x-elements/x-elements.php');
    return is_wp_error($a) ? $a->get_error_message() : 'ok';`);
  if (result !== 'ok') throw new Error(`installing the plugin: ${result}`);
}

/** A REST call as `user` (its application password): the parsed reply and its status. */
export async function rest(wp, user, method, path, body) {
  const auth = Buffer.from(`${user}:${wp.users[user].app_password}`).toString('base64');
  const res = await fetch(`${wp.url}/wp-json${path}`, {
    method,
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} as ${user}: ${res.status}, not JSON: ${text.slice(0, 300)}`);
  }
  return { status: res.status, json };
}

/** Markup as an Author pastes it: in a Custom HTML block. */
export const htmlBlock = (markup) => `<!-- wp:html -->\n${markup}\n<!-- /wp:html -->`;

/** A post saved as `user` through the REST API (as the block editor saves): its id, link and raw content as stored. */
export async function savePost(wp, user, { title, content, status = 'publish', type = 'posts' }) {
  const { status: code, json } = await rest(wp, user, 'POST', `/wp/v2/${type}`, { title, content, status });
  if (code !== 201) throw new Error(`saving "${title}" as ${user}: ${code} ${JSON.stringify(json).slice(0, 300)}`);
  const { json: saved } = await rest(wp, user, 'GET', `/wp/v2/${type}/${json.id}?context=edit`);
  return { id: json.id, link: json.link, raw: saved.content.raw };
}

export const ENGINES = {
  chromium: () => puppeteer.launch({ executablePath: ENGINE_PATHS.chromium, args: chromiumArgs(), headless: true, defaultViewport: { width: 1000, height: 900 } }),
  firefox: () => puppeteer.launch({ browser: 'firefox', executablePath: ENGINE_PATHS.firefox, headless: true, defaultViewport: null }),
};

/** Runs `body` with a fresh browser of `engine` and a watched page in it, and closes the browser whatever happens. */
export async function inBrowser(engine, body) {
  const browser = await ENGINES[engine]();
  try {
    return await body(await watchedPage(browser), browser);
  } finally {
    await browser.close();
  }
}

/**
 * Runs `body` with the submissions table gone (a server error for every
 * form that stores), and puts it back whatever happens.
 */
export async function withoutSubmissionsTable(wp, body) {
  wp.sql('RENAME TABLE wp_x_submissions TO wp_x_submissions_away');
  try {
    return await body();
  } finally {
    wp.sql('RENAME TABLE wp_x_submissions_away TO wp_x_submissions');
  }
}

/** A page whose console errors and failed requests are kept on it (page.problems). */
export async function watchedPage(browser) {
  const page = await browser.newPage();
  page.problems = [];
  // A failed load is named by its address (the console's line for it names none).
  page.on('console', (m) => m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && page.problems.push(`console: ${m.text()}`));
  page.on('response', (r) => r.status() >= 400 && page.problems.push(`${r.status()}: ${r.url()}`));
  page.on('requestfailed', (r) => page.problems.push(`failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('pageerror', (e) => page.problems.push(`error: ${e.message}`));
  return page;
}

/**
 * Forgets every address's count of the minute (the rate limits' transients):
 * the files share one site and this machine's one address, so a file that
 * posts a form many times would leave the next file refused.
 */
export function forgetRateLimits(wp) {
  wp.sql("DELETE FROM wp_options WHERE option_name LIKE '%x\\_rate\\_%'");
}

/**
 * Logs a user in through wp-login.php. The fields are filled directly, not
 * typed: the login page focuses and selects the user field 200 ms after it
 * loads, which sent the rest of the typing there now and then.
 */
export async function logIn(page, wp, user) {
  await page.goto(`${wp.url}/wp-login.php`, { waitUntil: 'load' });
  await page.evaluate((name, password) => {
    document.querySelector('#user_login').value = name;
    document.querySelector('#user_pass').value = password;
  }, user, wp.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('#wp-submit')]);
  if (!new URL(page.url()).pathname.startsWith('/wp-admin')) throw new Error(`${user} could not log in: ${page.url()}`);
}

/** Polls a condition until it holds; fails naming it after `timeout` ms. */
export async function until(check, what, timeout = 10_000) {
  for (const start = Date.now(); !(await check());) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
