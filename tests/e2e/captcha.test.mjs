// The reference server's spam check (examples/server/captcha.mjs), as the
// WordPress plugin's: with a provider and secret, a newsletter signup, a
// contact form with captcha-token and an embedded form are stored only
// with a token the provider accepts for their action; a refused token, a
// another form's token and an unreachable provider are refused,
// and say so. The provider is a stand-in answering as Turnstile does.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './browser.mjs';
import { captchaVerifier } from '../../examples/server/captcha.mjs';
import { createNonce, FRONTEND_ACTION } from '../../examples/server/nonce.mjs';
import { CONTACT_ACTION } from '../../examples/server/contact.mjs';

const asked = [];
/** The provider: `pass-<action>` passes for that action, `down` never answers, the rest fail. */
const provider = async (url, { body }) => {
  const token = body.get('response');
  asked.push({ url, secret: body.get('secret'), token });
  if (token === 'down') throw new TypeError('fetch failed');
  const m = /^pass-(\w+)$/.exec(token);
  return Response.json(m ? { success: true, action: m[1] } : { success: false, 'error-codes': ['invalid-input-response'] });
};

const FORM = `<!doctype html><html><body><x-contact-form id="checked" captcha-token><form method="post">
  <p><label for="n">Name</label><input id="n" name="name" data-required-mark="required" data-field-type="input"></p>
  <button type="submit">Send</button></form></x-contact-form></body></html>`;

let server;
before(async () => {
  const pages = mkdtempSync(join(tmpdir(), 'x-captcha-'));
  writeFileSync(join(pages, 'contact.html'), FORM);
  server = await startServer({ mounts: { '/checked/': pages }, captcha: captchaVerifier({ provider: 'turnstile', secret: 'test-secret', fetchImpl: provider }) });
});
after(() => server?.close());

const post = (path, body, headers = {}) => fetch(`${server.url}${path}`, { method: 'POST', headers: { origin: server.url, ...headers }, body, redirect: 'manual' });
const count = (table, where, ...params) => server.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...params).n;

describe('the reference server\'s spam check', () => {
  it('a newsletter signup: stored only with a newsletter token the provider accepts', async () => {
    const signup = async (token, headers = {}) => {
      const res = await post('/wp-admin/admin-ajax.php', new URLSearchParams({ action: 'x_newsletter_subscribe', nonce: createNonce(FRONTEND_ACTION), list_id: 'checked', email: 'kim@example.com', ...(token ? { token } : {}) }), headers);
      return { status: res.status, body: await res.json() };
    };
    for (const token of ['', 'nope', 'pass-contact']) {
      assert.deepEqual(await signup(token), { status: 403, body: { error: 'The spam check did not pass. Nothing you typed is lost: please try again.' } }, token);
    }
    assert.deepEqual(await signup('down'), { status: 503, body: { error: 'The spam check could not run. Nothing you typed is lost: please try again.' } });
    assert.equal(count('subscribers', 'email = ?', 'kim@example.com'), 0);
    assert.equal((await signup('pass-newsletter', { 'idempotency-key': 'signup-1' })).status, 200);
    assert.equal(count('subscribers', 'email = ?', 'kim@example.com'), 1);
    // Its reply lost, the retry brings a spent token: answered as stored, the provider not asked again.
    const before = asked.length;
    assert.deepEqual(await signup('spent', { 'idempotency-key': 'signup-1' }), { status: 200, body: { success: 'Thanks for subscribing!' } });
    assert.equal(asked.length, before);
    assert.deepEqual(asked.at(-1), { url: 'https://challenges.cloudflare.com/turnstile/v0/siteverify', secret: 'test-secret', token: 'pass-newsletter' });
  });

  it('a contact form with captcha-token: refused with what was typed written back, stored with its own token', async () => {
    const send = async (token) => {
      const res = await post('/checked/contact.html', new URLSearchParams({ x_nonce: createNonce(CONTACT_ACTION), x_form_id: 'checked', name: 'Lou', ...(token ? { token } : {}) }));
      return { status: res.status, text: await res.text() };
    };
    const refused = await send('pass-newsletter');
    assert.equal(refused.status, 403);
    assert.match(refused.text, /spam check did not pass/);
    assert.match(refused.text, /value="Lou"/);
    assert.equal((await send('down')).status, 503);
    assert.equal(count('contact_messages', "form_id = 'checked'"), 0);
    const once = await post('/checked/contact.html', new URLSearchParams({ x_nonce: createNonce(CONTACT_ACTION), x_form_id: 'checked', name: 'Lou', token: 'pass-contact' }), { 'idempotency-key': 'checked-1' });
    assert.equal(once.status, 200);
    // Its reply lost, the retry brings a token already spent: answered as stored, not checked again.
    const before = asked.length;
    const retry = await post('/checked/contact.html', new URLSearchParams({ x_nonce: createNonce(CONTACT_ACTION), x_form_id: 'checked', name: 'Lou', token: 'spent' }), { 'idempotency-key': 'checked-1' });
    assert.equal(retry.status, 200);
    assert.equal(asked.length, before, 'the provider not asked again');
    assert.equal(count('contact_messages', "form_id = 'checked'"), 1);
  });

  it('an embedded form: a 422 on the captcha field until its token passes, which is not stored', async () => {
    const submit = async (captcha) => {
      const body = new FormData();
      body.append('email', 'mo@example.com');
      if (captcha) body.append('captcha', captcha);
      const res = await post('/api/embed/submit?form=checked', body, { accept: 'application/json' });
      return { status: res.status, body: await res.json() };
    };
    for (const token of ['', 'nope', 'pass-contact']) {
      const refused = await submit(token);
      assert.equal(refused.status, 422, token);
      assert.equal(refused.body.validation_messages.captcha, 'The spam check did not pass. Nothing you typed is lost: please try again.');
    }
    const down = await submit('down');
    assert.deepEqual([down.status, down.body.validation_messages.captcha], [422, 'The spam check could not run. Nothing you typed is lost: please try again.']);
    assert.equal((await submit('pass-embed')).status, 201);
    const stored = server.db.prepare("SELECT field_values FROM embed_submissions WHERE form_id = 'checked'").all();
    assert.deepEqual(stored.map((r) => JSON.parse(r.field_values)), [{ email: 'mo@example.com' }]);
  });
});

