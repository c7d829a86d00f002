// The contact form posting to its own page (SPEC section 7 item 7), as a
// WordPress page with the form would answer: the page comes back with the
// form's container holding the success text, or the error text above the
// form with the visitor's values filled back in (so the no-script fallback
// loses nothing either). The form's definition is read from the page itself
// (the same markup the element reads) with the same rules module, so the
// server never trusts the client's descriptors or hidden-field list.
import { DOMParser } from 'linkedom';
import { documentHtml } from './html.mjs';
import { clientIp, HttpError, idempotencyKey, rateLimiter, readForm, sameOrigin, userAgent } from './http.mjs';
import { createNonce, verifyNonce } from './nonce.mjs';
import { conditionalRules, controlsOf, describeFields, labelOf, valuesOf } from '../../elements/forms/fields.mjs';
import { CAPTCHA_MAX, CAPTCHA_MIN, RULE_STRINGS as STRINGS, composeMessage, resolveConditions, validateContact } from '../../elements/forms/rules.mjs';
import { CAPTCHA_MESSAGES, captchaVerifier } from './captcha.mjs';

const MAX_BODY = 65536;
const MAX_VALUE = 5000;
const DEFAULT_SUCCESS = 'Thanks for contacting us. We will reply soon.';
export const CONTACT_ACTION = 'x_contact';

/**
 * As WordPress prints a nonce field into its forms: every form inside an
 * x-contact-form gets a hidden x_nonce (the element posts it with the rest,
 * and so does the no-script fallback).
 */
export function withFormNonces(html) {
  if (!html.includes('<x-contact-form')) return html;
  const field = `<input type="hidden" name="x_nonce" value="${createNonce(CONTACT_ACTION)}">`;
  return html.replace(/(<x-contact-form\b[^>]*>[\s\S]*?<form\b[^>]*>)/g, `$1${field}`);
}

/**
 * The page as a document of its own (linkedom: plain objects, no window, no
 * script engine), dropped with the request. One shared happy-dom window kept
 * every parsed document alive: about 1 MB a post.
 */
const parse = (html) => new DOMParser().parseFromString(html, 'text/html');

/** The page as sent back: each contact form with its nonce field (as elements), then the document written out escaped (html.mjs). */
function serialize(doc) {
  for (const container of doc.querySelectorAll('x-contact-form')) {
    container.querySelector('form')?.prepend(el(doc, 'input', { type: 'hidden', name: 'x_nonce', value: createNonce(CONTACT_ACTION) }));
  }
  return documentHtml(doc);
}

/** A small page for a post refused before its page is read (another site, too many posts), built as a document. */
function refusal(message) {
  const doc = parse('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not sent</title></head><body></body></html>');
  doc.body.append(errorBlock(doc, [{ items: [message] }]), el(doc, 'p', {}, 'Go back to the form: what you typed is still there.'));
  return documentHtml(doc);
}

/** The page's contact form the post is for: by x_form_id, or (no script) the one whose fields match best. */
function findContainer(doc, body) {
  const id = body.get('x_form_id');
  const all = [...doc.querySelectorAll('x-contact-form')];
  if (typeof id === 'string' && id) return all.find((el) => el.id === id) ?? null;
  const score = (el) => describeFields(el).filter((f) => body.has(f.field_id)).length;
  return all.sort((a, b) => score(b) - score(a))[0] ?? null;
}

/** The server's verdict on one submission against the page's own form. */
export function judge(container, body) {
  const form = container.querySelector('form');
  if (!form) return { errors: ['This form cannot be sent.'] };
  const fields = describeFields(form);
  const values = valuesOf(body, fields);
  for (const v of Object.values(values)) {
    if ([v].flat().some((x) => String(x ?? '').length > MAX_VALUE)) return { sections: [{ items: [`Each field holds ${MAX_VALUE} characters at most.`] }] };
  }
  const { hidden } = resolveConditions(conditionalRules(form), values);
  let captcha = null;
  if (container.hasAttribute('captcha')) {
    const first = Number(body.get('x_captcha_first'));
    const second = Number(body.get('x_captcha_second'));
    const inRange = (n) => Number.isInteger(n) && n >= CAPTCHA_MIN && n <= CAPTCHA_MAX;
    captcha = { first: inRange(first) ? first : NaN, second: inRange(second) ? second : NaN, answer: String(body.get('x_captcha') ?? '') };
  }
  const result = validateContact({ fields, values, hidden, captcha, strings: STRINGS });
  for (const control of controlsOf(form)) {
    const pattern = control.getAttribute('pattern');
    const value = values[control.name];
    if (!pattern || hidden.has(control.name) || typeof value !== 'string' || !value) continue;
    let re;
    try {
      re = new RegExp(`^(?:${pattern})$`, 'v');
    } catch {
      continue; // the browser ignores an invalid pattern too
    }
    if (!re.test(value)) {
      result.errors.push(control.getAttribute('title') || labelOf(control, form));
      result.invalidFields.push(control.name);
    }
  }
  return { fields, values, hidden, result, sections: composeMessage(result, STRINGS) };
}

