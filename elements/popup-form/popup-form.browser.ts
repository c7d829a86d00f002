import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './define';
import { UI_STRINGS as S } from '../ui-strings';
import { preCssFile } from '../../scripts/pre-css.mjs';

const ownCss = import.meta.glob<string>('./popup-form.*.css', { query: '?raw', import: 'default', eager: true });
import { captureWarnings, clearCookies, fixture, mounted, nextFrame, record, removeFrame, smoke, stubFetch, until } from '../../tests/browser/helpers';

type XPopup = HTMLElement & { show(): void; hide(): void; forget(): void };
const dialogOf = (el: Element) => el.shadowRoot!.querySelector('dialog')!;
const isOpen = (el: Element) => dialogOf(el)?.open === true;
const cleanup = async () => {
  document.querySelectorAll('x-popup-form, [data-x-popup-spacer], #tall').forEach((n) => n.remove());
  await clearCookies((n) => n.startsWith('x-popup-'));
  window.scrollTo(0, 0);
};
const FORM = (id: string, attrs = '') => `
<x-popup-form id="${id}" type="popup" ${attrs}>
  <h2>Join</h2>
  <form action="/api/embed/submit?form=${id}" method="post">
    <p><label>Email <input type="email" name="email" data-field="email" required></label></p>
    <p><button type="submit">Subscribe</button></p>
  </form>
</x-popup-form>`;
/** Popups move themselves to the end of the body; this finds them again. */
async function popup(html: string): Promise<XPopup> {
  const id = /id="([^"]+)"/.exec(html)![1]!;
  await fixture(html);
  const el = document.getElementById(id) as XPopup;
  await mounted(document.body);
  await until(() => el.parentElement === document.body, 'moved to the body');
  return el;
}
/** Each test of the suite gets a clean page and a hand-answered fetch, in `fetches`. */
let fetches: ReturnType<typeof stubFetch>;
function withStubbedFetch() {
  beforeEach(async () => {
    await cleanup();
    fetches = stubFetch();
  });
  afterEach(async () => {
    fetches.restore();
    await cleanup();
  });
}
/**
 * Scrolls the window and waits for a scroll event at that position: the
 * popup's scroll listener, added before this one, has seen it by then.
 */
async function scrollHeard(y: number) {
  let heard = false;
  const onScroll = () => (heard = true);
  addEventListener('scroll', onScroll);
  try {
    const from = scrollY;
    window.scrollTo(0, y);
    if (Math.abs(scrollY - from) < 1) return; // already there: no scroll event comes
    await until(() => heard, `a scroll event at ${Math.round(y)} px`);
  } finally {
    removeEventListener('scroll', onScroll);
  }
}
function tall() {
  const spacer = Object.assign(document.createElement('div'), { id: 'tall' });
  spacer.style.blockSize = '400vh';
  document.body.append(spacer);
}

