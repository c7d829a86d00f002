import { expect } from 'chai';
import { installBlocker, type ConsentApi } from './blocker';
import { COOKIE_NAME } from './state';
import { clearCookies, nextFrame, until } from '../../tests/browser/helpers';

const VENDOR = '/tests/browser/fixtures/vendor/';
/** The browser's own network log: resource timing entries for vendor URLs. */
const requests = (win: Window = window, marker = '') =>
  win.performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/vendor/') && n.includes(marker));
const order = (win: Window = window) => ((win as unknown as { __vendorOrder?: string[] }).__vendorOrder ?? []);
const clearCookie = () => clearCookies((n) => n === COOKIE_NAME);
/** Opens a page of the test server in a frame of this one; its window, once loaded. */
async function openFrame(src: string): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.src = src;
  document.body.append(frame);
  await new Promise((r) => frame.addEventListener('load', r, { once: true }));
  return frame.contentWindow!;
}
let probes = 0;
/**
 * A request of the page's, made after the ones under test, that the blocker
 * lets through (it holds scripts and iframes, not fetch; the address is not
 * a vendor's, so requests() never lists it): once it is answered and in the
 * network log, a request the page had made before it has had its chance to
 * show there too. Then a frame, for anything that would start on one.
 */
async function networkRoundTrip(win: Window = window) {
  const url = `/tests/browser/fixtures/consent-static.html?probe-${++probes}`;
  await (await win.fetch(url)).text();
  await until(() => win.performance.getEntriesByType('resource').some((e) => e.name.endsWith(url)), 'the probe in the network log');
  await nextFrame();
}

