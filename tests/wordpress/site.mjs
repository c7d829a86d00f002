// A real WordPress for the tests: Debian 12's own `wordpress` package (6.1)
// on MariaDB, served by `php -S` with a router that does what Debian's
// Apache configuration does. Everything of the site's lives in
// .cache/wordpress (its database's files, wp-content, logs), made anew for
// each run; the one file outside is Debian's per-site configuration,
// /etc/wordpress/config-x-elements-test-<checkout>.php, the package's documented way.
//   node tests/wordpress/site.mjs --install   installs the Debian packages (root or sudo)
//   node tests/wordpress/site.mjs             starts a fresh site and prints its address until ^C
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';

export const PACKAGES = ['wordpress', 'wordpress-theme-twentytwentythree', 'mariadb-server', 'php-cli', 'php-mysql', 'php-xml', 'php-zip', 'php-mbstring', 'php-codesniffer'];
const BINARIES = { php: 'php', mariadbd: 'mariadbd', phpcs: 'phpcs', wordpress: '/usr/share/wordpress/wp-load.php' };
const ROOT = resolve('.cache/wordpress');
// One configuration per checkout (Debian's WORDPRESS_CONFIG names it), so two checkouts' sites never share one.
const CONFIG_NAME = `x-elements-test-${createHash('sha256').update(ROOT).digest('hex').slice(0, 10)}`;
const CONFIG_FILE = `/etc/wordpress/config-${CONFIG_NAME}.php`;
const MARK = '// Written by x-elements tests/wordpress/site.mjs';
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}`;

const has = (bin) => (bin.startsWith('/') ? existsSync(bin) : spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0);
export const missing = () => Object.entries(BINARIES).filter(([, bin]) => !has(bin)).map(([name]) => name);

/** Installs the packages if anything is missing (root, or sudo without a password), or throws with the command to run. */
export function ensurePackages() {
  if (!missing().length) return;
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!root && !sudo) throw new Error(`The WordPress tests need ${missing().join(', ')}. Install them with:\n  ${INSTALL_COMMAND}`);
  const apt = (args) => execFileSync(sudo ? 'sudo' : 'apt-get', sudo ? ['apt-get', ...args] : args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    // No service starts from the packages' scripts: the tests run their own database.
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
  });
  // The package lists, unless fresh ones already know WordPress (the browsers' install just read them).
  if (!/Candidate: \d/.test(spawnSync('apt-cache', ['policy', 'wordpress'], { encoding: 'utf8' }).stdout ?? '')) apt(['update', '-qq']);
  writePolicy(sudo);
  try {
    // Waits for another install holding the lock (CI's, started in the background) rather than failing.
    apt(['install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=600', '--no-install-recommends', ...PACKAGES]);
  } finally {
    removePolicy(sudo);
  }
}

// Debian's packages start their services on install; a policy-rc.d that says
// "no" keeps MariaDB and Apache from starting (the tests run their own).
const POLICY = '/usr/sbin/policy-rc.d';
let policyOurs = false;
function writePolicy(sudo) {
  if (existsSync(POLICY)) return;
  const write = `printf '#!/bin/sh\\nexit 101\\n' > ${POLICY} && chmod 755 ${POLICY}`;
  execFileSync(sudo ? 'sudo' : 'sh', sudo ? ['sh', '-c', write] : ['-c', write]);
  policyOurs = true;
}
function removePolicy(sudo) {
  if (policyOurs) execFileSync(sudo ? 'sudo' : 'rm', sudo ? ['rm', '-f', POLICY] : ['-f', POLICY]);
  policyOurs = false;
}

const freePort = () => new Promise((res, rej) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address();
    srv.close(() => res(port));
  }).on('error', rej);
});

async function waitFor(check, what, timeout = 30_000) {
  for (const start = Date.now(); !(await check());) {
    if (Date.now() - start > timeout) throw new Error(`WordPress site: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** MariaDB on a socket of its own, with a fresh data directory; returns the process. */
async function startDatabase() {
  const data = `${ROOT}/mysql`;
  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db', '--skip-name-resolve'], { stdio: 'ignore' });
  const db = spawn('mariadbd', ['--no-defaults', `--datadir=${data}`, `--socket=${ROOT}/mysql.sock`, `--pid-file=${ROOT}/mysql.pid`, '--skip-networking', '--user=root',
    `--log-error=${ROOT}/mysql.log`, '--innodb-buffer-pool-size=64M', '--innodb-flush-log-at-trx-commit=2', '--skip-log-bin'], { stdio: 'ignore' });
  await waitFor(() => existsSync(`${ROOT}/mysql.sock`), 'MariaDB');
  sql("CREATE DATABASE wordpress; CREATE USER 'wordpress'@'localhost' IDENTIFIED BY 'wordpress'; GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';");
  return db;
}

