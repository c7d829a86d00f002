// The shared behaviours on their own, through small probe elements: roving
// focus, the modal surface and autoplay (the elements' own tests cover them
// in use: x-tabs, x-popup-form, x-consent, x-slider).
import { expect } from 'chai';
import { useState } from 'react';
import { attr, defineElement, useLightChildren, type ElementProps } from '../core';
import { useRovingFocus } from './roving-focus';
import { useModal } from './modal';
import { useAutoplay } from './autoplay';
import { fixture, nextFrame, until } from '../../tests/browser/helpers';

const rovingAttributes = { orientation: attr.enum('arrows', ['both', 'horizontal', 'vertical'], 'both') };
function Roving({ host, attrs }: ElementProps<typeof rovingAttributes>) {
  const items = useLightChildren(host, (el) => el.localName === 'button');
  const [active, setActive] = useState(0);
  useRovingFocus(host, items, {
    active, orientation: attrs.orientation,
    onNavigate: (i) => {
      setActive(i);
      items[i]!.focus();
    },
  });
  return <slot />;
}
defineElement('x-roving-probe', Roving, { attributes: rovingAttributes, styles: [] });

const modalAttributes = { popover: attr.boolean('a popover, not a dialog') };
function ModalProbe({ host, attrs }: ElementProps<typeof modalAttributes>) {
  const modal = useModal<'api' | 'backdrop'>({ backdrop: 'backdrop', onClosed: (reason) => host.dataset.closed = `${host.dataset.closed ?? ''}${reason};` });
  (host as unknown as { modal: typeof modal }).modal = modal;
  const inside = <input aria-label="inside" />;
  return attrs.popover
    ? <div ref={modal.ref} popover="manual">{inside}</div>
    : <dialog ref={modal.ref} aria-label="probe">{inside}</dialog>;
}
defineElement('x-modal-probe', ModalProbe, { attributes: modalAttributes, styles: [] });

const autoplayAttributes = { held: attr.boolean('held by the page') };
function AutoplayProbe({ host }: ElementProps<typeof autoplayAttributes>) {
  const [count, setCount] = useState(0);
  useAutoplay(host, { enabled: true, interval: 60, retryMs: 30, advance: () => setCount((c) => c + 1), held: () => host.hasAttribute('held') });
  return <output>{count}</output>;
}
defineElement('x-autoplay-probe', AutoplayProbe, { attributes: autoplayAttributes, styles: [] });

const key = (target: Element, k: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true, ...init }));

describe('roving focus #smoke', () => {
  const items = (el: Element) => [...el.querySelectorAll('button')];
  const tabIndexes = (el: Element) => items(el).map((b) => b.tabIndex);

  it('keeps one item in the tab order and moves with arrows, Home and End, wrapping', async () => {
    const el = await fixture('<x-roving-probe><button>a</button><button>b</button><button>c</button></x-roving-probe>');
    await until(() => tabIndexes(el).join() === '0,-1,-1', 'roving tab indexes');
    const [a, b, c] = items(el) as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
    a.focus();
    expect(key(a, 'ArrowRight')).to.equal(false); // handled: the page does not scroll
    await until(() => document.activeElement === b && tabIndexes(el).join() === '-1,0,-1', 'b');
    key(b, 'ArrowDown');
    await until(() => document.activeElement === c, 'c');
    key(c, 'ArrowRight');
    await until(() => document.activeElement === a, 'wrapped to a');
    key(a, 'End');
    await until(() => document.activeElement === c, 'End');
    key(c, 'Home');
    await until(() => document.activeElement === a, 'Home');
    // Browser shortcuts (Alt+Left is Back) and other keys pass through.
    expect(key(a, 'ArrowRight', { altKey: true })).to.equal(true);
    expect(key(a, 'Enter')).to.equal(true);
    await nextFrame(); // keys are handled within dispatchEvent: a frame later, focus is still on a
    expect(document.activeElement).to.equal(a);
  });

  it('follows the reading direction and the orientation', async () => {
    const el = await fixture('<div dir="rtl"><x-roving-probe orientation="horizontal"><button>a</button><button>b</button></x-roving-probe></div>');
    const probe = el.querySelector('x-roving-probe')!;
    await until(() => tabIndexes(probe).join() === '0,-1', 'mounted');
    const [a, b] = items(probe) as [HTMLButtonElement, HTMLButtonElement];
    a.focus();
    expect(key(a, 'ArrowDown')).to.equal(true); // horizontal only
    key(a, 'ArrowLeft'); // right to left: left is forwards
    await until(() => document.activeElement === b, 'ArrowLeft is next in rtl');
  });
});