describe('consent blocker: injected after load', () => {
  let api: ConsentApi;
  before(async () => {
    await clearCookie();
    api = installBlocker({ providers: [{ pattern: '/vendor/embed', category: 'functional' }, { pattern: VENDOR, category: 'analytics' }, { pattern: '/fixtures/ads/', category: 'advertisement' }] });
  });
  after(clearCookie);

  it('holds back scripts injected by script, tag-manager style, and iframes: no request before consent', async () => {
    // A tag manager: createElement, src or setAttribute, insertBefore the first script.
    const inject = (file: string, how: 'prop' | 'attr') => {
      const s = document.createElement('script');
      s.async = true;
      if (how === 'prop') s.src = `${VENDOR}${file}?inject`;
      else s.setAttribute('src', `${VENDOR}${file}?inject`);
      const first = document.getElementsByTagName('script')[0]!;
      first.parentNode!.insertBefore(s, first);
    };
    inject('a.js', 'prop');
    inject('b.js', 'attr');
    inject('c.js', 'prop');
    const frame = document.createElement('iframe');
    frame.src = `${VENDOR}embed.html?inject`;
    document.body.append(frame);
    const holder = document.createElement('div');
    holder.innerHTML = `<p>text</p><iframe src="${VENDOR}embed.html?inner"></iframe>`;
    document.body.append(holder);
    document.body.insertAdjacentHTML('beforeend', `<iframe src="${VENDOR}embed.html?inner-adjacent"></iframe>`);
    await networkRoundTrip();
    expect(requests(window, '?inject')).to.deep.equal([]);
    expect(requests(window, '?inner')).to.deep.equal([]);
    expect(order()).to.deep.equal([]);
    expect(api.pending().length).to.be.at.least(4);
    expect(api.isGranted('analytics')).to.equal(false);
  });

  it('leaves a video frame the page hid itself as it was: no display of the blocker\'s on it', async () => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.src = `${VENDOR}embed.html?youtube.com/embed/pagehidden1`;
    document.body.append(frame);
    await until(() => frame.previousElementSibling?.className === 'x-consent-placeholder', 'placeholder');
    expect(frame.style.display).to.equal('');
    frame.hidden = false; // the page shows it (a tab opened): only consent is missing, not the frame
    expect(getComputedStyle(frame).display).to.not.equal('none');
  });

  it('shows a video placeholder without a thumbnail when there is no 11-character YouTube id', async () => {
    const frame = document.createElement('iframe');
    frame.src = `${VENDOR}embed.html?player.vimeo.com/video/1`;
    document.body.append(frame);
    await until(() => frame.previousElementSibling?.className === 'x-consent-placeholder', 'placeholder');
    const box = frame.previousElementSibling as HTMLElement;
    expect(box.style.backgroundImage).to.not.contain('ytimg');
    expect(box.querySelector('button')!.textContent).to.equal('Allow functional cookies to play this video');
  });

  it('gives a video frame an editor inserts (insertHTML) one placeholder of its own, with a working button, and leaves out a held script', async () => {
    const box = document.createElement('div');
    box.contentEditable = 'true';
    document.body.append(box);
    box.focus();
    const range = document.createRange();
    range.selectNodeContents(box);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    const pending = api.pending().length;
    document.execCommand('insertHTML', false, `<p>Watch:</p><script src="${VENDOR}a.js?editor"></script><iframe src="${VENDOR}embed.html?player.vimeo.com/video/2"></iframe>`);
    const frame = box.querySelector('iframe')!;
    // Its script would never run (nor without the blocker): left out, not held to be waited for on consent.
    expect(box.querySelector('script')).to.equal(null);
    await until(() => frame.previousElementSibling?.className === 'x-consent-placeholder', 'placeholder');
    expect(box.querySelectorAll('.x-consent-placeholder'), 'one placeholder, not a copy from the vetted HTML too').to.have.length(1);
    expect(typeof box.querySelector<HTMLButtonElement>('.x-consent-placeholder button')!.onclick).to.equal('function');
    expect(frame.hidden).to.equal(true);
    expect(api.pending().length, 'the frame held, no script').to.equal(pending + 1);
    await networkRoundTrip();
    expect(requests(window, 'video/2')).to.deep.equal([]);
    expect(requests(window, '?editor')).to.deep.equal([]);
    box.remove();
  });

  it('after accept, loads each held script exactly once and in order', async () => {
    api.allow('analytics');
    await until(() => order().length === 3, 'three vendor scripts ran');
    expect(order()).to.deep.equal(['a', 'b', 'c']);
    await networkRoundTrip(); // a second load of any of them would be logged by now
    expect(requests(window, '.js?inject').length).to.equal(3);
    expect(document.cookie).to.contain(`${COOKIE_NAME}=`);
    expect(decodeURIComponent(document.cookie)).to.match(
      /cookieyes-consent=consentid:[A-Za-z0-9]{32},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no/,
    );
  });

  it('refuses advertising under Global Privacy Control even with consent', async () => {
    // Engines here do not expose GPC by default: the page sees it as a browser that sends it would.
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true });
    try {
      document.cookie = `${COOKIE_NAME}=${encodeURIComponent('analytics:yes,advertisement:yes')}; path=/`;
      api.refresh();
      expect(api.isGranted('analytics')).to.equal(true);
      expect(api.isGranted('advertisement')).to.equal(false);
      const s = document.createElement('script');
      s.src = '/tests/browser/fixtures/ads/doubleclick.net.js?gpc';
      document.head.append(s);
      await networkRoundTrip();
      expect(window.performance.getEntriesByType('resource').filter((e) => e.name.includes('?gpc'))).to.deep.equal([]);
      expect(order()).to.not.include('ads');
    } finally {
      delete (Navigator.prototype as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });

  it('after reject, loads nothing of that category', async () => {
    document.cookie = `${COOKIE_NAME}=${encodeURIComponent('functional:no')}; path=/`;
    api.refresh();
    await networkRoundTrip();
    expect(requests(window, 'embed.html?inject')).to.deep.equal([]);
    expect(api.isGranted('functional')).to.equal(false);
  });

  it('sees consent given elsewhere (another tab, a frame\'s blocker) from the next task on, with no refresh', async () => {
    const first = Object.assign(document.createElement('iframe'), { src: `${VENDOR}embed.html?elsewhere-1` });
    document.body.append(first);
    // The cookie is read once per task, not per element: this one is read again once the task is over.
    document.cookie = `${COOKIE_NAME}=${encodeURIComponent('functional:yes')}; path=/`;
    await new Promise((r) => setTimeout(r));
    const second = Object.assign(document.createElement('iframe'), { src: `${VENDOR}embed.html?elsewhere-2` });
    document.body.append(second);
    await until(() => requests(window, '?elsewhere-2').length === 1, 'the frame inserted after consent loaded');
    // The one held before is given back too, at the next report of an insertion.
    await until(() => requests(window, '?elsewhere-1').length === 1, 'the frame held before consent loaded');
    first.remove();
    second.remove();
  });
});

