// x-fullscreen-section in the three engines (checklist D17): its height from
// the viewport less the admin bar and a fixed header, by width (SPEC section
// 9's offsets), the same before and after upgrade, and the scroll-down button.
import { expect } from 'chai';
import './define';
import preCss from './fullscreen-section.pre.css?raw';
import { boxesIn, drawnBeforeUpgrade, fixture, record, smoke, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

type XSection = HTMLElement & { scrollToNext(): Promise<void> };
/** The section's height in a 300 px high frame this wide, with or without the admin bar and a 50 px fixed header. */
const heightAt = (width: number, { adminBar = false, header = false } = {}) => drawnBeforeUpgrade(
  `${adminBar ? '<script>document.body.classList.add("admin-bar")</script>' : ''}<x-fullscreen-section${header ? ' style="--x-header-height: 50px"' : ''}><p>Hello</p></x-fullscreen-section>`,
  preCss, (doc) => Math.round(doc.querySelector('x-fullscreen-section')!.getBoundingClientRect().height), width);

describe('x-fullscreen-section', () => {
  it('fills the viewport less the admin bar (above 600 px) and a fixed header (above 980 px) (D17)', async () => {
    expect(await heightAt(1100)).to.equal(300);
    expect(await heightAt(1100, { adminBar: true, header: true })).to.equal(300 - 32 - 50);
    expect(await heightAt(900, { adminBar: true, header: true })).to.equal(300 - 32, 'no fixed header at 980 px or less');
    expect(await heightAt(700, { adminBar: true })).to.equal(300 - 46, 'the taller admin bar at 782 px or less');
    expect(await heightAt(500, { adminBar: true, header: true })).to.equal(300, 'the admin bar scrolls away at 600 px or less');
  });

  it('draws before upgrade where upgrade puts it, its content centred', async () => {
    const html = '<div style="width: 600px"><x-fullscreen-section id="s" scroll-down style="--x-header-height: 40px"><p id="hello">Hello</p></x-fullscreen-section><p id="below">Below</p></div>';
    const measure = (doc: Document) => boxesIn(doc, 'div', '#s, #hello, #below');
    const drawn = await drawnBeforeUpgrade(html, preCss, measure, innerWidth);
    // The frame is 300 px high and this window is not: the height is checked against the window, the content against the drawing.
    const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html}</div>`);
    const el = wrap.querySelector<XSection>('x-fullscreen-section')!;
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    const box = el.getBoundingClientRect();
    const hello = document.getElementById('hello')!.getBoundingClientRect();
    expect(Math.round(box.height)).to.equal(Math.round(innerHeight - (innerWidth > 980 ? 40 : 0)));
    expect(Math.abs((hello.top - box.top) - (box.bottom - hello.bottom))).to.be.below(2, 'centred');
    expect(drawn[1]!.split(' ')[3]).to.equal(String(Math.round(hello.width)), 'the content as wide as before upgrade');
  });

  smoke('scrolls to what follows with its button, a keyboard control with a name', async () => {
    const wrap = await fixture('<div><x-fullscreen-section scroll-down label="To the gardens"><p>Top</p></x-fullscreen-section><section id="next" style="height: 2000px">Next</section></div>');
    const el = wrap.querySelector<XSection>('x-fullscreen-section')!;
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    const scrolls = record<{ target: Element | null }>(el, 'x-fullscreen-section-scroll');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="scroll-down"]')!;
    expect(button.getAttribute('aria-label')).to.equal('To the gardens');
    button.focus();
    expect(el.shadowRoot!.activeElement === button).to.equal(true);
    button.click();
    await until(() => Math.abs(document.getElementById('next')!.getBoundingClientRect().top) < 2, 'scrolled to the next section', 4000);
    expect(scrolls[0]!.detail.target === document.getElementById('next')).to.equal(true);
    scrollTo(0, 0);
  });
});
