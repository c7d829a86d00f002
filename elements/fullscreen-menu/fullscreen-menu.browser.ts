// x-fullscreen-menu in the three engines (checklist C16).
import { expect } from 'chai';
import './define';
import preCss from '../slide-menu/slide-menu.pre.css?raw';
import ownPreCss from './fullscreen-menu.pre.css?raw';
import { drawnBeforeUpgrade, fixture, record, shadow, smoke, until } from '../../tests/browser/helpers';

describe('x-fullscreen-menu', () => {
  smoke('opens over the whole screen, modal, from its button', async () => {
    const el = await fixture<HTMLElement>('<x-fullscreen-menu><nav aria-label="Main"><a href="#f-home">Home</a></nav></x-fullscreen-menu>');
    const dialog = shadow(el, '[part="dialog"]') as HTMLDialogElement;
    (shadow(el, '[part="toggle"]') as HTMLButtonElement).click();
    expect(dialog.matches(':modal')).to.equal(true);
    const r = dialog.getBoundingClientRect();
    expect([Math.round(r.left), Math.round(r.top), Math.round(r.width)]).to.deep.equal([0, 0, document.documentElement.clientWidth || innerWidth]);
    (shadow(el, '[part="close"]') as HTMLButtonElement).click();
    expect(dialog.open).to.equal(false);
  });

  it('closes when the tab is hidden (C16)', async () => {
    const el = await fixture<HTMLElement>('<x-fullscreen-menu><nav aria-label="Main"><a href="#f-home">Home</a></nav></x-fullscreen-menu>');
    const dialog = shadow(el, '[part="dialog"]') as HTMLDialogElement;
    const closes = record<{ reason: string }>(el, 'x-fullscreen-menu-close');
    (shadow(el, '[part="toggle"]') as HTMLButtonElement).click();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
    await until(() => !dialog.open && closes.length === 1, 'closed');
    expect(closes[0]!.detail.reason).to.equal('hidden');
  });

  for (const label of ['', ' label="Browse the garden"']) {
    it(`keeps its button's room before upgrade in a header's flex row (${label ? 'a label' : 'the default label'}): nothing moves`, async () => {
      const html = `<div id="row" style="display: flex; align-items: center; gap: 1rem"><span>Logo</span><x-fullscreen-menu${label}><nav><a href="#r">Home</a></nav></x-fullscreen-menu><span id="after">After</span></div>`;
      const measure = (doc: Document) => {
        const after = doc.getElementById('after')!.getBoundingClientRect();
        return [Math.round(after.left), Math.round(doc.getElementById('row')!.getBoundingClientRect().height)];
      };
      const drawn = await drawnBeforeUpgrade(html, `${preCss}${ownPreCss}`, measure);
      const style = document.createElement('style');
      style.textContent = `${preCss}${ownPreCss}`;
      document.head.append(style);
      try {
        const row = await fixture(`<div style="font: 16px/1.5 sans-serif; width: 800px">${html}</div>`);
        await until(() => row.querySelector('x-fullscreen-menu')!.hasAttribute('data-x-ready'), 'upgraded');
        const origin = row.getBoundingClientRect();
        const [left, height] = measure(document);
        expect([left! - Math.round(origin.left), height]).to.deep.equal(drawn);
      } finally {
        style.remove();
      }
    });
  }
});