/** Writes the visitor's values back into the returned form, and marks the failing fields. */
function refill(form, values, invalid) {
  for (const control of controlsOf(form)) {
    const value = values[control.name];
    const list = [value ?? ''].flat();
    const type = (control.getAttribute('type') ?? '').toLowerCase();
    if (type === 'radio' || type === 'checkbox') control.toggleAttribute('checked', list.includes(control.getAttribute('value') ?? 'on'));
    else if (control.localName === 'select') for (const o of control.querySelectorAll('option')) o.toggleAttribute('selected', list.includes(o.getAttribute('value') ?? o.textContent));
    else if (control.localName === 'textarea') control.textContent = list[0];
    else control.setAttribute('value', list[0]);
    if (invalid.includes(control.name)) control.setAttribute('aria-invalid', 'true');
  }
}

/** Builds an element with text children in `doc` (never HTML from strings). */
function el(doc, tag, attrs, ...children) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

function errorBlock(doc, sections) {
  return el(doc, 'div', { 'data-x-contact-error': '', role: 'alert' }, ...sections.flatMap((s) => [
    ...(s.title ? [el(doc, 'p', {}, s.title)] : []),
    el(doc, 'ul', {}, ...s.items.map((i) => el(doc, 'li', {}, i))),
  ]));
}

export function contactRoutes(db, { resolveFile, readPage, captcha = captchaVerifier() }) {
  const limited = rateLimiter(Number(process.env.CONTACT_RATE_LIMIT ?? 10));
  const byKey = db.prepare('SELECT id FROM contact_messages WHERE idempotency_key = ?');
  const insert = db.prepare(`INSERT INTO contact_messages (page, form_id, fields, field_values, hidden_fields, idempotency_key, ip, user_agent)
    VALUES (@page, @form_id, @fields, @field_values, @hidden_fields, @idempotency_key, @ip, @ua)`);

  const send = (res, status, html) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
    return true;
  };

  return async function handle(req, res, url) {
    if (req.method !== 'POST' || !/(\.html|\/)$/.test(url.pathname)) return false;
    const file = resolveFile(url.pathname);
    let text;
    try {
      text = file ? readPage(file) : null;
    } catch {
      text = null;
    }
    if (!text?.includes('<x-contact-form')) return false;
    // Refusals that need no page come first and cost nothing to parse.
    if (!sameOrigin(req)) return send(res, 403, refusal('This form can only be sent from its own site.'));
    if (limited(clientIp(req))) return send(res, 429, refusal('Too many messages from your address: please wait a minute and try again.'));
    let body;
    try {
      body = await readForm(req, MAX_BODY);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return send(res, error.status, refusal(error.status === 413 ? 'The message is too long to send.' : 'The form could not be read.'));
    }
    return await answer(res, url, parse(text), body, req);
  };

  /** The page back with the verdict in the form's container. */
  async function answer(res, url, doc, body, req) {
    const reply = (status, container, node) => {
      container?.replaceChildren(node);
      return send(res, status, serialize(doc));
    };
    if (!verifyNonce(body.get('x_nonce'), CONTACT_ACTION)) {
      return reply(403, findContainer(doc, body) ?? doc.querySelector('x-contact-form'), errorBlock(doc, [{ items: ['This page has expired: reload it and send the form again.'] }]));
    }
    const container = findContainer(doc, body);
    if (!container) return reply(404, null, null);
    const verdict = judge(container, body);
    const success = el(doc, 'div', { class: 'x-contact-success', role: 'status' }, el(doc, 'p', {}, container.getAttribute('data-success-message') || DEFAULT_SUCCESS));
    if (!verdict.result || !verdict.result.ok) {
      const form = container.querySelector('form');
      if (form && verdict.values) refill(form, verdict.values, verdict.result.invalidFields);
      container.prepend(errorBlock(doc, verdict.sections ?? [{ items: verdict.errors }]));
      return reply(200, null, null);
    }
    // A retry of a message stored already (its reply lost) is answered as it was, not checked again; a form that
    // asks for a captcha token is verified with the provider before anything is stored.
    const key = idempotencyKey(req);
    const known = Boolean(key && byKey.get(key));
    const checked = !known && container.hasAttribute('captcha-token') ? await captcha.verdict(String(body.get('token') ?? ''), 'contact', clientIp(req)) : 'ok';
    if (checked !== 'ok') {
      const form = container.querySelector('form');
      if (form) refill(form, verdict.values, []);
      container.prepend(errorBlock(doc, [{ items: [CAPTCHA_MESSAGES[checked]] }]));
      return reply(checked === 'unreachable' ? 503 : 403, null, null);
    }
    if (!known) {
      const visible = Object.fromEntries(Object.entries(verdict.values).filter(([k]) => !verdict.hidden.has(k)));
      insert.run({
        page: url.pathname, form_id: container.id, fields: JSON.stringify(verdict.fields), field_values: JSON.stringify(visible),
        hidden_fields: JSON.stringify([...verdict.hidden]), idempotency_key: key, ip: clientIp(req), ua: userAgent(req),
      });
    }
    return reply(200, container, success);
  }
}
