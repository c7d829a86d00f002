import { expect } from 'chai';
import { defineElement, type XElement } from '.';
import { canHold, drawHeld, heldHeight, holdRendering, releaseHeld } from './hold';
import { scrollToTarget } from '../behaviours/smooth-scroll';
import { nextFrame, until } from '../../tests/browser/helpers';

function Box() {
  return <output style={{ display: 'block', height: '40px' }}>mounted</output>;
}
defineElement('x-held-probe', Box, { attributes: {}, styles: [':host { display: block; }'], holdOffscreen: true });
defineElement('x-unheld-probe', Box, { attributes: {}, styles: [':host { display: block; }'] });

// As a site's stylesheet would (before the mount there is no shadow root, so no :host rule).
document.head.append(Object.assign(document.createElement('style'), {
  textContent: 'x-held-probe, x-unheld-probe { display: block; } .boxed { padding: 10px 0 6px; border: 3px solid; } .own-cv { content-visibility: auto; }',
}));

const drawn = (el: Element) => (el.shadowRoot ?? el).querySelector('output, p')!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions);
const released = (el: Element, style: string | null) => until(() => el.getAttribute('style') === style, () => `released (style ${JSON.stringify(el.getAttribute('style'))})`);

/** A page three viewports tall with `html` at its foot (`above`: at its top); removed after `fn`. */
async function belowTheFold<T extends Element = XElement>(html: string, fn: (els: T[]) => Promise<void>, above = ''): Promise<void> {
  const wrap = document.createElement('div');
  wrap.innerHTML = `${above}<div style="height: ${innerHeight * 3}px"></div>${html}`;
  document.body.prepend(wrap);
  const els = [...wrap.children].filter((el) => !el.matches('[style^="height"]')) as unknown as T[];
  try {
    await Promise.all(els.map((el) => (el as unknown as Partial<XElement>).ready));
    await fn(els);
  } finally {
    wrap.remove();
    scrollTo(0, 0);
  }
}

describe('held rendering of off-screen mounts #smoke', () => {
  it('holds a mount far below while the queue runs, then draws it and gives its style attribute back as it was', async () => {
    // A declaration the browser drops when it writes the style back through the CSSOM: the attribute comes back as written.
    const style = 'color: rgb(1, 2, 3); -x-unknown: 1';
    await belowTheFold(`<x-held-probe style="${style}"><p>before</p></x-held-probe>`, async ([el]) => {
      if (!canHold) {
        expect(el!.getAttribute('style'), 'nothing held without scroll anchoring and the state-change event').to.equal(style);
        return;
      }
      // `ready` resolves in the task that mounted it; the queue's release comes at a later frame.
      expect(el!.style.contentVisibility).to.equal('auto');
      await released(el!, style);
      expect(drawn(el!)).to.equal(true);
      expect(el!.getBoundingClientRect().height, 'its own size once drawn').to.equal(40);
    });
  });

  it('never holds an element that did not ask, one in view, or one whose page set its content-visibility; leaves no style attribute where there was none', async () => {
    const visible = 'content-visibility: visible';
    await belowTheFold(`<x-held-probe></x-held-probe><x-unheld-probe></x-unheld-probe><x-held-probe class="own-cv"></x-held-probe><x-held-probe style="${visible}"></x-held-probe>`, async ([inView, held, unheld, own, inline]) => {
      expect(inView!.hasAttribute('style')).to.equal(false);
      expect(unheld!.hasAttribute('style')).to.equal(false);
      expect(own!.hasAttribute('style'), 'a stylesheet\'s content-visibility').to.equal(false);
      expect(inline!.getAttribute('style'), 'an inline content-visibility, even visible').to.equal(visible);
      if (!canHold) return;
      expect(held!.style.contentVisibility).to.equal('auto');
      await released(held!, null);
    }, '<x-held-probe></x-held-probe>');
  });
});

describe('held rendering: above the viewport', () => {
  it('never holds an element mounted above the viewport (drawn as the visitor scrolls up, a corrected size would move what they read)', async function () {
    if (!canHold) return this.skip();
    const spacer = Object.assign(document.createElement('div'), { style: `height: ${innerHeight * 4}px` });
    document.body.append(spacer);
    scrollTo(0, innerHeight * 3);
    const el = document.createElement('x-held-probe') as XElement;
    document.body.prepend(el);
    try {
      expect(el.getBoundingClientRect().bottom, 'above the viewport').to.be.below(0);
      await el.ready;
      expect(el.hasAttribute('style')).to.equal(false);
    } finally {
      el.remove();
      spacer.remove();
      scrollTo(0, 0);
    }
  });
});

describe('holdRendering and releaseHeld', () => {
  beforeEach(function () {
    if (!canHold) this.skip();
  });

  it('holds a box far below at its height before (its padding and border kept), undrawn until the visitor comes near', async () => {
    await belowTheFold<HTMLElement>('<div class="boxed"><p style="height: 50px; margin: 0">content</p></div>', async ([el]) => {
      const before = el!.getBoundingClientRect().height;
      expect(before).to.equal(50 + 10 + 6 + 2 * 3);
      holdRendering(el!, heldHeight(el!)!);
      releaseHeld(false); // drawn only by coming near here, whatever the mount queue last said
      await until(() => !drawn(el!), 'not drawn while far below');
      expect(el!.getBoundingClientRect().height, 'held as tall as before').to.equal(before);
      el!.scrollIntoView();
      await released(el!, null);
      expect(drawn(el!)).to.equal(true);
    });
  });

  it('will not hold a box whose page set its content-visibility or an inline contain-intrinsic-size', async () => {
    await belowTheFold<HTMLElement>('<div class="own-cv"><p>a</p></div><div style="contain-intrinsic-size: 10px 10px"><p>b</p></div>', async ([cv, size]) => {
      expect(heldHeight(cv!)).to.equal(null);
      expect(heldHeight(size!)).to.equal(null);
    });
  });

  it('draws every held box before a smooth scroll measures its target (held sizes are estimates)', async () => {
    await belowTheFold<HTMLElement>('<div><p>a</p></div><div><p>b</p></div><p id="hold-target">target</p>', async ([a, b, target]) => {
      holdRendering(a!, 5);
      holdRendering(b!, 5);
      releaseHeld(false);
      const done = scrollToTarget(target!, { duration: 0 });
      expect([a, b].map((el) => el!.hasAttribute('style')), 'drawn in the same task').to.deep.equal([false, false]);
      await done;
    });
  });

  it('releases at once a box already near when it is held (the viewport reached it first)', async () => {
    const el = document.createElement('div');
    document.body.prepend(el);
    try {
      holdRendering(el, 10);
      await released(el, null);
    } finally {
      el.remove();
    }
  });

  it('draws the held boxes 8 a frame while the queue is empty, not counting removed ones, and stops when told', async () => {
    await belowTheFold<HTMLElement>('<div><p>x</p></div>'.repeat(30), async (els) => {
      els.forEach((el) => holdRendering(el, 20));
      els.slice(0, 4).forEach((el) => el.remove());
      const live = els.slice(4);
      const count = () => live.filter((el) => !el.hasAttribute('style')).length;
      releaseHeld(true);
      await nextFrame();
      expect(count(), 'after one frame').to.equal(8);
      releaseHeld(false); // the queue has mounts again
      await nextFrame();
      expect(count(), 'stopped').to.equal(8);
      releaseHeld(true);
      await nextFrame();
      expect(count()).to.equal(16);
      drawHeld(); // a smooth scroll measures its target next
      expect(count()).to.equal(26);
    });
  });
});
