import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './define';
import { COOKIE_NAME, HOST_MISMATCH, parseConsent, readCookie, whenGranted } from './state';
import { clearCookies, fixture, record, smoke, until } from '../../tests/browser/helpers';

type XConsent = HTMLElement & { acceptAll(): void; rejectAll(): void; showPreferences(): void };
const clear = () => clearCookies((n) => n === COOKIE_NAME);
const part = (el: Element, p: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${p}"]`);
const active = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;
const cookie = () => parseConsent(readCookie(COOKIE_NAME));
const markup = (attrs = '') => `<x-consent reload-on-withdrawal="false" ${attrs}>We use cookies.<span slot="category-analytics">Counting visits.</span></x-consent>`;

describe('x-consent', () => {
  beforeEach(clear);
  after(clear);

  it('shows the banner while undecided, with accept and reject of equal weight', async () => {
    const el = await fixture<XConsent>(markup());
    const banner = part(el, 'banner')!;
    expect(banner.getAttribute('role')).to.equal('region');
    expect(banner.getAttribute('aria-label')).to.equal('Cookie consent');
    expect(part(el, 'accept')!.textContent).to.equal('Accept all');
    expect(part(el, 'reject')!.textContent).to.equal('Reject all');
    expect(part(el, 'accept')!.className).to.equal(part(el, 'reject')!.className);
  });

  smoke('accepts all from the banner: every category granted, the banner gives way to the revisit control', async () => {
    const el = await fixture<XConsent>(markup());
    const changes = record<{ action: string }>(el, 'x-consent-change');
    let granted = 0;
    whenGranted('analytics', () => granted++);
    part(el, 'accept')!.click();
    await until(() => cookie().action === 'yes', 'decided');
    const c = cookie();
    expect([c.necessary, c.functional, c.analytics, c.performance, c.advertisement, c.consent]).to.deep.equal(['yes', 'yes', 'yes', 'yes', 'yes', 'yes']);
    expect(changes.map((e) => e.detail.action)).to.deep.equal(['accept_all']);
    await until(() => granted === 1, 'a category waited for is granted');
    await until(() => part(el, 'banner') === null && part(el, 'revisit') !== null, 'the banner replaced by the revisit control');
  });

  it('keeps what the visitor focuses clear of the banner while it is up (the page\'s scroll padding), and gives the padding back', async () => {
    const page = document.createElement('div');
    page.innerHTML = '<div style="height: 3000px"></div><button id="under">Under</button><div style="height: 3000px"></div>';
    document.body.append(page);
    try {
      const el = await fixture<XConsent>(markup());
      const bannerBox = () => part(el, 'banner')!.getBoundingClientRect();
      await until(() => document.documentElement.style.scrollPaddingBlockEnd !== '', 'the padding set');
      const button = page.querySelector<HTMLElement>('#under')!;
      button.focus();
      // WebKit scrolls to a focused element a frame later.
      await until(() => button.getBoundingClientRect().bottom <= bannerBox().top && button.getBoundingClientRect().top >= 0,
        () => `the focused button above the banner: ${button.getBoundingClientRect().bottom} against ${bannerBox().top}`);
      part(el, 'reject')!.click();
      await until(() => part(el, 'banner') === null, 'decided');
      expect(document.documentElement.style.scrollPaddingBlockEnd).to.equal('');
    } finally {
      page.remove();
      window.scrollTo(0, 0);
    }
  });

  it('gives focus to the revisit control after a decision in the banner or the dialog, not to the page\'s top', async () => {
    const el = await fixture<XConsent>(markup());
    part(el, 'reject')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => part(el, 'revisit') !== null && active(el) === part(el, 'revisit'), 'focus on the revisit control');
    await clear();
    const again = await fixture<XConsent>(markup());
    part(again, 'customise')!.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = again.shadowRoot!.querySelector('dialog')!;
    await until(() => dialog.open, 'dialog open');
    dialog.querySelector<HTMLButtonElement>('[part~="save"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !dialog.open && active(again) === part(again, 'revisit'), 'focus on the revisit control after saving');
  });

  it('opens the preferences by keyboard, closes on Escape and returns focus', async () => {
    const el = await fixture<XConsent>(markup());
    const customise = part(el, 'customise')!;
    customise.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await until(() => dialog.open, 'dialog open');
    expect(active(el)?.closest('dialog')).to.equal(dialog);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'dialog closed');
    await until(() => active(el) === customise, 'focus back on Customise');
  });

  it('saves per-category choices chosen by keyboard; necessary is locked on', async () => {
    const el = await fixture<XConsent>(markup());
    const changes = record<{ action: string }>(el, 'x-consent-change');
    el.showPreferences();
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await until(() => dialog.open, 'dialog open');
    const necessary = dialog.querySelector<HTMLInputElement>('input[name="necessary"]')!;
    expect(necessary.checked && necessary.disabled).to.equal(true);
    const analytics = dialog.querySelector<HTMLInputElement>('input[name="analytics"]')!;
    analytics.focus();
    await sendKeys({ press: ' ' }); // a literal space: every driver knows it
    expect(analytics.checked).to.equal(true);
    dialog.querySelector<HTMLButtonElement>('button[value="save"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !dialog.open, 'saved and closed');
    const c = cookie();
    expect([c.necessary, c.functional, c.analytics, c.performance, c.advertisement, c.action, c.consent]).to.deep.equal(['yes', 'no', 'yes', 'no', 'no', 'yes', 'yes']);
    expect(c.consentid).to.match(/^[A-Za-z0-9]{32}$/);
    expect(changes[0]!.detail.action).to.equal('save_preferences');
    await until(() => part(el, 'banner') === null && part(el, 'revisit') !== null, 'banner replaced by the revisit control');
    // The revisit control reopens them; closing returns focus to it.
    const revisit = part(el, 'revisit')!;
    revisit.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialog.open, 'reopened');
    part(el, 'close')!.click();
    await until(() => !dialog.open && active(el) === revisit, 'focus back on the revisit control');
  });

  it('rejects all, and signals Google Consent Mode', async () => {
    const el = await fixture<XConsent>(markup());
    part(el, 'reject')!.click();
    await until(() => cookie().action === 'yes', 'decided');
    expect(cookie().analytics).to.equal('no');
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    const last = [...layer.at(-1)!];
    expect(last.slice(0, 2)).to.deep.equal(['consent', 'update']);
    expect(last[2]).to.include({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted' });
  });

  it('on withdrawal removes the category\'s cookies the page can reach', async () => {
    const el = await fixture<XConsent>(markup());
    el.acceptAll();
    await until(() => cookie().analytics === 'yes', 'accepted');
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'theme=dark; path=/';
    el.rejectAll();
    await until(() => cookie().analytics === 'no', 'withdrawn');
    expect(document.cookie).to.not.contain('_ga=');
    expect(document.cookie).to.contain('theme=dark');
    await clearCookies((n) => n === 'theme');
  });

  it('lets other elements wait for a category (whenGranted)', async () => {
    const el = await fixture<XConsent>(markup());
    let granted = 0;
    whenGranted('analytics', () => granted++);
    expect(granted).to.equal(0);
    el.acceptAll();
    await until(() => granted === 1, 'called back on consent');
    whenGranted('analytics', () => granted++);
    expect(granted).to.equal(2);
  });

  it('logs the banner load and the decision to the reference server', async () => {
    const el = await fixture<XConsent>(markup('log-endpoint="/api/consent-log" log-key="test-key" banner-id="b1"'));
    el.acceptAll();
    await until(() => cookie().action === 'yes', 'decided');
    const id = cookie().consentid!;
    // The server's log, asked again as soon as each answer comes, until it holds both.
    let records: { request_type: string; banner_id: string }[] = [];
    let asking = false;
    const ask = () => {
      asking = true;
      fetch(`/api/consent-log?consent_session_id=${id}`)
        .then((r) => r.json() as Promise<{ records: typeof records }>)
        .then((reply) => (records = reply.records), () => {})
        .finally(() => (asking = false));
    };
    await until(() => {
      if (records.length < 2 && !asking) ask();
      return records.length >= 2;
    }, 'both records in the server\'s log', 5000);
    // Two posts in flight at once: the server stores them as they arrive, in either order.
    expect(records.map((r) => [r.request_type, r.banner_id])).to.have.deep.members([['banner_load', 'b1'], ['accept_all', 'b1']]);
  });

  it('offers "do not sell or share" in CCPA mode', async () => {
    const el = await fixture<XConsent>(markup('mode="ccpa"'));
    const dns = part(el, 'do-not-sell')!;
    expect(dns.textContent).to.equal('Do not sell or share my personal information');
    dns.click();
    await until(() => cookie().action === 'yes', 'decided');
    expect(cookie().advertisement).to.equal('no');
  });

  it('stops with the host-mismatch message when the registered domain differs', async () => {
    const original = console.error;
    const errors: string[] = [];
    console.error = (...a: unknown[]) => errors.push(a.map(String).join(' '));
    try {
      const el = await fixture<XConsent>(markup('domain="registered-example.org"'));
      await until(() => el.hasAttribute('data-x-error'), 'the error mark');
      expect(el.shadowRoot!.querySelector('[part~="banner"]')).to.equal(null);
      expect(el.hasAttribute('data-x-error')).to.equal(true);
      const error = errors.find((e) => e.includes(HOST_MISMATCH));
      expect(error).to.be.a('string');
      expect(error).to.include('attribute "domain" is "registered-example.org"').and.include(`this page is on "${location.hostname}"`);
    } finally {
      console.error = original;
    }
  });

  it('follows domain changes: the error mark clears when the host is right, and banner_load is logged once', async () => {
    const original = console.error;
    const beacon = navigator.sendBeacon;
    const types: string[] = [];
    console.error = () => {};
    navigator.sendBeacon = (_url: string | URL, body?: BodyInit | null) => {
      types.push(String((body as FormData).get('request_type')));
      return true;
    };
    try {
      const el = await fixture<XConsent>(markup('domain="registered-example.org" log-endpoint="/api/consent-log"'));
      await until(() => el.hasAttribute('data-x-error'), 'the error mark');
      el.setAttribute('domain', location.hostname);
      await until(() => !el.hasAttribute('data-x-error'), 'error mark cleared');
      await until(() => part(el, 'banner') !== null, 'banner shown');
      el.setAttribute('domain', 'other-example.org');
      await until(() => el.hasAttribute('data-x-error'), 'error mark back');
      el.setAttribute('domain', location.hostname);
      await until(() => !el.hasAttribute('data-x-error'), 'error mark cleared again');
      // The effect that clears the mark is the one that logs banner_load, in the same run: it has had its chance.
      expect(types).to.deep.equal(['banner_load']);
    } finally {
      console.error = original;
      navigator.sendBeacon = beacon;
    }
  });
});
