// Nonces the way WordPress makes them: an HMAC of the action and a 12-hour
// tick, valid for the current and the previous tick. The page settings
// script hands the frontend nonce to the elements.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TICK_MS = 12 * 3600 * 1000;
const secret = process.env.NONCE_SECRET ?? randomBytes(32).toString('hex');

export const FRONTEND_ACTION = 'x_frontend';
/** The split tests' stats nonce (`ab_log_nonce` in the settings). */
export const AB_LOG_ACTION = 'x_ab_log';

export function createNonce(action, now = Date.now()) {
  return createHmac('sha256', secret).update(`${action}|${Math.floor(now / TICK_MS)}`).digest('hex').slice(0, 20);
}

/** A keyed digest of `text` with the server's secret (hex, 32 characters): a visitor key, a cookie's signature. */
export const sign = (text) => createHmac('sha256', secret).update(`sign|${text}`).digest('hex').slice(0, 32);

export function verifyNonce(nonce, action, now = Date.now()) {
  const given = Buffer.from(String(nonce ?? ''));
  return [now, now - TICK_MS].some((t) => {
    const want = Buffer.from(createNonce(action, t));
    return given.length === want.length && timingSafeEqual(given, want);
  });
}

/** GET /api/settings.js: the page settings as WordPress would print them (ajax URL, nonces, action names). */
export function settingsRoute() {
  return async function handle(req, res, url) {
    if (url.pathname !== '/api/settings.js') return false;
    const settings = {
      ajaxurl: '/wp-admin/admin-ajax.php', frontend_nonce: createNonce(FRONTEND_ACTION), ab_log_nonce: createNonce(AB_LOG_ACTION),
      actions: { subscribe: 'x_newsletter_subscribe', ab_stats: 'x_ab_stats', ab_subject: 'x_ab_subject' },
    };
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    // Merged under what the page set itself, so a page's own strings stay.
    res.end(`window.xElementsSettings = Object.assign(${JSON.stringify(settings)}, window.xElementsSettings);\n`);
    return true;
  };
}