describe('modal surface #smoke', () => {
  type Probe = HTMLElement & { modal: ReturnType<typeof useModal<'api' | 'backdrop'>> };
  const surfaceOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('dialog, [popover]')!;
  const input = (el: Element) => el.shadowRoot!.querySelector('input')!;

  it('opens a dialog with focus where asked, returns focus through shadow roots, and tells each close once with its reason', async () => {
    const wrap = await fixture('<div><x-modal-probe></x-modal-probe><div id="deep"></div></div>');
    const el = wrap.querySelector<Probe>('x-modal-probe')!;
    await until(() => !!el.modal && !!surfaceOf(el), 'mounted');
    // Focus starts on a button inside another shadow root.
    const root = wrap.querySelector('#deep')!.attachShadow({ mode: 'open' });
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    root.append(outside);
    outside.focus();
    expect(el.modal.show((s) => s.querySelector('input'))).to.equal(true);
    expect(el.modal.show()).to.equal(false); // already open
    expect((surfaceOf(el) as HTMLDialogElement).open).to.equal(true);
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    let closeEvent = false;
    surfaceOf(el).addEventListener('close', () => (closeEvent = true), { once: true });
    el.modal.hide('api');
    // The dialog's queued 'close' event must not count twice: it has come (the modal hears it first).
    await until(() => closeEvent, "the dialog's close event");
    expect(el.dataset.closed).to.equal('api;');
    expect(root.activeElement).to.equal(outside);
    // The platform closing it (Escape does this) is told as 'escape'.
    el.modal.show();
    (surfaceOf(el) as HTMLDialogElement).close();
    await until(() => el.dataset.closed === 'api;escape;', 'escape');
    // A click on the backdrop lands on the dialog itself.
    el.modal.show();
    surfaceOf(el).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    input(el).dispatchEvent(new MouseEvent('click', { bubbles: true })); // inside: nothing
    await until(() => el.dataset.closed === 'api;escape;backdrop;', 'backdrop');
    expect(el.modal.isOpen()).to.equal(false);
  });

  it('closes a manual popover on Escape, which the platform does not', async () => {
    const el = await fixture<Probe>('<x-modal-probe popover></x-modal-probe>');
    await until(() => !!el.modal && !!surfaceOf(el), 'mounted');
    el.modal.show((s) => s.querySelector('input'));
    expect(surfaceOf(el).matches(':popover-open')).to.equal(true);
    key(input(el), 'Escape');
    await until(() => el.dataset.closed === 'escape;', 'escape');
    expect(surfaceOf(el).matches(':popover-open')).to.equal(false);
  });
});

describe('autoplay #smoke', () => {
  const count = (el: Element) => Number(el.shadowRoot!.querySelector('output')?.textContent ?? 0);

  it('advances each interval, and holds while hovered, focused or held by the page', async () => {
    const el = await fixture('<x-autoplay-probe tabindex="0"></x-autoplay-probe>');
    await until(() => count(el) >= 2, 'advancing');
    const hold = async (what: string, start: () => void, end: () => void) => {
      const before = count(el);
      start();
      // A tick in flight may land; then it stays still. Time is what is
      // tested: 250 ms, four of its 60 ms intervals, without a step.
      let at = before;
      let since = performance.now();
      await until(() => {
        if (count(el) !== at) [at, since] = [count(el), performance.now()];
        return performance.now() - since > 250;
      }, `250 ms without a step, ${what}`, 4000);
      expect(at - before, `${what}: a tick in flight at most`).to.be.at.most(1);
      end();
      await until(() => count(el) > at, `advancing again after ${what}`);
    };
    await hold('hover', () => el.dispatchEvent(new PointerEvent('pointerenter')), () => el.dispatchEvent(new PointerEvent('pointerleave')));
    await hold('focus', () => el.focus(), () => el.blur());
    await hold('held', () => el.setAttribute('held', ''), () => el.removeAttribute('held'));
  });
});