describe('x-popup-form triggers', () => {
  beforeEach(cleanup);
  afterEach(cleanup);

  it('a delay of data-show-after × 1000 ms, once per page view', async () => {
    // Real timers (a faked clock once hung WebKit's page under CI load): the
    // popup may open late on a busy machine, never early, so the check is the
    // lower bound, which no load can break.
    const start = performance.now();
    const el = await popup(FORM('p-delay', 'data-show-after="1"'));
    let openedAt = 0;
    el.addEventListener('x-popup-form-open', () => (openedAt ||= performance.now()));
    const opens = record<{ trigger: string }>(el, 'x-popup-form-open');
    await until(() => isOpen(el), 'open after 1000 ms', 6000);
    expect(openedAt - start).to.be.at.least(1000, 'not before 1000 ms');
    expect(opens.map((e) => e.detail.trigger)).to.deep.equal(['delay']);
    el.hide();
    // Time is what is tested: past another 1000 ms delay (and half again), still closed.
    const hiddenAt = performance.now();
    let reopened = false;
    await until(() => (reopened ||= isOpen(el)) || performance.now() - hiddenAt > 1500, '1500 ms after hiding', 6000);
    expect(reopened).to.equal(false, 'once');
    expect(opens).to.have.length(1);
  });

  for (const [value, below, above] of [['half', 0.4, 0.6], ['end', 0.9, 1]] as const) {
    it(`a scroll depth (data-show-on-page="${value}": ${value === 'end' ? 100 : 50} percent), fired once`, async () => {
      tall();
      const el = await popup(FORM(`p-scroll-${value}`, `data-show-on-page="${value}"`));
      const max = document.documentElement.scrollHeight - innerHeight;
      await scrollHeard(max * below);
      expect(isOpen(el)).to.equal(false, `not at ${below * 100} percent`);
      window.scrollTo(0, max * above);
      await until(() => isOpen(el), `open at ${above * 100} percent`);
      el.hide();
      await scrollHeard(0);
      await scrollHeard(max);
      expect(isOpen(el)).to.equal(false, 'fired once');
    });
  }

  it('exit intent: the mouse leaving the window, once', async () => {
    const el = await popup(FORM('p-exit', 'data-show-on-unload'));
    const leave = () => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null, clientY: -5 }));
    // Events dispatched by hand are handled before dispatchEvent returns, and a popup opens at once (showModal).
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.documentElement }));
    expect(isOpen(el)).to.equal(false, 'moving within the page does nothing');
    leave();
    await until(() => isOpen(el), 'open on leaving');
    el.hide();
    leave();
    expect(isOpen(el)).to.equal(false, 'once');
  });

  it('a trigger set later on an element inside (an embed\'s root) is followed', async () => {
    const el = await popup(FORM('p-inner'));
    const leave = () => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null, clientY: -5 }));
    leave();
    expect(isOpen(el)).to.equal(false, 'no trigger yet');
    el.querySelector('h2')!.setAttribute('data-show-on-unload', '');
    // The listener is added by the render the attribute change causes.
    await until(() => (leave(), isOpen(el)), 'open on leaving');
  });

  it('openers: data-x-popup-open and a link to its id, again after closing; focus moves in and back; Escape closes', async () => {
    const el = await popup(FORM('p-open'));
    const button = Object.assign(document.createElement('button'), { textContent: 'Open' });
    button.setAttribute('data-x-popup-open', 'p-open');
    const link = Object.assign(document.createElement('a'), { href: '#p-open', textContent: 'link' });
    const other = Object.assign(document.createElement('button'), { textContent: 'Other' });
    other.setAttribute('data-x-popup-open', 'someone-else');
    document.body.append(button, link, other);
    try {
      other.click(); // the page's opener listener runs within click(), and a popup opens at once
      expect(isOpen(el)).to.equal(false, 'an opener for another popup');
      button.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => isOpen(el), 'opened by the button');
      expect(document.activeElement === el.querySelector('input[name="email"]')).to.equal(true, 'focus on the first field');
      await sendKeys({ press: 'Escape' });
      await until(() => !isOpen(el), 'closed by Escape');
      await until(() => document.activeElement === button, 'focus back on the opener');
      link.click();
      await until(() => isOpen(el), 'opened again by the link');
      expect(location.hash).to.not.equal('#p-open');
    } finally {
      button.remove();
      link.remove();
      other.remove();
    }
  });

  it('opens on mount when the address names its id (a link followed before it loaded)', async () => {
    history.replaceState(null, '', '#p-hash');
    try {
      const el = await popup(FORM('p-hash'));
      await until(() => isOpen(el), 'opened from the address');
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
    }
  });

  it('clicks inside do not close it; the close control and the backdrop do', async () => {
    const el = await popup(FORM('p-click'));
    const closes = record<{ reason: string }>(el, 'x-popup-form-close');
    el.show();
    el.querySelector<HTMLElement>('h2')!.click();
    el.querySelector<HTMLElement>('input')!.click();
    await nextFrame(); // handled within click(); a close would have told by now
    expect(isOpen(el)).to.equal(true);
    expect(closes).to.have.length(0);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    await until(() => !isOpen(el), 'closed by the control');
    el.show();
    dialogOf(el).dispatchEvent(new MouseEvent('click', { bubbles: true })); // what a click on the backdrop delivers
    await until(() => !isOpen(el) && closes.length === 2, 'closed by the backdrop');
    expect(closes.map((e) => e.detail.reason)).to.deep.equal(['close-button', 'backdrop']);
  });

  it('remembers a dismissal for dismiss-days (automatic triggers stay quiet) and forgets on request; 0 turns it off', async () => {
    const first = await popup(FORM('p-memory'));
    first.show();
    first.shadowRoot!.querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    await until(() => document.cookie.includes('x-popup-dismissed-p-memory=1'), 'dismissal cookie');
    first.remove();
    const again = await popup(FORM('p-memory', 'data-show-on-unload'));
    document.dispatchEvent(new MouseEvent('mouseout', { relatedTarget: null })); // handled before dispatchEvent returns
    expect(isOpen(again)).to.equal(false, 'quiet while dismissed');
    again.forget();
    expect(document.cookie).to.not.include('x-popup-dismissed-p-memory');
    const off = await popup(FORM('p-nomemory', 'dismiss-days="0"'));
    const offCloses = record<{ reason: string }>(off, 'x-popup-form-close');
    off.show();
    off.hide();
    off.show();
    off.shadowRoot!.querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    // A dismissal is remembered (or not) as the close is told.
    await until(() => offCloses.some((e) => e.detail.reason === 'close-button'), 'closed by the control');
    expect(document.cookie).to.not.include('x-popup-dismissed-p-nomemory');
    // Forgotten: a fresh instance opens by itself again.
    again.remove();
    const fresh = await popup(FORM('p-memory', 'data-show-on-unload'));
    document.dispatchEvent(new MouseEvent('mouseout', { relatedTarget: null }));
    await until(() => isOpen(fresh), 'opens once forgotten');
  });

  it('is not opened by the page\'s triggers once removed, before it unmounts (it tried, and a detached dialog threw)', async () => {
    const gone = await popup(FORM('p-gone', 'data-show-on-unload'));
    const opens = record(gone, 'x-popup-form-open');
    gone.remove(); // unmounts in a later task
    document.dispatchEvent(new MouseEvent('mouseout', { relatedTarget: null }));
    expect(opens).to.have.length(0);
    expect(isOpen(gone)).to.equal(false);
  });

  it('a banner fixed to the top gets a spacer of its height that follows it', async () => {
    const el = await popup(FORM('p-top', 'fixed-top'));
    el.show();
    const banner = el.shadowRoot!.querySelector<HTMLElement>('[popover]')!;
    await until(() => banner.matches(':popover-open'), 'banner shown');
    const spacer = () => document.querySelector<HTMLElement>('[data-x-popup-spacer]');
    await until(() => spacer()?.offsetHeight === banner.offsetHeight && banner.offsetHeight > 0, 'spacer height');
    expect(document.body.firstElementChild === spacer()).to.equal(true, 'spacer first in the body');
    const more = Object.assign(document.createElement('p'), { textContent: 'More text' });
    more.style.blockSize = '120px';
    el.append(more);
    await until(() => spacer()!.offsetHeight === banner.offsetHeight && banner.offsetHeight > 150, 'spacer follows');
    banner.focus();
    await sendKeys({ press: 'Escape' });
    await until(() => spacer() === null && !banner.matches(':popover-open'), 'closed, spacer gone');
  });
});