describe('consent blocker: static markup in <head>, before anything runs', () => {
  const load = async (cookie?: string) => {
    await clearCookie();
    if (cookie) document.cookie = `${COOKIE_NAME}=${encodeURIComponent(cookie)}; path=/`;
    const win = await openFrame('/tests/browser/fixtures/consent-static.html');
    // The load waited for whatever the page fetched while parsing; the probe, for what it starts after.
    await networkRoundTrip(win);
    return win as Window & { xConsent: ConsentApi };
  };
  afterEach(async () => {
    document.querySelectorAll('iframe[src*="consent-static"]').forEach((f) => f.remove());
    await clearCookie();
  });

  it('makes no request and runs nothing before consent, and shows a video placeholder without fetching a thumbnail', async () => {
    const win = await load();
    expect(requests(win, '?static')).to.deep.equal([]);
    expect(requests(win, 'embed.html')).to.deep.equal([]);
    expect(order(win)).to.deep.equal([]); // the unmarked static script did not run either
    const box = win.document.querySelector<HTMLElement>('.x-consent-placeholder')!;
    expect(box).to.not.equal(null);
    expect(box.style.backgroundImage).to.not.contain('url('); // the video host's thumbnail would tell it of the visit
    expect(win.performance.getEntriesByType('resource').filter((e) => /ytimg|youtube/.test(e.name))).to.deep.equal([]);
    expect(box.querySelector('button')!.textContent).to.equal('Allow functional cookies to play this video');
    // Google Consent Mode v2 defaults were pushed first thing, all denied but security.
    const first = [...(win as unknown as { dataLayer: IArguments[] }).dataLayer[0]!];
    expect(first.slice(0, 2)).to.deep.equal(['consent', 'default']);
    expect(first[2]).to.include({ analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'denied', security_storage: 'granted', wait_for_update: 500 });
  });

  it('after accept, runs the scripts in document order, each once, and loads the iframes', async () => {
    const win = await load();
    const details: unknown[] = [];
    win.document.addEventListener('x-consent-change', (e) => details.push((e as CustomEvent).detail));
    win.xConsent.allow('analytics');
    // The same detail as <x-consent>'s event (declared in consent/schema.ts).
    expect(details).to.have.length(1);
    expect(details[0]).to.deep.include({ action: 'allow' });
    expect((details[0] as { record: Record<string, string> }).record).to.include({ analytics: 'yes', consent: 'yes' });
    await until(() => order(win).length === 4, 'static scripts ran');
    expect(order(win)).to.deep.equal(['a', 'inline', 'b', 'c']);
    const video = win.document.querySelector<HTMLIFrameElement>('iframe[title="video"]')!;
    expect(win.getComputedStyle(video).display).to.equal('none', 'held out of sight, whatever display a theme gives frames');
    const allow = win.document.querySelector<HTMLButtonElement>('.x-consent-placeholder button')!;
    allow.focus();
    allow.click();
    await until(() => requests(win, 'embed.html').length === 2, 'both iframes loaded', 4000);
    expect(win.document.querySelector('.x-consent-placeholder')).to.equal(null);
    expect(win.document.activeElement).to.equal(win.document.querySelector('iframe[title="video"]'), 'focus on the video the button allowed');
    expect(video.style.display).to.equal('inline-block', 'its own inline display given back');
    expect(requests(win, '?static').length).to.equal(2);
  });

  it('runs granted categories at once when consent was given before', async () => {
    const win = await load('consentid:x,consent:yes,action:yes,necessary:yes,analytics:yes,functional:no');
    await until(() => order(win).length === 4, 'scripts ran on load');
    // Unmarked scripts run in place; marked ones after parsing, in their order (like defer).
    expect(order(win)).to.deep.equal(['c', 'a', 'inline', 'b']);
    expect(requests(win, 'embed.html')).to.deep.equal([]);
  });
});

