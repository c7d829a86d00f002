// POST /wp-admin/admin-ajax.php: the ajax endpoint as WordPress has it, a
// form-encoded `action=...` post. Actions: the newsletter subscribe (SPEC
// section 7 item 5), the split tests' stats and subject lookup (7.4, 7.6:
// split-tests.mjs). Replies are JSON in the shapes the elements read:
// { success: text } or { error: text, fields?: [names] }.
import { clientIp, HttpError, idempotencyKey, rateLimiter, readForm, sameOrigin, sendJson, userAgent } from './http.mjs';
import { FRONTEND_ACTION, verifyNonce } from './nonce.mjs';
import { isEmpty, isValidEmail, matchesEmailPattern } from '../../elements/forms/rules.mjs';
import { splitTestActions } from './split-tests.mjs';
import { CAPTCHA_MESSAGES, captchaVerifier } from './captcha.mjs';

export const AJAX_PATH = '/wp-admin/admin-ajax.php';
export const SUBSCRIBE_ACTION = 'x_newsletter_subscribe';
const MAX_BODY = 16384;
const MAX_TEXT = 200;
const MAX_CUSTOM = 30;

/**
 * The server's copy of the newsletter rules: the same ones as the element
 * (names non-empty when sent, the email pattern), plus limits a browser
 * never reaches. Returns the record or { error, fields }.
 */
export function validateSubscription(form) {
  const text = (name) => (typeof form.get(name) === 'string' ? form.get(name).trim() : '');
  const fields = [];
  for (const name of ['first_name', 'last_name']) if (form.has(name) && isEmpty(text(name))) fields.push(name);
  const email = text('email').toLowerCase();
  if (!matchesEmailPattern(email) || !isValidEmail(email)) fields.push('email');
  if (fields.length) return { error: 'Please, check the fields below to make sure you entered the correct information.', fields };
  for (const name of ['list_id', 'first_name', 'last_name', 'email', 'provider', 'account', 'ip_address', 'checksum']) {
    if (text(name).length > MAX_TEXT) return { error: `${name} is too long (${MAX_TEXT} characters at most)`, fields: [name] };
  }
  if (!text('list_id')) return { error: 'This form has no mailing list: list_id is missing.', fields: [] };
  let custom;
  let hidden;
  try {
    custom = JSON.parse(text('custom_fields') || '{}');
    hidden = JSON.parse(text('hidden_fields') || '[]');
  } catch {
    return { error: 'custom_fields and hidden_fields must be JSON', fields: [] };
  }
  const okValue = (v) => (typeof v === 'string' && v.length <= 1000) || (Array.isArray(v) && v.length <= 50 && v.every((x) => typeof x === 'string' && x.length <= 200));
  if (!custom || typeof custom !== 'object' || Array.isArray(custom) || Object.keys(custom).length > MAX_CUSTOM || !Object.values(custom).every(okValue)) {
    return { error: `custom_fields must be an object of at most ${MAX_CUSTOM} text or list values`, fields: [] };
  }
  if (!Array.isArray(hidden) || hidden.length > MAX_CUSTOM || !hidden.every((h) => typeof h === 'string' && h.length <= MAX_TEXT)) {
    return { error: 'hidden_fields must be a list of field ids', fields: [] };
  }
  return {
    record: {
      list_id: text('list_id'), email, first_name: form.has('first_name') ? text('first_name') : null, last_name: form.has('last_name') ? text('last_name') : null,
      provider: text('provider'), account: text('account'), ip_address: text('ip_address'), checksum: text('checksum'),
      custom_fields: JSON.stringify(custom), hidden_fields: JSON.stringify(hidden),
    },
  };
}

/** The one reply to a signup that is stored, retried or on the list already. */
const SUBSCRIBED = 'Thanks for subscribing!';

export function ajaxRoutes(db, { captcha = captchaVerifier() } = {}) {
  // Sign-ups are few per visitor; split-test records a handful per page view.
  const limits = { subscribe: rateLimiter(Number(process.env.SUBSCRIBE_RATE_LIMIT ?? 20)), tracking: rateLimiter(Number(process.env.TRACKING_RATE_LIMIT ?? 240)) };
  const byKey = db.prepare('SELECT id FROM subscribers WHERE idempotency_key = ?');
  const byEmail = db.prepare('SELECT id FROM subscribers WHERE list_id = ? AND email = ?');
  const insert = db.prepare(`INSERT INTO subscribers (list_id, email, first_name, last_name, provider, account, ip_address, checksum, custom_fields, hidden_fields, idempotency_key, ip, user_agent)
    VALUES (@list_id, @email, @first_name, @last_name, @provider, @account, @ip_address, @checksum, @custom_fields, @hidden_fields, @idempotency_key, @ip, @ua)`);

  const subscribe = async (form, req) => {
    if (!verifyNonce(form.get('nonce'), FRONTEND_ACTION)) return [403, { error: 'This page has expired: reload it and try again.' }];
    const { record, error, fields } = validateSubscription(form);
    if (error) return [200, { error, fields }];
    const key = idempotencyKey(req);
    if (key && byKey.get(key)) return [200, { success: SUBSCRIBED }];
    // With a spam check set up, every signup carries a token the provider accepts (the element's captcha-token);
    // a retry of one stored already (above) is not checked again.
    const checked = await captcha.verdict(String(form.get('token') ?? ''), 'newsletter', clientIp(req));
    if (checked !== 'ok') return [checked === 'unreachable' ? 503 : 403, { error: CAPTCHA_MESSAGES[checked] }];
    // An address on the list already is not stored again, and gets the same reply as a new one: the form must not
    // tell anyone who is subscribed.
    if (!byEmail.get(record.list_id, record.email)) insert.run({ ...record, idempotency_key: key, ip: clientIp(req), ua: userAgent(req) });
    return [200, { success: SUBSCRIBED }];
  };
  const split = splitTestActions(db);
  const actions = { [SUBSCRIBE_ACTION]: [subscribe, limits.subscribe], ...Object.fromEntries(Object.entries(split).map(([name, run]) => [name, [run, limits.tracking]])) };

  return async function handle(req, res, url) {
    if (url.pathname !== AJAX_PATH) return false;
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'use POST' }), true;
    if (!sameOrigin(req)) return sendJson(res, 403, { error: 'This form can only be sent from its own site.' }), true;
    try {
      const form = await readForm(req, MAX_BODY);
      const found = Object.hasOwn(actions, String(form.get('action') ?? '')) ? actions[String(form.get('action'))] : undefined;
      if (!found) return sendJson(res, 400, { error: `unknown action ${JSON.stringify(form.get('action') ?? '')}` }), true;
      const [action, limited] = found;
      if (limited(clientIp(req))) return sendJson(res, 429, { error: 'Too many attempts from your address: please wait a minute and try again.' }), true;
      const [status, body, headers] = await action(form, req, { ip: clientIp(req), ua: userAgent(req) });
      sendJson(res, status, body, headers);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      sendJson(res, error.status, { error: error.message });
    }
    return true;
  };
}
