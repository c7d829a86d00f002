import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './define';
import { UI_STRINGS as S } from '../ui-strings';
import { registerCaptchaProvider } from '../forms/captcha';
import { captureWarnings, fixture, nextFrame, record, shadow, smoke, stubFetch, until } from '../../tests/browser/helpers';


const FORM = `
<x-contact-form id="cf" captcha>
  <form method="post" action="/contact-page">
    <p><label for="f-name">Name</label><input id="f-name" name="name" required></p>
    <p><label for="f-email">Email</label><input id="f-email" name="email" type="email" required></p>
    <fieldset><legend>Topic</legend>
      <label><input type="radio" name="topic" value="sales" required> Sales</label>
      <label><input type="radio" name="topic" value="support"> Support</label>
    </fieldset>
    <p data-conditional-logic='[["topic","is","sales"]]'><label for="f-budget">Budget</label><input id="f-budget" name="budget" pattern="[0-9]+" required></p>
    <p><label for="f-msg">Message</label><textarea id="f-msg" name="message" required></textarea></p>
    <button type="submit">Send</button>
  </form>
</x-contact-form>`;

const $ = <T extends Element = HTMLInputElement>(el: Element, sel: string) => el.querySelector(sel) as T;
const messageText = (el: Element) => shadow(el, '[part="message"]').innerText.replace(/\s+/g, ' ').trim();
const items = (el: Element) => [...shadow(el, '[part="message"]').querySelectorAll('li')].map((li) => li.textContent);
const titles = (el: Element) => [...shadow(el, '[part="message"]').querySelectorAll('[part="message-title"]')].map((p) => p.textContent);
function question(el: Element): [number, number] {
  const [a, b] = $(el, '[data-x-captcha-question]').textContent!.split('+').map((n) => Number(n.trim()));
  return [a!, b!];
}
async function fillValid(el: Element) {
  await until(() => !!el.querySelector('[data-x-captcha-question]')?.textContent, 'captcha question');
  $(el, '#f-name').value = 'Ann';
  $(el, '#f-email').value = 'ann@example.com';
  $(el, 'input[value="support"]').checked = true;
  $<HTMLTextAreaElement>(el, '#f-msg').value = 'Hello';
  const [a, b] = question(el);
  $(el, 'input[name="x_captcha"]').value = String(a + b);
}
const clickSend = (el: Element) => $<HTMLButtonElement>(el, 'button[type="submit"]').click();
/**
 * Watches the captcha question; the check turns true once it has been
 * written again (a redraw writes it even when it draws the same numbers).
 */
function questionWritten(el: Element): () => boolean {
  let written = false;
  const mo = new MutationObserver(() => {
    written = true;
    mo.disconnect();
  });
  mo.observe($(el, '[data-x-captcha-question]'), { childList: true, characterData: true, subtree: true });
  return () => written;
}

