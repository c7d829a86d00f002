import { expect } from 'chai';
import './define';
import { resetPageSettings } from '../core/page-settings';
import { UI_STRINGS as S } from '../ui-strings';
import { registerCaptchaProvider } from '../forms/captcha';
import { captureWarnings, fixture, nextFrame, record, shadow, smoke, stubFetch, until } from '../../tests/browser/helpers';
// The page-level rules the autoloader brings (its [hidden] rule).
import preCss from './newsletter.pre.css?raw';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

const FORM = `
<x-newsletter list-id="weekly" provider="mailchimp" account="acme" ip-address="203.0.113.9" checksum="c5">
  <form>
    <p><label>First name <input name="first_name"></label></p>
    <p><label>Last name <input name="last_name"></label></p>
    <p><label>Email <input name="email" type="email" required></label></p>
    <p><label>Work email <input name="work_email" data-field-type="email"></label></p>
    <fieldset><legend>Topics</legend>
      <label><input type="checkbox" name="topics" value="product"> Product</label>
      <label><input type="checkbox" name="topics" value="events"> Events</label>
    </fieldset>
    <p data-conditional-logic='[["topics","is","events"]]'><label>City <input name="city" required></label></p>
    <p><label>Plan <select name="plan"><option value="free">Free</option><option value="pro">Pro</option></select></label></p>
    <p data-field-type="booleancheckbox"><label><input type="checkbox" name="terms" value="yes"> Terms</label></p>
    <button type="submit">Subscribe</button>
  </form>
</x-newsletter>`;

const $ = <T extends Element = HTMLInputElement>(el: Element, sel: string) => el.querySelector(sel) as T;
const messageText = (el: Element) => shadow(el, '[part="message"]').innerText.trim();
const button = (el: Element) => $<HTMLButtonElement>(el, 'button');
function fillValid(el: Element) {
  $(el, '[name="first_name"]').value = 'Ann';
  $(el, '[name="last_name"]').value = 'Lee';
  $(el, '[name="email"]').value = ' ann@example.com ';
  $(el, 'input[value="product"]').checked = true;
}

