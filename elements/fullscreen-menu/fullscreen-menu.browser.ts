// x-fullscreen-menu in the three engines (checklist C16).
import { expect } from 'chai';
import './define';
import { fixture, record, shadow, until } from '../../tests/browser/helpers';

describe('x-fullscreen-menu', () => {
  it('opens over the whole screen, modal, from its button', async () => {
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
});