describe('x-contact-form', () => {
  let fetches: ReturnType<typeof stubFetch>;
  beforeEach(() => (fetches = stubFetch()));
  afterEach(() => {
    fetches.restore();
    registerCaptchaProvider(undefined);
  });

  it('lists the empty required fields by label in order, under the fill-message heading', async () => {
    const el = await fixture(FORM);
    const invalid = record<{ missing: string[] }>(el, 'x-contact-form-invalid');
    $(el, 'input[value="support"]').checked = true; // budget stays hidden: skipped
    clickSend(el);
    await until(() => invalid.length === 1, 'invalid event');
    expect(titles(el)).to.deep.equal([S.fill_message]);
    expect(items(el)).to.deep.equal(['Name', 'Email', 'Message', S.captcha]);
    expect($(el, '#f-name').getAttribute('aria-invalid')).to.equal('true');
    expect($(el, '#f-name').dataset.xState).to.equal('error');
    expect(document.activeElement).to.equal($(el, '#f-name'), 'focus on the first failing field');
    expect(fetches.calls.length).to.equal(0);
  });

  it('a combined message begins with the contact-error text; the invalid email item follows the rule', async () => {
    const el = await fixture(FORM);
    await fillValid(el);
    $(el, '#f-email').value = 'ann@example..com';
    $(el, '#f-name').value = '  ';
    clickSend(el);
    await until(() => titles(el).length > 0, 'message');
    expect(titles(el)).to.deep.equal([S.contact_error_message, S.fill_message]);
    expect(items(el)).to.deep.equal([S.invalid, 'Name']);
  });

  it('a wrong captcha sum shows the wrong-captcha message, draws new numbers and clears the answer', async () => {
    const el = await fixture(FORM);
    await fillValid(el);
    const captcha = $(el, 'input[name="x_captcha"]');
    const [a, b] = question(el);
    captcha.value = String(a + b + 1);
    const seen = new Set<string>();
    for (let i = 0; i < 5 && seen.size < 2; i++) {
      seen.add(question(el).join('+'));
      captcha.value = String(question(el)[0] + question(el)[1] + 1);
      const redrawn = questionWritten(el);
      clickSend(el);
      await until(() => captcha.value === '', 'answer cleared');
      await until(redrawn, 'a new question drawn');
    }
    expect(items(el)).to.deep.equal([S.wrong_captcha]);
    expect(titles(el)).to.deep.equal([S.contact_error_message]);
    seen.add(question(el).join('+'));
    expect(seen.size).to.be.greaterThan(1, 'new numbers drawn');
    for (const n of question(el)) expect(n >= 1 && n <= 15).to.equal(true);
    expect(fetches.calls.length).to.equal(0);
    // Marked as the other failing fields are, and unmarked once right.
    expect([captcha.getAttribute('aria-invalid'), captcha.dataset.xState]).to.deep.equal(['true', 'error']);
    captcha.value = String(question(el)[0] + question(el)[1]);
    clickSend(el);
    await until(() => fetches.calls.length === 1, 'sent');
    expect([captcha.hasAttribute('aria-invalid'), captcha.hasAttribute('data-x-state')]).to.deep.equal([false, false]);
  });

  it('shows and hides conditional fields after the 250 ms debounce; a hidden field drops its pattern and is skipped', async () => {
    const el = await fixture(FORM);
    const budget = $(el, '#f-budget').closest('p')!;
    expect(budget.hidden).to.equal(true, 'no topic yet: hidden');
    expect($(el, '#f-budget').hasAttribute('pattern')).to.equal(false);
    const sales = $(el, 'input[value="sales"]');
    sales.checked = true;
    const t0 = performance.now();
    sales.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => !budget.hidden, 'shown', 2000);
    expect(performance.now() - t0, 'not before the 250 ms debounce').to.be.at.least(150);
    expect($(el, '#f-budget').getAttribute('pattern')).to.equal('[0-9]+');
    // Visible now: required and its pattern apply.
    await fillValid(el);
    sales.checked = true;
    $(el, '#f-budget').value = 'lots';
    clickSend(el);
    await until(() => items(el).length > 0, 'message');
    expect(items(el)).to.deep.equal(['Budget']);
  });

  it('posts every field with descriptors, hidden ids, token and key; blocks a second submit while sending', async () => {
    registerCaptchaProvider({ getToken: (action) => `tok-${action}` });
    const el = await fixture(FORM.replace('captcha>', 'captcha captcha-token>'));
    await fillValid(el);
    clickSend(el);
    await until(() => fetches.calls.length === 1, 'request');
    await until(() => el.getAttribute('data-state') === 'submitting', 'submitting state');
    expect(el.getAttribute('aria-busy')).to.equal('true');
    clickSend(el);
    clickSend(el);
    // A submit that got through would be posting by the next frame (its token and post take only microtasks).
    await nextFrame();
    expect(el.getAttribute('data-state')).to.equal('submitting');
    expect(fetches.calls.length).to.equal(1, 'double submit blocked');
    const { url, init } = fetches.calls[0]!;
    expect(new URL(url).pathname).to.equal('/contact-page');
    const body = init.body as URLSearchParams;
    // Form-encoded, as the form itself posts: a PHP server keeps every value of a checkbox group.
    expect(body).to.be.instanceOf(URLSearchParams);
    expect(body.get('name')).to.equal('Ann');
    expect(body.get('x_form_id')).to.equal('cf');
    expect(body.get('token')).to.equal('tok-contact');
    // The key travels as a header, as for every form; not in the fields.
    expect((init.headers as Record<string, string>)['idempotency-key']).to.match(/^[0-9a-f]{32}$/);
    expect(body.has('x_idempotency_key')).to.equal(false);
    expect(JSON.parse(body.get('x_hidden_fields') as string)).to.deep.equal(['budget']);
    const fields = JSON.parse(body.get('x_fields') as string);
    expect(fields.map((f: { field_id: string }) => f.field_id)).to.deep.equal(['name', 'email', 'topic', 'budget', 'message']);
    expect(fields[1]).to.deep.equal({ field_id: 'email', original_id: 'email', required_mark: 'required', field_type: 'email', field_label: 'Email' });
    const [a, b] = question(el);
    expect([body.get('x_captcha_first'), body.get('x_captcha_second'), body.get('x_captcha')]).to.deep.equal([String(a), String(b), String(a + b)]);
  });

  it('a hostile id never becomes markup, and a WordPress-style field named action does not redirect the post', async () => {
    const w = window as unknown as { pwned: number };
    w.pwned = 0;
    const hostile = `"><img src=x onerror="window.pwned=1">`;
    const html = FORM.replace('id="cf"', `id='${hostile}'`).replace('<button type="submit">', '<input type="hidden" name="action" value="x_contact"><button type="submit">');
    const el = await fixture(html);
    await until(() => !!el.querySelector('[data-x-captcha-question]')?.textContent, 'captcha row');
    // Had the id made an <img src=x> anywhere, it would have failed, and run its onerror, by the time one of ours with that src has.
    const probe = new Image();
    probe.src = 'x';
    await until(() => probe.complete, 'an image with the same src to fail');
    await nextFrame();
    expect(w.pwned).to.equal(0);
    expect(el.querySelectorAll('img').length).to.equal(0);
    const field = $(el, 'input[name="x_captcha"]');
    expect(field.id).to.equal(`${hostile}-captcha`);
    expect(el.querySelector('[data-x-captcha] label')!.getAttribute('for')).to.equal(field.id);
    await fillValid(el);
    clickSend(el);
    await until(() => fetches.calls.length === 1, 'request');
    expect(new URL(fetches.calls[0]!.url).pathname).to.equal('/contact-page');
    expect((fetches.calls[0]!.init.body as URLSearchParams).get('action')).to.equal('x_contact');
  });

  smoke('on success the sanitised container replaces the form and the conversion fires once', async () => {
    const el = await fixture(FORM);
    const conversions = record(el, 'x-contact-form-conversion');
    (window as unknown as { pwned?: boolean }).pwned = false;
    await fillValid(el);
    clickSend(el);
    await until(() => fetches.calls.length === 1, 'request');
    fetches.calls[0]!.resolve(new Response(`<html><body><x-contact-form id="cf"><p class="ok">Thanks!</p><img src="x" onerror="window.pwned = true"><script>window.pwned = true</script><a href="javascript:window.pwned=true">x</a></x-contact-form></body></html>`, { headers: { 'content-type': 'text/html' } }));
    await until(() => el.querySelector('.ok') !== null, 'replaced');
    expect(el.querySelector('form')).to.equal(null);
    expect(el.querySelector('script')).to.equal(null);
    expect(el.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(el.querySelector('a')!.hasAttribute('href')).to.equal(false);
    // The reply's image has had its try at src="x" (it fails), which would have run an onerror left on it.
    await until(() => el.querySelector('img')!.complete, "the reply's image to fail");
    await nextFrame();
    expect((window as unknown as { pwned: boolean }).pwned).to.equal(false);
    expect(conversions.length).to.equal(1);
    await until(() => el.getAttribute('data-state') === 'submitted', 'state submitted');
  });

  it('a reply with error text shows it, keeps the form as typed and records no conversion', async () => {
    const el = await fixture(FORM);
    const conversions = record(el, 'x-contact-form-conversion');
    await fillValid(el);
    clickSend(el);
    await until(() => fetches.calls.length === 1, 'request');
    fetches.calls[0]!.resolve(new Response('<x-contact-form id="cf"><div data-x-contact-error><p>Server says no</p></div><form></form></x-contact-form>'));
    await until(() => messageText(el).includes('Server says no'), 'server message');
    expect($(el, '#f-name').value).to.equal('Ann');
    expect(conversions.length).to.equal(0);
  });

  for (const [what, fail, expected] of [
    ['no connection', (c: { reject(e: unknown): void }) => c.reject(new TypeError('Failed to fetch')), S.network_error],
    ['a 500 without a container', (c: { resolve(r: Response): void }) => c.resolve(new Response('oops', { status: 500 })), S.server_error.replace('%d', '500')],
    ['an unreadable 200', (c: { resolve(r: Response): void }) => c.resolve(new Response('{"not":"a page"}')), S.reply_error],
  ] as const) {
    it(`after ${what}: the input stays, the message says so, and a retry sends the same key`, async () => {
      const el = await fixture(FORM);
      const errors = record(el, 'x-contact-form-error');
      await fillValid(el);
      clickSend(el);
      await until(() => fetches.calls.length === 1, 'request');
      (fail as (c: unknown) => void)(fetches.calls[0]!);
      await until(() => messageText(el) === expected, 'failure message');
      expect(errors.length).to.equal(1);
      expect($(el, '#f-name').value).to.equal('Ann');
      expect($<HTMLTextAreaElement>(el, '#f-msg').value).to.equal('Hello');
      clickSend(el);
      await until(() => fetches.calls.length === 2, 'retry');
      const key = (i: number) => (fetches.calls[i]!.init.headers as Record<string, string>)['idempotency-key'];
      expect(key(0)).to.match(/^[0-9a-f]{32}$/);
      expect(key(1)).to.equal(key(0));
    });
  }

  it('gives up after the timeout with the input kept', async () => {
    const el = await fixture(FORM.replace('captcha>', 'captcha timeout="1">'));
    await fillValid(el);
    clickSend(el);
    await until(() => messageText(el) === S.timeout_error, 'timeout message', 3000);
    expect($(el, '#f-email').value).to.equal('ann@example.com');
    await until(() => el.getAttribute('data-state') === 'idle', 'state idle');
  });

  it('a failing captcha provider stops the submit with a message', async () => {
    registerCaptchaProvider({ getToken: () => Promise.reject(new Error('widget not loaded')) });
    const el = await fixture(FORM.replace('captcha>', 'captcha captcha-token>'));
    await fillValid(el);
    const original = console.error;
    console.error = () => {};
    try {
      clickSend(el);
      await until(() => messageText(el) === S.captcha_error, 'captcha message');
    } finally {
      console.error = original;
    }
    expect(fetches.calls.length).to.equal(0);
  });

  it('Enter in a field submits by keyboard', async () => {
    const el = await fixture(FORM);
    const invalid = record(el, 'x-contact-form-invalid');
    $(el, '#f-name').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => invalid.length === 1, 'submitted by Enter');
  });

  it('placeholders from labels: the label text becomes the placeholder and the label stays for screen readers', async () => {
    const el = await fixture(FORM.replace('captcha>', 'placeholders>'));
    const name = $(el, '#f-name');
    expect(name.placeholder).to.equal('Name');
    const label = $(el, 'label[for="f-name"]');
    expect(label.getBoundingClientRect().width).to.be.at.most(1);
    expect(name.labels![0]).to.equal(label);
  });

  it('a bad attribute warns once naming the element, attribute and expected form', async () => {
    const warnings = await captureWarnings(async () => {
      await fixture('<x-contact-form id="w" redirect-url="javascript:alert(1)" timeout="soon"><form></form></x-contact-form>');
    });
    expect(warnings.some((w) => w.includes('<x-contact-form> attribute "redirect-url"') && w.includes('http(s) URL'))).to.equal(true);
    expect(warnings.some((w) => w.includes('"timeout"') && w.includes('whole number from 1 to 120'))).to.equal(true);
  });

  it('a malformed conditional-logic value warns and the field always shows', async () => {
    const warnings = await captureWarnings(async () => {
      await fixture(`<x-contact-form id="m"><form><p data-conditional-logic='[["a","equals","b"]]'><input name="z"></p></form></x-contact-form>`);
    });
    expect(warnings.some((w) => w.includes('<x-contact-form> a data-conditional-logic value is invalid'))).to.equal(true);
    expect(document.querySelector<HTMLElement>('[data-conditional-logic]')!.hidden).to.equal(false);
  });
});
