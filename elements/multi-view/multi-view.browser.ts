// x-multi-view in the three engines (checklist D23, D24): views per device
// (the device queries stubbed, as a resized window would switch them) and
// hover, with a mouse and on touch. Schemas themselves: views.test.ts.
import { setDevice } from '../../tests/browser/device-stub';
import { expect } from 'chai';
import './define';
import '../counter/define';
import preCss from './multi-view.pre.css?raw';
import { captureWarnings, fixture, nextFrame, record, smoke, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

const schema = (s: object) => JSON.stringify({ schema: s, slug: 'et_pb_blurb' }).replace(/'/g, '&#39;');
const BLURB = schema({
  content: { desktop: 'Desktop title', tablet: 'Tablet title', phone: 'Phone <em>title</em>', hover: 'Hover title' },
  attrs: { desktop: { title: 'desk' }, hover: { title: 'hovered' } },
  styles: { hover: { color: 'rgb(0, 0, 255)' } },
  classes: { hover: { add: ['lit'], remove: ['dim'] } },
});
const HIDE_ON_PHONE = schema({ visibility: { desktop: 'visible', phone: 'hidden' } });

async function multiView() {
  const el = await fixture<HTMLElement>(`<x-multi-view><a href="#go" id="link"><h4 id="title" class="dim" data-et-multi-view='${BLURB}'>Desktop title</h4><p id="extra" data-et-multi-view='${HIDE_ON_PHONE}' data-et-multi-view-load-phone-hidden="true">Extra</p></a></x-multi-view>`);
  await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
  return el;
}
const title = () => document.getElementById('title')!;
const pointer = (el: Element, type: string, pointerType: string) => el.dispatchEvent(new PointerEvent(type, { bubbles: type === 'pointerdown', composed: true, pointerType }));

describe('x-multi-view', () => {
  afterEach(() => setDevice('desktop'));

  smoke('shows each device its content, falling back phone to tablet to desktop, and its visibility (D23)', async () => {
    const el = await multiView();
    const changes = record<{ device: string; hovered: boolean }>(el, 'x-multi-view-change');
    expect(title().textContent).to.equal('Desktop title');
    expect(title().title).to.equal('desk');
    setDevice('tablet');
    await until(() => title().textContent === 'Tablet title', 'tablet');
    setDevice('phone');
    await until(() => title().innerHTML === 'Phone <em>title</em>', 'phone');
    expect(getComputedStyle(document.getElementById('extra')!).display).to.equal('none', 'hidden on phones');
    setDevice('desktop');
    await until(() => title().textContent === 'Desktop title', 'desktop again');
    expect(getComputedStyle(document.getElementById('extra')!).display).to.not.equal('none');
    expect(changes.map((e) => e.detail.device)).to.deep.equal(['tablet', 'phone', 'desktop']);
  });

  it('hovers with a mouse: content, attributes, styles and classes, back on leaving (D24)', async () => {
    const el = await multiView();
    pointer(el, 'pointerenter', 'mouse');
    await until(() => title().textContent === 'Hover title', 'hovered');
    expect(title().title).to.equal('hovered');
    expect(title().style.color).to.equal('rgb(0, 0, 255)');
    expect([...title().classList]).to.deep.equal(['lit']);
    pointer(el, 'pointerleave', 'mouse');
    await until(() => title().textContent === 'Desktop title', 'left');
    expect(title().title).to.equal('desk');
    expect(title().style.color).to.equal('');
    expect([...title().classList]).to.deep.equal(['dim']);
  });

  it('on touch, the first tap hovers and holds its click back; the second goes through (D24)', async () => {
    const el = await multiView();
    const link = document.getElementById('link')!;
    let followed = 0;
    const follow = (e: Event) => {
      if (!e.defaultPrevented) followed++;
      e.preventDefault();
    };
    document.addEventListener('click', follow);
    try {
      pointer(title(), 'pointerdown', 'touch');
      title().click();
      await until(() => title().textContent === 'Hover title', 'hovered by the first tap');
      expect(followed).to.equal(0, 'the first tap does not follow the link');
      pointer(title(), 'pointerdown', 'touch');
      link.click();
      expect(followed).to.equal(1, 'the second tap does');
      pointer(document.body, 'pointerdown', 'touch');
      await until(() => title().textContent === 'Desktop title', 'a tap elsewhere ends the hover');
    } finally {
      document.removeEventListener('click', follow);
    }
    expect(el.isConnected).to.equal(true);
  });

  it('sanitises content, refuses unsafe parts with one warning, and puts the page\'s own back when it goes', async () => {
    const bad = schema({ content: { desktop: '<img src=x onerror="window.__mvXss=1">Safe <x-counter value="5"></x-counter>' }, attrs: { desktop: { onclick: 'x()', href: 'javascript:alert(1)', title: 'ok' } } });
    let el!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      el = await fixture<HTMLElement>(`<x-multi-view><a id="bad" href="/safe" data-et-multi-view='${bad}'>Printed</a></x-multi-view>`);
      await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    });
    const link = document.getElementById('bad')!;
    await until(() => link.textContent!.startsWith('Safe'), 'content applied');
    // Any image left in the content has had its try at src="x" (it fails), which would have run an onerror left on it.
    const img = link.querySelector('img');
    if (img) await until(() => img.complete, 'the image to fail');
    await nextFrame();
    expect((window as { __mvXss?: number }).__mvXss).to.equal(undefined);
    expect(link.querySelector('[onerror]')).to.equal(null);
    expect(link.getAttribute('href')).to.equal('/safe');
    expect(link.hasAttribute('onclick')).to.equal(false);
    expect(link.title).to.equal('ok');
    await until(() => link.querySelector('x-counter')!.hasAttribute('data-x-ready'), 'the counter upgraded');
    expect(warnings.filter((w) => w.includes('<x-multi-view>'))).to.have.length(2);
    el.remove();
    await until(() => link.textContent === 'Printed', "the page's own content back");
    expect(link.hasAttribute('title')).to.equal(false);
  });
});