describe('x-newsletter', () => {
  let fetches: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    window.xElementsSettings = { ajaxurl: '/ajax-endpoint', frontend_nonce: 'n0nce', actions: { subscribe: 'subscribe_action' } };
    resetPageSettings();
    fetches = stubFetch();
  });
  afterEach(() => {
    fetches.restore();
    delete window.xElementsSettings;
    resetPageSettings();
    registerCaptchaProvider(undefined);
  });

  it('checks the browser validity, names, email and custom fields; failing fields get the error state', async () => {
    const el = await fixture(FORM);
    const errors = record<{ fields: string[] }>(el, 'x-newsletter-error');
    $(el, '[name="first_name"]').value = ' ';
    $(el, '[name="email"]').value = 'ann@nowhere';
    $(el, '[name="work_email"]').value = 'not-an-email';
    button(el).click();
    await until(() => errors.length === 1, 'error event');
    expect(errors[0]!.detail.fields).to.have.members(['first_name', 'last_name', 'email', 'work_email']);
    // The spec's message, then each failing field by its label, a filled email field said to be invalid.
    expect(shadow(el, '[part="message-title"]').textContent).to.equal(S.subscription_failed);
    expect([...el.shadowRoot!.querySelectorAll('[part="message-list"] li')].map((li) => li.textContent))
      .to.deep.equal(['First name', 'Last name', `Email: ${S.invalid}`, `Work email: ${S.invalid}`]);
    for (const name of ['first_name', 'email', 'work_email']) {
      expect($(el, `[name="${name}"]`).getAttribute('aria-invalid')).to.equal('true');
      expect($(el, `[name="${name}"]`).dataset.xState).to.equal('error');
    }
    expect(fetches.calls.length).to.equal(0);
  });

  it('a conditionally hidden required field is skipped and reported hidden', async () => {
    const el = await fixture(FORM);
    fillValid(el);
    button(el).click();
    await until(() => fetches.calls.length === 1, 'request');
    const body = new URLSearchParams(fetches.calls[0]!.init.body as URLSearchParams);
    expect(JSON.parse(body.get('hidden_fields')!)).to.deep.equal(['city']);
  });

  it('posts the subscribe action with every field and the nonce; the button shows loading; a second submit is blocked', async () => {
    registerCaptchaProvider({ getToken: (action) => `tok-${action}` });
    const el = await fixture(FORM.replace('checksum="c5"', 'checksum="c5" captcha-token'));
    fillValid(el);
    $(el, 'input[value="events"]').checked = true;
    $(el, '[name="city"]').value = 'Lyon';
    $(el, '[name="terms"]').checked = true;
    $(el, '[name="city"]').dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => !$(el, '[name="city"]').closest('p')!.hidden, 'city shown', 1000);
    button(el).click();
    await until(() => fetches.calls.length === 1, 'request');
    await until(() => el.getAttribute('data-state') === 'loading', 'loading state');
    expect(button(el).getAttribute('aria-busy')).to.equal('true');
    expect(button(el).dataset.xState).to.equal('loading');
    button(el).click();
    // A submit that got through would be posting by the next frame (its token and post take only microtasks).
    await nextFrame();
    expect(el.getAttribute('data-state')).to.equal('loading');
    expect(fetches.calls.length).to.equal(1, 'blocked while loading');
    const { url, init } = fetches.calls[0]!;
    expect(new URL(url, location.href).pathname).to.equal('/ajax-endpoint');
    const body = Object.fromEntries(new URLSearchParams(init.body as URLSearchParams));
    expect(body).to.deep.include({
      action: 'subscribe_action', nonce: 'n0nce', list_id: 'weekly', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com',
      provider: 'mailchimp', account: 'acme', ip_address: '203.0.113.9', checksum: 'c5', token: 'tok-newsletter', hidden_fields: '[]',
    });
    expect(JSON.parse(body.custom_fields!)).to.deep.equal({ work_email: '', topics: ['product', 'events'], city: 'Lyon', plan: 'free', terms: 'yes' });
    expect((init.headers as Record<string, string>)['idempotency-key']).to.match(/^[0-9a-f]{32}$/);
    expect(body).to.not.have.property('x_idempotency_key');
    fetches.calls[0]!.resolve(Response.json({ success: 'Welcome aboard' }));
    await until(() => el.getAttribute('data-state') === 'subscribed', 'subscribed');
    expect(button(el).hasAttribute('aria-busy')).to.equal(false);
  });

  smoke('success hides the fields and shows the success message', async () => {
    const el = await fixture(FORM);
    const ok = record(el, 'x-newsletter-success');
    fillValid(el);
    button(el).focus();
    button(el).click();
    await until(() => fetches.calls.length === 1, 'request');
    fetches.calls[0]!.resolve(Response.json({ success: 'Welcome aboard' }));
    await until(() => messageText(el) === 'Welcome aboard', 'success message');
    expect($(el, 'form').hidden).to.equal(true);
    expect(ok.length).to.equal(1);
    // The button that had focus is hidden with the form: the answer takes the focus.
    await until(() => el.shadowRoot!.activeElement === shadow(el, '[part="message"]'), 'focus on the answer, not lost with the hidden form');
  });

  it('a sent form stays hidden, and so does a field a rule hides, whatever display a theme gives them', async () => {
    const theme = document.createElement('style');
    theme.textContent = 'x-newsletter form { display: grid } x-newsletter p { display: flex }';
    document.head.append(theme);
    try {
      const el = await fixture(FORM);
      await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
      expect(getComputedStyle($(el, '[data-conditional-logic]')).display).to.equal('none', 'the conditional field (its rule does not hold)');
      fillValid(el);
      button(el).click();
      await until(() => fetches.calls.length === 1, 'request');
      fetches.calls[0]!.resolve(Response.json({ success: 'Welcome aboard' }));
      await until(() => messageText(el) === 'Welcome aboard', 'success message');
      expect(getComputedStyle($(el, 'form')).display).to.equal('none');
    } finally {
      theme.remove();
    }
  });

  it('a returned error is shown (sanitised) and marks the named fields; the input stays', async () => {
    const el = await fixture(FORM);
    fillValid(el);
    button(el).click();
    await until(() => fetches.calls.length === 1, 'request');
    fetches.calls[0]!.resolve(Response.json({ error: 'This address is <b>blocked</b><img src=x onerror="window.pwned=1">', fields: ['email'] }));
    await until(() => messageText(el).includes('This address is blocked'), 'error shown');
    expect(shadow(el, '[part="message"] b').textContent).to.equal('blocked');
    expect(shadow(el, '[part="message"] img').hasAttribute('onerror')).to.equal(false);
    expect($(el, '[name="email"]').getAttribute('aria-invalid')).to.equal('true');
    expect($(el, '[name="first_name"]').value).to.equal('Ann');
    expect($(el, 'form').hidden).to.equal(false);
  });

  for (const [what, reply, expected] of [
    ['a falsy reply', () => new Response('0'), S.subscription_failed],
    ['a null reply', () => Response.json(null), S.subscription_failed],
    ['garbage', () => new Response('<html>oops'), S.reply_error],
    ['a 503', () => new Response('busy', { status: 503 }), S.server_error.replace('%d', '503')],
  ] as const) {
    it(`${what}: says so, keeps the input, and a retry sends the same key`, async () => {
      const el = await fixture(FORM);
      fillValid(el);
      button(el).click();
      await until(() => fetches.calls.length === 1, 'request');
      fetches.calls[0]!.resolve(reply());
      await until(() => messageText(el) === expected, 'message');
      expect($(el, '[name="email"]').value).to.equal('ann@example.com'); // the browser trims email inputs itself
      expect($(el, '[name="first_name"]').value).to.equal('Ann');
      await until(() => el.getAttribute('data-state') === 'idle', 'state idle');
      button(el).click();
      await until(() => fetches.calls.length === 2, 'retry');
      const key = (i: number) => (fetches.calls[i]!.init.headers as Record<string, string>)['idempotency-key'];
      expect(key(0)).to.match(/^[0-9a-f]{32}$/);
      expect(key(1)).to.equal(key(0));
    });
  }

  it('tells the site builder, once, where a failed signup went when the page settings name no ajaxurl', async () => {
    window.xElementsSettings = {};
    resetPageSettings();
    const warnings = await captureWarnings(async () => {
      const el = await fixture(FORM);
      for (let i = 0; i < 2; i++) {
        fillValid(el);
        button(el).click();
        await until(() => fetches.calls.length === i + 1, 'request');
        expect(fetches.calls[i]!.url).to.match(/\/wp-admin\/admin-ajax\.php$/);
        fetches.calls[i]!.resolve(new Response('<html>Not found', { status: 404 }));
        await until(() => el.getAttribute('data-state') === 'idle' && messageText(el) !== '', 'failed');
      }
    });
    const hints = warnings.filter((m) => m.includes('"ajaxurl"'));
    expect(hints).to.have.length(1);
    expect(hints[0]).to.include('/wp-admin/admin-ajax.php');
  });

  it('no connection: the network message, input kept', async () => {
    const el = await fixture(FORM);
    fillValid(el);
    button(el).click();
    await until(() => fetches.calls.length === 1, 'request');
    fetches.calls[0]!.reject(new TypeError('Failed to fetch'));
    await until(() => messageText(el) === S.network_error, 'message');
    expect($(el, '[name="first_name"]').value).to.equal('Ann');
  });
});