describe('x-popup-form submit', () => {
  withStubbedFetch();

  const MULTI = `
<x-popup-form id="multi">
  <form action="/api/embed/submit?form=multi" method="post">
    <div data-page>
      <select name="title" data-field="title" data-title><option value="">-</option><option value="ms">Ms</option><option value="other">Other</option></select>
      <input name="title_custom" data-field="title_custom" data-title-custom>
      <input name="first_name" data-field="first_name" required>
      <button type="button" data-page-next>Next</button>
    </div>
    <div data-page>
      <input type="email" name="email" data-field="email" required>
      <button type="button" data-page-prev>Back</button><button type="submit">Send</button>
    </div>
    <div data-page><p class="done">Thanks</p></div>
  </form>
</x-popup-form>`;
  const pageShown = (el: Element) => [...el.querySelectorAll<HTMLElement>('[data-page]')].findIndex((p) => !p.hidden);

  smoke('opens from its opener, sends the form and thanks the visitor', async () => {
    const el = await popup(FORM('p-smoke'));
    const opener = Object.assign(document.createElement('button'), { textContent: 'Join' });
    opener.setAttribute('data-x-popup-open', 'p-smoke');
    document.body.append(opener);
    try {
      expect(isOpen(el)).to.equal(false);
      opener.click();
      await until(() => isOpen(el), 'opened by its opener');
      el.querySelector<HTMLInputElement>('[name="email"]')!.value = 'ann@example.com';
      el.querySelector<HTMLButtonElement>('button[type="submit"]')!.focus();
      el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await until(() => fetches.calls.length === 1, 'request');
      expect((fetches.calls[0]!.init.body as FormData).get('email')).to.equal('ann@example.com');
      fetches.calls[0]!.resolve(new Response('{"id":7}', { status: 201 }));
      await until(() => el.shadowRoot!.querySelector('[part="message"]')?.textContent === 'Thank you!', 'thanked');
      // The dialog is named by its heading, and the thanks take the focus the hidden form's button had.
      expect(dialogOf(el).getAttribute('aria-label')).to.equal('Join');
      await until(() => el.shadowRoot!.activeElement === el.shadowRoot!.querySelector('[part="message"]'), 'focus on the thanks');
    } finally {
      opener.remove();
    }
  });

  it('without scripts, a multi-page form shows its fields\' pages and its send button, not the steps\' buttons nor the thanks', async () => {
    // A sandbox without allow-scripts, the linked x-elements.pre.css of this element's rules.
    const frame = document.createElement('iframe');
    frame.sandbox.add('allow-same-origin');
    frame.style.cssText = 'width: 800px; height: 600px; border: 0';
    frame.srcdoc = `<!doctype html><style>${preCssFile(ownCss)}</style><body>${MULTI}`;
    const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
    document.body.append(frame);
    await loaded;
    try {
      const shown = (sel: string) => [...frame.contentDocument!.querySelectorAll(sel)].map((n) => getComputedStyle(n).display !== 'none');
      expect(shown('[data-page]')).to.deep.equal([true, true, false]);
      expect(shown('[data-page-next], [data-page-prev], [type="submit"]')).to.deep.equal([false, false, true]);
    } finally {
      await removeFrame(frame);
    }
  });

  it('a multi-page form shows one page at a time; next checks the page; success advances', async () => {
    const el = await fixture(MULTI);
    const $ = (s: string) => el.querySelector<HTMLInputElement>(s)!;
    expect(pageShown(el)).to.equal(0);
    expect([...el.querySelectorAll<HTMLElement>('[data-page]')].filter((p) => !p.hidden).length).to.equal(1);
    const invalid = record($('[name="first_name"]'), 'invalid');
    const moves = record(el, 'x-popup-form-page');
    $('[data-page-next]').click();
    expect(invalid.length, 'the page checked: first name reported').to.be.at.least(1);
    await nextFrame();
    expect(pageShown(el)).to.equal(0, 'first name is required');
    expect(moves).to.have.length(0);
    $('[name="first_name"]').value = 'Ann';
    $('[data-page-next]').click();
    await until(() => pageShown(el) === 1, 'page 2');
    $('[data-page-prev]').click();
    await until(() => pageShown(el) === 0, 'back to page 1');
    $('[data-page-next]').click();
    await until(() => pageShown(el) === 1, 'page 2 again');
    $('[name="email"]').value = 'ann@example.com';
    $('button[type="submit"]').click();
    await until(() => fetches.calls.length === 1, 'request');
    const { init } = fetches.calls[0]!;
    expect((init.headers as Record<string, string>).accept).to.equal('application/json');
    expect(init.body).to.be.instanceOf(FormData);
    expect((init.body as FormData).get('first_name')).to.equal('Ann');
    fetches.calls[0]!.resolve(new Response('{"id":1}', { status: 201 }));
    await until(() => pageShown(el) === 2, 'advanced to the next page');
  });

  it('the title select: its last option reveals and requires the free-text input', async () => {
    const el = await fixture(MULTI);
    const select = el.querySelector<HTMLSelectElement>('select')!;
    const custom = el.querySelector<HTMLInputElement>('[data-title-custom]')!;
    expect(custom.hidden).to.equal(true);
    select.value = 'other';
    select.dispatchEvent(new Event('change'));
    expect(custom.hidden).to.equal(false);
    expect(custom.required).to.equal(true);
    select.value = 'ms';
    select.dispatchEvent(new Event('change'));
    expect(custom.hidden && custom.disabled).to.equal(true);
  });

  it('422: each message in its field\'s error slot, the field marked; all cleared on the next submit', async () => {
    const el = await fixture(MULTI);
    const $ = (s: string) => el.querySelector<HTMLInputElement>(s)!;
    $('[name="first_name"]').value = 'Ann';
    $('[name="email"]').value = 'ann@example.com';
    $('button[type="submit"]').click();
    await until(() => fetches.calls.length === 1, 'request');
    fetches.calls[0]!.resolve(Response.json({ validation_messages: { email: 'Already registered.', first_name: ['Too', 'short.'] } }, { status: 422 }));
    await until(() => el.querySelector('[data-field-error="email"]')?.textContent === 'Already registered.', 'email message');
    expect(el.querySelector('[data-field-error="first_name"]')!.textContent).to.equal('Too short.');
    expect($('[name="email"]').getAttribute('aria-invalid')).to.equal('true');
    expect($('[name="email"]').dataset.xState).to.equal('error');
    expect($('[name="email"]').getAttribute('aria-describedby')).to.equal(el.querySelector('[data-field-error="email"]')!.id);
    expect(pageShown(el)).to.equal(0, 'back on the page of the first failing field');
    $('button[type="submit"]').click();
    await until(() => fetches.calls.length === 2, 'second request');
    expect(el.querySelector('[data-field-error="email"]')!.textContent).to.equal('', 'cleared before the reply');
    expect($('[name="email"]').hasAttribute('aria-invalid')).to.equal(false);
  });

  it('any other status: logged, a message, input kept, and a retry sends the same Idempotency-Key', async () => {
    const el = await fixture(MULTI);
    el.querySelector<HTMLInputElement>('[name="first_name"]')!.value = 'Ann';
    el.querySelector<HTMLInputElement>('[name="email"]')!.value = 'ann@example.com';
    const logged: string[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => logged.push(a.join(' '));
    try {
      el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await until(() => fetches.calls.length === 1, 'request');
      fetches.calls[0]!.resolve(new Response('boom', { status: 500 }));
      await until(() => logged.some((l) => l.includes('500')), 'logged');
    } finally {
      console.error = original;
    }
    await until(() => el.shadowRoot!.querySelector('[part="message"]')!.textContent === S.server_error.replace('%d', '500'), 'message');
    expect(el.querySelector<HTMLInputElement>('[name="email"]')!.value).to.equal('ann@example.com');
    el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => fetches.calls.length === 2, 'retry');
    const key = (i: number) => (fetches.calls[i]!.init.headers as Record<string, string>)['idempotency-key'];
    expect(key(1)).to.equal(key(0)).and.match(/^[0-9a-f]{32}$/);
  });

  it('disabled: the action is emptied, the submit button disabled, nothing is sent', async () => {
    const el = await fixture(MULTI.replace('id="multi"', 'id="multi" disabled'));
    const form = el.querySelector('form')!;
    expect(form.getAttribute('action')).to.equal('');
    expect(el.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).to.equal(true);
    form.requestSubmit(); // handled (or refused by validation) within the call
    await nextFrame(); // a post would have started by now
    expect(fetches.calls.length).to.equal(0);
  });

  it('counts a view with a GET (Accept: application/json) every time the popup shows', async () => {
    const el = await popup(FORM('p-views', 'tracking-url="/api/embed/view?form=p-views"'));
    el.show();
    el.hide();
    el.show();
    await until(() => fetches.calls.length === 2, 'two view requests');
    for (const call of fetches.calls) {
      expect(call.url).to.equal('/api/embed/view?form=p-views');
      expect(call.init.method ?? 'GET').to.equal('GET');
      expect((call.init.headers as Record<string, string>).accept).to.equal('application/json');
      call.resolve(new Response('not even json'));
    }
  });

  it('a captcha site key asks the provider for a token, sent as the captcha field; a 422 resets the captcha', async () => {
    let resets = 0;
    (window as unknown as { xElementsCaptcha: unknown }).xElementsCaptcha = { getToken: (action: string, key: string) => `${action}:${key}`, reset: () => resets++ };
    try {
      const el = await fixture(MULTI.replace('id="multi"', 'id="multi" data-sitekey="SITE"'));
      el.querySelector<HTMLInputElement>('[name="first_name"]')!.value = 'Ann';
      el.querySelector<HTMLInputElement>('[name="email"]')!.value = 'ann@example.com';
      el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await until(() => fetches.calls.length === 1, 'request');
      expect((fetches.calls[0]!.init.body as FormData).get('captcha')).to.equal('embed:SITE');
      fetches.calls[0]!.resolve(Response.json({ validation_messages: { captcha: 'Try again.' } }, { status: 422 }));
      await until(() => resets === 1, 'captcha reset');
    } finally {
      delete (window as unknown as { xElementsCaptcha?: unknown }).xElementsCaptcha;
    }
  });
});

