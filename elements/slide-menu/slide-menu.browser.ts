// x-slide-menu in the three engines (checklist C15), with emulated touch.
import { expect } from 'chai';
import './define';
import preCss from './slide-menu.pre.css?raw';
import { drawnBeforeUpgrade, fixture, key, record, shadow, smoke, until } from '../../tests/browser/helpers';

type Reason = { reason: string };
/** A touch as the page's listeners see it (TouchEvent is not constructible in every engine here). */
const touch = (type: 'touchstart' | 'touchend', x: number, y = 300) => {
  const point = { clientX: x, clientY: y };
  document.body.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { touches: type === 'touchstart' ? [point] : [], changedTouches: [point] }));
};
async function page() {
  const el = await fixture<HTMLElement>('<x-slide-menu><nav aria-label="Main"><a href="#s-home" id="s-home-link">Home</a> <a href="#s-shop">Shop</a></nav></x-slide-menu>');
  return { el, toggle: shadow(el, '[part="toggle"]') as HTMLButtonElement, dialog: shadow(el, '[part="dialog"]') as HTMLDialogElement };
}

describe('x-slide-menu', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  smoke('opens from its button as a modal panel at the side; Escape closes it back to the button (C15)', async () => {
    const { el, toggle, dialog } = await page();
    const opens = record<Reason>(el, 'x-slide-menu-open');
    const closes = record<Reason>(el, 'x-slide-menu-close');
    toggle.focus();
    toggle.click();
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(el.dataset.state).to.equal('open');
    expect(opens[0]!.detail.reason).to.equal('button');
    await until(() => Math.abs(dialog.getBoundingClientRect().right - innerWidth) < 1, 'at the side', 2000);
    key(dialog, 'Escape');
    dialog.dispatchEvent(new Event('cancel'));
    dialog.close();
    await until(() => closes.length === 1, 'closed');
    expect(el.shadowRoot!.activeElement === toggle).to.equal(true, 'focus back on its button');
  });

  it('closes when a link in it is followed', async () => {
    const { el, toggle, dialog } = await page();
    const closes = record<Reason>(el, 'x-slide-menu-close');
    toggle.click();
    (el.querySelector('#s-home-link') as HTMLElement).click();
    await until(() => !dialog.open && closes.length === 1, 'closed');
    expect(closes[0]!.detail.reason).to.equal('link');
  });

  it('opens with a swipe left from within 30 px of the right edge, and closes with a swipe right (C15)', async () => {
    const { el, dialog } = await page();
    const opens = record<Reason>(el, 'x-slide-menu-open');
    touch('touchstart', innerWidth - 60);
    touch('touchend', innerWidth - 200);
    expect(dialog.open).to.equal(false, 'a swipe that starts 60 px from the edge does nothing');
    touch('touchstart', innerWidth - 20);
    touch('touchend', innerWidth - 160);
    expect(dialog.open).to.equal(true);
    expect(opens[0]!.detail.reason).to.equal('swipe');
    touch('touchstart', innerWidth - 250);
    touch('touchend', innerWidth - 100);
    await until(() => !dialog.open, 'closed by a swipe right');
  });

  for (const label of ['', ' label="Browse the garden"']) {
    it(`keeps its button's room before upgrade in a header's flex row (${label ? 'a label' : 'the default label'}): nothing moves`, async () => {
      const html = `<div id="row" style="display: flex; align-items: center; gap: 1rem"><span>Logo</span><x-slide-menu${label}><nav><a href="#r">Home</a></nav></x-slide-menu><span id="after">After</span></div>`;
      const measure = (doc: Document) => {
        const after = doc.getElementById('after')!.getBoundingClientRect();
        return [Math.round(after.left), Math.round(doc.getElementById('row')!.getBoundingClientRect().height)];
      };
      const drawn = await drawnBeforeUpgrade(html, preCss, measure);
      const style = document.createElement('style');
      style.textContent = preCss;
      document.head.append(style);
      try {
        const row = await fixture(`<div style="font: 16px/1.5 sans-serif; width: 800px">${html}</div>`);
        await until(() => row.querySelector('x-slide-menu')!.hasAttribute('data-x-ready'), 'upgraded');
        const origin = row.getBoundingClientRect();
        const [left, height] = measure(document);
        expect([left! - Math.round(origin.left), height]).to.deep.equal(drawn);
      } finally {
        style.remove();
      }
    });
  }
});