describe('consent blocker: bypass attempts', () => {
  const EMBED = `${VENDOR}embed.html`;
  let win: Window & typeof globalThis & { xConsent: ConsentApi };
  before(async () => {
    await clearCookie();
    win = (await openFrame('/tests/browser/fixtures/consent-bypass.html')) as typeof win;
  });
  after(async () => {
    document.querySelectorAll('iframe[src*="consent-bypass"]').forEach((f) => f.remove());
    await clearCookie();
  });

  it('fetches nothing before consent, whichever way a script or iframe gets its src', async () => {
    const d = win.document;
    const XHTML = 'http://www.w3.org/1999/xhtml';
    // A shadow root's innerHTML.
    const host = d.createElement('div');
    d.body.append(host);
    host.attachShadow({ mode: 'open' }).innerHTML = `<p>in shadow</p><iframe src="${EMBED}?shadow-inner"></iframe>`;
    // A shadow root's appendChild, with a src set by the property.
    const inShadow = d.createElement('iframe');
    inShadow.src = `${EMBED}?shadow-append`;
    host.shadowRoot!.appendChild(inShadow);
    // setAttributeNS with no namespace, on an iframe and a script.
    const ns = d.createElement('iframe');
    ns.setAttributeNS(null, 'src', `${EMBED}?attr-ns`);
    d.body.append(ns);
    const nsScript = d.createElement('script');
    nsScript.setAttributeNS(null, 'src', `${VENDOR}a.js?attr-ns`);
    d.head.append(nsScript);
    // createElementNS (XHTML) with the src given later.
    const made = d.createElementNS(XHTML, 'script') as HTMLScriptElement;
    made.src = `${VENDOR}b.js?create-ns`;
    d.head.append(made);
    const madeFrame = d.createElementNS(XHTML, 'iframe') as HTMLIFrameElement;
    d.body.append(madeFrame);
    madeFrame.setAttribute('src', `${EMBED}?create-ns`);
    // The prototype's setAttribute called directly, past any per-element hook.
    const direct = d.createElement('script');
    win.Element.prototype.setAttribute.call(direct, 'src', `${VENDOR}c.js?proto-call`);
    d.head.append(direct);
    // An iframe inserted without src, given one afterwards.
    const late = d.createElement('iframe');
    d.body.append(late);
    await nextFrame(); // in the page, blank, a frame before it gets its src
    late.src = `${EMBED}?late`;
    // An Attr node.
    const attrFrame = d.createElement('iframe');
    const attr = d.createAttribute('src');
    attr.value = `${EMBED}?attr-node`;
    attrFrame.setAttributeNode(attr);
    d.body.append(attrFrame);
    // Built bottom-up in a tree not yet in the document (as a framework renders), then inserted:
    // a script and an iframe, two levels down, and a shadow root's iframe in a detached host.
    const outer = d.createElement('div');
    const inner = d.createElement('section');
    const deepScript = d.createElement('script');
    deepScript.src = `${VENDOR}a.js?detached`;
    inner.appendChild(deepScript);
    const deepFrame = d.createElement('iframe');
    deepFrame.src = `${EMBED}?detached`;
    inner.append(deepFrame);
    outer.appendChild(inner);
    const detachedHost = d.createElement('div');
    detachedHost.attachShadow({ mode: 'open' }).append(Object.assign(d.createElement('iframe'), { src: `${EMBED}?detached-shadow` }));
    outer.append(detachedHost);
    d.body.appendChild(outer);
    await networkRoundTrip(win);
    expect(requests(win)).to.deep.equal([]);
    expect(order(win)).to.deep.equal([]);
    expect(win.xConsent.pending().length).to.equal(12); // four scripts, eight iframes
  });

  it('holds what a route the hooks do not cover brings in: after an insertion that threw, and inside a declarative shadow root', async () => {
    const d = win.document;
    // A frame with its address in markup the blocker never parsed (a template's content is inert).
    const unvetted = (marker: string) => {
      const template = d.createElement('template');
      template.innerHTML = `<iframe src="${EMBED}?${marker}"></iframe>`;
      return template.content.cloneNode(true);
    };
    const table = d.createElement('table');
    const table2 = d.createElement('table');
    d.body.append(table, table2);
    await nextFrame();
    // A caption vetted on its way into the document, which refused it; filled while in no document
    // (not vetted), then put in by a table's caption setter, which no hook covers.
    const caption = d.createElement('caption');
    try {
      d.appendChild(caption);
    } catch { /* the document has its element already */ }
    caption.append(unvetted('caption'));
    table.caption = caption;
    // Another, in the same task, deeper in its caption: reported after the first, not inside it, searched too.
    const caption2 = d.createElement('caption');
    caption2.append(d.createElement('div'));
    caption2.firstElementChild!.append(unvetted('caption-2'));
    table2.caption = caption2;
    // A host with a declarative shadow root (not watched), given such a frame there in the same task.
    const holder = d.createElement('div');
    (holder as unknown as { setHTMLUnsafe?: (html: string) => void }).setHTMLUnsafe?.('<div><template shadowrootmode="open"><table></table></template></div>');
    d.body.append(holder);
    const inner = holder.firstElementChild?.shadowRoot?.querySelector('table');
    const innerCaption = d.createElement('caption');
    innerCaption.append(unvetted('declarative-caption'));
    if (inner) inner.caption = innerCaption;
    const frames = [caption.querySelector('iframe')!, caption2.querySelector('iframe')!, ...(inner ? [innerCaption.querySelector('iframe')!] : [])];
    try {
      await until(() => frames.every((f) => f.hasAttribute('data-x-category')), 'every frame held');
      // Its document never loads (the first request may have gone: these routes are caught after the fact).
      expect(frames.map((f) => f.getAttribute('src') ?? 'about:blank')).to.deep.equal(frames.map(() => 'about:blank'));
    } finally {
      table.remove();
      table2.remove();
      holder.remove();
    }
  });

  it('restores every held item once its category is allowed', async () => {
    win.xConsent.allow('analytics');
    await until(() => order(win).length === 4, 'four scripts ran');
    expect([...order(win)].sort()).to.deep.equal(['a', 'a', 'b', 'c']);
    win.xConsent.allow('functional');
    // The caption test's two frames are not counted: their first request may go before they are held.
    await until(() => requests(win, 'embed.html').filter((n) => !n.includes('caption')).length === 8, 'eight iframes loaded', 4000);
    expect(win.xConsent.pending()).to.deep.equal([]);
  });
});