describe('x-popup-form submit memory', () => {
  withStubbedFetch();

  for (const [attrs, remembered] of [['', true], ['remember-submit="false"', false]] as const) {
    it(`a sent popup ${remembered ? 'is remembered' : 'is not remembered with remember-submit="false"'}`, async () => {
      const el = await popup(FORM('p-sent', `data-show-on-unload ${attrs}`));
      el.show();
      el.querySelector<HTMLInputElement>('[name="email"]')!.value = 'ann@example.com';
      el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await until(() => fetches.calls.length === 1, 'request');
      fetches.calls[0]!.resolve(new Response('{"id":7}', { status: 201 }));
      await until(() => el.shadowRoot!.querySelector('[part="message"]')!.textContent === 'Thank you!', 'accepted');
      expect(document.cookie.includes('x-popup-submitted-p-sent=1')).to.equal(remembered);
      el.hide();
      el.remove();
      const again = await popup(FORM('p-sent', `data-show-on-unload ${attrs}`));
      document.dispatchEvent(new MouseEvent('mouseout', { relatedTarget: null })); // handled before dispatchEvent returns
      expect(isOpen(again)).to.equal(!remembered);
    });
  }
});

describe('x-popup-form global object', () => {
  beforeEach(cleanup);
  afterEach(async () => {
    await cleanup();
    delete window.xPopupForm;
  });

  it('hostile html in the config does not execute, and form markup survives', async () => {
    (window as unknown as { pwned: number }).pwned = 0;
    window.xPopupForm = {
      type: 'inline',
      html: `<form action="javascript:window.pwned=1" method="post"><input name="email" onfocus="window.pwned=1" autofocus><img src="x" onerror="window.pwned=1"><script>window.pwned=1${'<'}/script><iframe src="javascript:parent.pwned=1"></iframe><button type="submit" formaction="javascript:window.pwned=1">Go</button></form><a href="javascript:window.pwned=1">x</a>`,
    };
    const el = await fixture('<x-popup-form data-x-global></x-popup-form>');
    await until(() => el.querySelector('form') !== null, 'html inserted');
    // What could have run has had its chance: the image's try at src="x" (it fails), and autofocus (done in a frame's rendering step).
    const img = el.querySelector('img');
    if (img) await until(() => img.complete, 'the image to fail');
    await nextFrame();
    expect((window as unknown as { pwned: number }).pwned).to.equal(0);
    expect(el.querySelector('script, iframe')).to.equal(null);
    expect(el.querySelector('form')!.hasAttribute('action')).to.equal(false);
    expect(el.querySelector('input')!.hasAttribute('onfocus')).to.equal(false);
    expect(el.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(el.querySelector('button')!.hasAttribute('formaction')).to.equal(false);
    expect(el.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(el.querySelector('input[name="email"]')).to.not.equal(null);
  });

  it('markup that crashed Chromium\'s Sanitizer API (<marquee onstart>) is parsed and cleaned, the tab lives', async () => {
    const w = window as unknown as { pwned: number };
    w.pwned = 0;
    window.xPopupForm = { type: 'inline', html: '<marquee onstart="window.pwned=1">News</marquee><form><input name="email"></form>' };
    const el = await fixture('<x-popup-form data-x-global></x-popup-form>');
    await until(() => el.querySelector('form') !== null, 'html inserted');
    // A marquee starts once drawn: two frames.
    await nextFrame();
    await nextFrame();
    expect(w.pwned).to.equal(0);
    expect(el.textContent).to.include('News');
    expect([...el.querySelectorAll('*')].some((e) => e.hasAttribute('onstart'))).to.equal(false);
  });

  it('clobbering markup cannot smuggle handlers or a javascript: action past the sanitiser', async () => {
    const w = window as unknown as { pwned: number };
    w.pwned = 0;
    window.xPopupForm = {
      type: 'popup',
      html: `<div data-x-popup-open><form action="javascript:window.pwned=1" onfocusin="window.pwned=2" tabindex="0" autofocus><input name="attributes"><input name="attributes"><input name="childNodes"><input id="submit"><input name="email" autofocus><button>Go</button></form></div>`,
    };
    await fixture('<x-popup-form data-x-global></x-popup-form>');
    // A popup moves itself to the end of the body.
    await until(() => document.querySelector('x-popup-form form') !== null, 'html inserted');
    const el = document.querySelector('x-popup-form') as XPopup;
    el.show();
    await until(() => isOpen(el), 'open');
    el.querySelector<HTMLInputElement>('input[name="email"]')!.focus(); // focus handlers run within focus()
    await nextFrame(); // and autofocus in a frame's rendering step
    expect(w.pwned).to.equal(0);
    const form = el.querySelector('form')!;
    expect(form.getAttributeNames()).to.deep.equal([]);
    expect(el.querySelectorAll('input[name="attributes"], input[name="childNodes"], input#submit').length).to.equal(0);
  });

  it('a bad config gives one console error naming each wrong field, and uses the defaults', async () => {
    window.xPopupForm = { type: 'modal', html: '<form><input name="email"></form>', fixedTop: 'yes', colour: 'red' };
    const errors: string[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => errors.push(a.join(' '));
    try {
      const el = await fixture('<x-popup-form data-x-global></x-popup-form>');
      await until(() => el.querySelector('form') !== null, 'html inserted');
    } finally {
      console.error = original;
    }
    expect(errors.length).to.equal(1);
    expect(errors[0]).to.include('"type" is "modal", expected "inline" or "popup"').and.include('"fixedTop"').and.include('unknown field "colour"');
  });

  it('a bad trigger attribute warns naming the element, attribute and expected form', async () => {
    const warnings = await captureWarnings(async () => {
      await popup(FORM('p-warn', 'data-show-after="soon"'));
    });
    expect(warnings.some((w) => w.includes('<x-popup-form> attribute "data-show-after"') && w.includes('a number from 0 to 3600'))).to.equal(true);
  });

  it('a page holding only the pasted snippet shows a working popup against the reference server', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/examples/popup-snippet.html';
    frame.style.cssText = 'inline-size: 800px; block-size: 600px';
    document.body.append(frame);
    try {
      const w = () => frame.contentWindow!;
      const host = () => w().document.querySelector('x-popup-form');
      await until(() => host()?.shadowRoot?.querySelector('dialog')?.open === true, 'the popup opened by itself', 8000);
      const doc = w().document;
      doc.querySelector<HTMLInputElement>('[name="first_name"]')!.value = 'Ann';
      doc.querySelector<HTMLInputElement>('[name="email"]')!.value = 'not-an-email@x';
      doc.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await until(() => !!doc.querySelector('[data-field-error="email"]')?.textContent, 'the server\'s 422 shown', 4000);
      doc.querySelector<HTMLInputElement>('[name="email"]')!.value = 'ann@example.com';
      doc.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await until(() => host()!.shadowRoot!.querySelector('[part="message"]')?.textContent === 'Thank you!', 'accepted', 4000);
      const stats = await (await fetch('/api/embed/stats?form=snippet')).json();
      expect(stats.submissions).to.be.at.least(1);
      expect(stats.views).to.be.at.least(1);
    } finally {
      await removeFrame(frame);
    }
  });

  it('redirects when the reply names a redirect', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/examples/popup-opener.html';
    frame.style.cssText = 'inline-size: 800px; block-size: 600px';
    document.body.append(frame);
    try {
      const doc = () => frame.contentDocument!;
      await until(() => doc().querySelector('x-popup-form')?.hasAttribute('data-x-ready') === true, 'the page is ready', 8000);
      const el = doc().querySelector('x-popup-form') as XPopup;
      el.querySelector('form')!.setAttribute('action', '/api/embed/submit?form=redir&redirect=/examples/x-rating.html%3Fwelcome');
      el.show();
      el.querySelector<HTMLInputElement>('[name="email"]')!.value = 'go@example.com';
      el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await until(() => frame.contentWindow!.location.search === '?welcome', 'redirected', 6000);
      expect(frame.contentWindow!.location.pathname).to.equal('/examples/x-rating.html');
    } finally {
      await removeFrame(frame);
    }
  });
});