describe('captchaVerifier', () => {
  const answering = (answer, status = 200) => async () => new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status });

  it('reads a score for reCAPTCHA only (hCaptcha\'s runs the other way)', async () => {
    const low = { success: true, score: 0.1 };
    assert.equal(await captchaVerifier({ provider: 'recaptcha', secret: 's', fetchImpl: answering(low) }).verdict('t', 'contact'), 'refused');
    assert.equal(await captchaVerifier({ provider: 'hcaptcha', secret: 's', fetchImpl: answering(low) }).verdict('t', 'contact'), 'ok');
  });

  it('takes a wrong secret, a provider\'s own error or an answer that is not JSON as unreachable, and says why in the log', async () => {
    const logged = [];
    const log = (line) => logged.push(line);
    const verdict = (answer, status) => captchaVerifier({ provider: 'turnstile', secret: 's', fetchImpl: answering(answer, status), log }).verdict('t', 'embed');
    assert.equal(await verdict({ success: false, 'error-codes': ['invalid-input-secret'] }), 'unreachable');
    assert.equal(await verdict({ success: false, 'error-codes': ['internal-error'] }), 'unreachable');
    assert.equal(await verdict('<html>busy</html>'), 'unreachable');
    assert.equal(await verdict({ success: true }, 502), 'unreachable');
    assert.equal(await verdict({ success: false, 'error-codes': ['timeout-or-duplicate'] }), 'refused');
    assert.deepEqual(logged, ['x-elements: the captcha provider refused the check itself: invalid-input-secret', 'x-elements: the captcha provider refused the check itself: internal-error', 'x-elements: the captcha provider\'s answer is not JSON']);
  });
});

describe('captchaVerifier without a provider or secret', () => {
  it('passes every token and asks no one', async () => {
    let calls = 0;
    const none = captchaVerifier({ provider: '', secret: 's', fetchImpl: async () => (calls++, Response.json({ success: false })) });
    const noSecret = captchaVerifier({ provider: 'recaptcha', secret: '', fetchImpl: async () => (calls++, Response.json({ success: false })) });
    assert.deepEqual([none.configured, noSecret.configured], [false, false]);
    assert.deepEqual([await none.verdict('', 'contact'), await noSecret.verdict('x', 'embed')], ['ok', 'ok']);
    assert.equal(calls, 0);
  });
});
