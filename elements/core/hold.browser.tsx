import { expect } from 'chai';
import { defineElement, type XElement } from '.';
import { holdRendering, releaseHeld } from './hold';
import { nextFrame, until } from '../../tests/browser/helpers';

// Held where the platform says when content is first needed (Chromium, and others as they ship the event).
const canHold = 'ContentVisibilityAutoStateChangeEvent' in globalThis;

function Box() {
  return <output style={{ display: 'block', height: '40px' }}>mounted</output>;
}
defineElement('x-held-probe', Box, { attributes: {}, styles: [':host { display: block; }'], holdOffscreen: true });
defineElement('x-unheld-probe', Box, { attributes: {}, styles: [':host { display: block; }'] });

// As a site's stylesheet would (before the mount there is no shadow root, so no :host rule).
document.head.append(Object.assign(document.createElement('style'), { textContent: 'x-held-probe, x-unheld-probe { display: block; }' }));

const drawn = (el: Element) => el.shadowRoot!.querySelector('output')!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions);

/** A page three viewports tall with `html` at its foot (`above`: at its top); removed after `fn`. */
async function belowTheFold(html: string, fn: (els: XElement[]) => Promise<void>, above = ''): Promise<void> {
  const wrap = document.createElement('div');
  wrap.innerHTML = `${above}<div style="height: ${innerHeight * 3}px"></div>${html}`;
  document.body.prepend(wrap);
  const els = [...wrap.querySelectorAll<XElement>('x-held-probe, x-unheld-probe')];
  try {
    await Promise.all(els.map((el) => el.ready));
    await fn(els);
  } finally {
    wrap.remove();
    scrollTo(0, 0);
  }
}

describe('held rendering of off-screen mounts #smoke', () => {
  it('holds a mount far below while the queue runs, then draws it and gives its style attribute back as it was', async () => {
    await belowTheFold('<x-held-probe style="color: rgb(1, 2, 3)"><p>before</p></x-held-probe>', async ([el]) => {
      // `ready` resolves in the task that mounted it: the queue's release comes at a later frame.
      if (!canHold) {
        expect(el!.getAttribute('style'), 'nothing held without the platform\'s event').to.equal('color: rgb(1, 2, 3);');
        return;
      }
      expect(el!.style.contentVisibility).to.equal('auto');
      await until(() => el!.getAttribute('style') === 'color: rgb(1, 2, 3);', () => `released (style "${el!.getAttribute('style')}")`);
      expect(drawn(el!)).to.equal(true);
      expect(el!.getBoundingClientRect().height, 'its own size once drawn').to.equal(40);
    });
  });

  it('never holds an element that did not ask, nor one in view, and leaves no style attribute where there was none', async () => {
    await belowTheFold('<x-held-probe></x-held-probe><x-unheld-probe></x-unheld-probe>', async ([inView, held, unheld]) => {
      expect(inView!.hasAttribute('style')).to.equal(false);
      expect(unheld!.hasAttribute('style')).to.equal(false);
      if (!canHold) return;
      expect(held!.style.contentVisibility).to.equal('auto');
      await until(() => !held!.hasAttribute('style'), () => `released (style "${held!.getAttribute('style')}")`);
    }, '<x-held-probe></x-held-probe>');
  });

  it('leaves a host with its own content-visibility as the page set it', async () => {
    await belowTheFold('<x-held-probe style="content-visibility: visible"></x-held-probe>', async ([el]) => {
      expect(el!.getAttribute('style')).to.equal('content-visibility: visible');
    });
  });
});

describe('holdRendering and releaseHeld', () => {
  /** `count` boxes three viewports down, held; removed after `fn`. */
  async function heldBoxes(count: number, fn: (els: HTMLElement[]) => Promise<void>): Promise<void> {
    const wrap = document.createElement('div');
    wrap.innerHTML = `<div style="height: ${innerHeight * 3}px"></div>${'<div><p style="height: 50px">content</p></div>'.repeat(count)}`;
    document.body.prepend(wrap);
    const els = [...wrap.children].slice(1) as HTMLElement[];
    try {
      for (const el of els) holdRendering(el, { width: 300, height: 123 });
      await fn(els);
    } finally {
      wrap.remove();
      scrollTo(0, 0);
    }
  }
  beforeEach(function () {
    if (!canHold) this.skip();
  });

  it('does not draw a held element far below, sized as given, until the visitor comes near', async () => {
    await heldBoxes(1, async ([el]) => {
      // The platform decides at a frame whether it is far (Chromium: a frame or two after it was held).
      await until(() => !el!.firstElementChild!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions), 'not drawn while far below');
      expect(el!.getBoundingClientRect().height).to.equal(123);
      el!.scrollIntoView();
      await until(() => !el!.hasAttribute('style'), () => `released (style "${el!.getAttribute('style')}")`);
      expect(el!.getBoundingClientRect().height, 'its own size once drawn').to.equal(50);
    });
  });

  it('releases at once an element already near when it is held (the viewport reached it first)', async () => {
    const el = document.createElement('div');
    document.body.prepend(el);
    try {
      holdRendering(el, { width: 10, height: 10 });
      await until(() => !el.hasAttribute('style'), () => `released (style "${el.getAttribute('style')}")`);
    } finally {
      el.remove();
    }
  });

  it('draws the held elements 8 a frame once asked (the queue asks when it is empty)', async () => {
    await heldBoxes(20, async (els) => {
      const drawnCount = () => els.filter((el) => !el.hasAttribute('style')).length;
      expect(drawnCount()).to.equal(0);
      releaseHeld();
      await nextFrame();
      expect(drawnCount()).to.equal(8);
      await nextFrame();
      expect(drawnCount()).to.equal(16);
      await nextFrame();
      expect(drawnCount()).to.equal(20);
    });
  });
});
