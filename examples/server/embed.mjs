// The embedded form's endpoints (SPEC section 7 items 2 and 3):
//   POST /api/embed/submit?form=ID[&redirect=/path]  multipart or url-encoded;
//     201 { id, redirect? }, or 422 { message, validation_messages: { field: text } };
//     an Idempotency-Key header stores a retried submission once.
//   GET /api/embed/view?form=ID   counts a popup view (the element ignores the reply); same origin
//     or EMBED_ALLOWED_ORIGINS, EMBED_VIEW_RATE_LIMIT per address and minute.
//   GET /api/embed/stats?form=ID  { views, submissions }.
import { allowedOrigins, anonymisedIp, clientIp, HttpError, idempotencyKey, rateLimiter, readForm, sameOrigin, sendJson, userAgent } from './http.mjs';
import { isEmpty, isValidEmail } from '../../elements/forms/rules.mjs';
import { CAPTCHA_MESSAGES, captchaVerifier } from './captcha.mjs';

const MAX_BODY = 32768;
const MAX_VALUE = 2000;
const formId = (url) => (url.searchParams.get('form') ?? 'default').slice(0, 64);

/** The server's rules for an embedded form; returns a map of field name to message. */
export function validateEmbed(form) {
  const messages = {};
  const text = (name) => (typeof form.get(name) === 'string' ? form.get(name).trim() : '');
  if (!isValidEmail(text('email'))) messages.email = isEmpty(text('email')) ? 'Please enter your email address.' : 'Please enter a valid email address.';
  for (const name of ['first_name', 'last_name']) if (form.has(name) && !text(name)) messages[name] = 'Please fill in this field.';
  if (text('title') === 'other' && !text('title_custom')) messages.title_custom = 'Please tell us how to address you.';
  if (form.has('captcha') && !text('captcha')) messages.captcha = 'Please confirm you are not a robot.';
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && value.length > MAX_VALUE) messages[name] = `At most ${MAX_VALUE} characters.`;
    else if (typeof value !== 'string') messages[name] = 'Files are not accepted.';
  }
  return messages;
}

export function embedRoutes(db, { captcha = captchaVerifier() } = {}) {
  const limited = rateLimiter(Number(process.env.EMBED_RATE_LIMIT ?? 30));
  // A popup counts one view per page view: a handful a minute from one address.
  const viewLimited = rateLimiter(Number(process.env.EMBED_VIEW_RATE_LIMIT ?? 20));
  const allowed = allowedOrigins('EMBED_ALLOWED_ORIGINS');
  const byKey = db.prepare('SELECT id FROM embed_submissions WHERE idempotency_key = ?');
  const insert = db.prepare('INSERT INTO embed_submissions (form_id, field_values, idempotency_key, ip, user_agent) VALUES (?, ?, ?, ?, ?)');
  const view = db.prepare('INSERT INTO embed_views (form_id, ip, user_agent) VALUES (?, ?, ?)');
  const views = db.prepare('SELECT COUNT(*) AS n FROM embed_views WHERE form_id = ?');
  const submissions = db.prepare('SELECT COUNT(*) AS n FROM embed_submissions WHERE form_id = ?');

  return async function handle(req, res, url) {
    if (!url.pathname.startsWith('/api/embed/')) return false;
    const route = url.pathname.slice('/api/embed/'.length);
    if (route === 'stats' && req.method === 'GET') {
      return sendJson(res, 200, { views: views.get(formId(url)).n, submissions: submissions.get(formId(url)).n }), true;
    }
    if (route === 'view' && req.method === 'GET') {
      // Counted from this site's pages and the sites a form provider lists, never from another site's image or fetch.
      if (!sameOrigin(req, allowed)) return sendJson(res, 403, { error: 'Views are counted from this site only.' }), true;
      if (viewLimited(clientIp(req))) return sendJson(res, 429, { error: 'Too many views from your address: please wait a minute.' }), true;
      view.run(formId(url), anonymisedIp(clientIp(req)), userAgent(req));
      return sendJson(res, 200, { ok: true }), true;
    }
    if (route !== 'submit') return sendJson(res, 404, { error: 'unknown embed endpoint' }), true;
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'use POST' }), true;
    // A form provider takes posts from the sites that embed its forms: list them in EMBED_ALLOWED_ORIGINS.
    if (!sameOrigin(req, allowed)) return sendJson(res, 403, { error: 'This form cannot be sent from this site.' }), true;
    if (limited(clientIp(req))) return sendJson(res, 429, { error: 'Too many attempts from your address: please wait a minute.' }), true;
    let form;
    try {
      form = await readForm(req, MAX_BODY);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return sendJson(res, error.status, { error: error.message }), true;
    }
    const messages = validateEmbed(form);
    const key = idempotencyKey(req);
    const known = key && byKey.get(key);
    // With a spam check set up, every submission carries a token the provider accepts (the form's data-sitekey),
    // unless it is a retry of one stored already (its reply lost). Either failure is a 422 on the captcha field:
    // the one reply the embedded form shows the visitor (SPEC section 8).
    const checked = Object.keys(messages).length || known ? 'ok' : await captcha.verdict(String(form.get('captcha') ?? ''), 'embed', clientIp(req));
    if (checked !== 'ok') messages.captcha = CAPTCHA_MESSAGES[checked];
    // The token is spent: it is not the visitor's data.
    form.delete('captcha');
    if (Object.keys(messages).length) return sendJson(res, 422, { message: 'The given data was invalid.', validation_messages: messages }), true;
    const id = known ? known.id : Number(insert.run(formId(url), JSON.stringify(Object.fromEntries(form.entries())), key, clientIp(req), userAgent(req)).lastInsertRowid);
    const redirect = url.searchParams.get('redirect') ?? '';
    // Only a same-site path: the reply never sends a visitor elsewhere.
    const safe = /^\/(?!\/)[^\s\\]*$/.test(redirect) ? redirect : undefined;
    sendJson(res, 201, { id, ...(safe ? { redirect: safe } : {}) });
    return true;
  };
}