/** The environment the site's PHP runs in (the router, install.php, eval.php). */
const siteEnv = (host) => ({ ...process.env, X_WP_CONFIG: CONFIG_NAME, X_WP_CONTENT: `${ROOT}/wp-content`, X_WP_ASSETS: resolve('examples/assets'), X_WP_HOST: host });

/** Runs PHP inside the site on `host` (tests/wordpress/eval.php, WordPress loaded); returns what the code returns. */
export function evalPhp(host, code) {
  return JSON.parse(execFileSync('php', ['tests/wordpress/eval.php'], { env: siteEnv(host), input: code, encoding: 'utf8' }) || 'null');
}

/** Runs SQL as the database's root; returns its tab-separated output. */
export function sql(query, { database = '' } = {}) {
  return execFileSync('mariadb', ['--no-defaults', `--socket=${ROOT}/mysql.sock`, '-uroot', '--batch', '--skip-column-names', ...(database ? [database] : []), '-e', query], { encoding: 'utf8' });
}

/** Debian's per-site configuration for the test site (never over a file not ours). */
function writeConfig(url) {
  if (existsSync(CONFIG_FILE) && spawnSync('grep', ['-qF', MARK, CONFIG_FILE]).status !== 0) throw new Error(`${CONFIG_FILE} exists and is not the tests': move it away`);
  const salt = () => randomBytes(24).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  writeFileSync(CONFIG_FILE, `<?php
${MARK}: the site the WordPress tests make and remove.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'wordpress' );
define( 'DB_HOST', 'localhost:${ROOT}/mysql.sock' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'WP_CONTENT_DIR', '${ROOT}/wp-content' );
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'FS_METHOD', 'direct' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${ROOT}/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
${keys.map((k) => `define( '${k}', '${salt()}' );`).join('\n')}
$table_prefix = 'wp_';
`);
}

/** The content directory: Debian's themes and the tests' must-use plugins linked in, plugins and uploads empty. */
function makeContent() {
  const content = `${ROOT}/wp-content`;
  for (const dir of ['plugins', 'themes', 'uploads', 'upgrade', 'mu-plugins']) mkdirSync(`${content}/${dir}`, { recursive: true });
  // The test site's own must-use plugins (its mail goes to a file).
  for (const file of readdirSync('tests/wordpress/mu-plugins')) symlinkSync(resolve('tests/wordpress/mu-plugins', file), `${content}/mu-plugins/${file}`);
  const themes = '/usr/share/wordpress/wp-content/themes';
  for (const theme of existsSync(themes) ? readdirSync(themes) : []) symlinkSync(`${themes}/${theme}`, `${content}/themes/${theme}`);
}

/** Ends a server (with its process group, if it leads one); resolves once it has exited. */
function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  return exited;
}

/**
 * A fresh site: database, configuration, WordPress installed with one user
 * per role, served on a free port. Returns { url, users, password, sql, close }.
 */
export async function startSite() {
  ensurePackages();
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;
  const db = await startDatabase();
  const env = siteEnv(host);
  let php;
  try {
    writeConfig(url);
    makeContent();
    const password = randomBytes(12).toString('hex');
    const users = JSON.parse(execFileSync('php', ['tests/wordpress/install.php'], { env: { ...env, X_WP_PASSWORD: password }, encoding: 'utf8' }));
    php = spawn('php', ['-S', host, '-t', '/usr/share/wordpress', 'tests/wordpress/router.php'], {
      // Its own process group: the workers it forks end with it.
      env: { ...env, PHP_CLI_SERVER_WORKERS: '4' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true,
    });
    let log = '';
    php.stderr.on('data', (d) => (log = (log + d).slice(-20_000)));
    await waitFor(async () => (await fetch(`${url}/wp-login.php`).catch(() => null))?.ok, 'the web server');
    return {
      url, users, password,
      php: (code) => evalPhp(host, code),
      /** The last lines of WordPress's debug log and of the web server's. */
      log: () => [existsSync(`${ROOT}/debug.log`) ? readFileSync(`${ROOT}/debug.log`, 'utf8') : '', log]
        .map((text) => text.trim().split('\n').slice(-20).join('\n')).filter(Boolean).join('\n--\n'),
      sql: (query) => sql(query, { database: 'wordpress' }),
      close: async () => {
        stop(php);
        await stop(db);
        rmSync(CONFIG_FILE, { force: true });
      },
    };
  } catch (error) {
    stop(php);
    await stop(db);
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--install')) {
    try {
      ensurePackages();
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  } else {
    const site = await startSite();
    console.log(`${site.url} (admin / ${site.password}); ^C ends it`);
    process.on('SIGINT', () => site.close().then(() => process.exit(0)));
  }
}