describe('consent blocker: a page the parser reads in parts', () => {
  afterEach(async () => {
    document.querySelectorAll('iframe[src*="__slow"]').forEach((f) => f.remove());
    await clearCookie();
  });

  it('holds a frame the parser puts into a declarative shadow root after a pause, once its host was seen', async () => {
    await clearCookie();
    const win = await openFrame('/__slow/consent-shadow.html');
    const late = win.document.getElementById('host')!.shadowRoot!.querySelector('iframe')!;
    await until(() => late.hasAttribute('data-x-category'), 'the late frame held');
    // Its document never loads (the first request may have gone: the parser's route is caught after the fact).
    expect(late.getAttribute('src') ?? 'about:blank').to.equal('about:blank');
    expect(late.getAttribute('data-x-src')).to.contain('shadow-late');
  });

  it('holds a frame in a declarative shadow root whose host the parser reported before the pause, its template after', async () => {
    await clearCookie();
    const win = await openFrame('/__slow/consent-shadow-open.html');
    const late = win.document.getElementById('host')!.shadowRoot!.querySelector('iframe')!;
    await until(() => late.hasAttribute('data-x-category'), 'the frame held');
    expect(late.getAttribute('data-x-src')).to.contain('shadow-open');
  });
});

describe('consent blocker: a held script is the page\'s own once restored', () => {
  it('keeps its identity and its load listeners (a loader\'s onload still runs)', async () => {
    await clearCookie();
    const win = (await openFrame('/tests/browser/fixtures/consent-bypass.html?listeners')) as Window & typeof globalThis & { xConsent: ConsentApi };
    const heard: string[] = [];
    const s = win.document.createElement('script');
    s.src = `${VENDOR}a.js?listeners`;
    s.onload = () => heard.push('onload');
    s.addEventListener('load', () => heard.push('listener'));
    win.document.head.append(s);
    await networkRoundTrip(win);
    expect(requests(win, '?listeners')).to.deep.equal([]);
    win.xConsent.allow('analytics');
    await until(() => heard.length === 2, 'the page\'s own listeners heard the load');
    expect(heard).to.deep.equal(['onload', 'listener']);
    expect(win.document.querySelector('script[src*="?listeners"]')).to.equal(s);
    win.frameElement!.remove();
    await clearCookie();
  });
});
