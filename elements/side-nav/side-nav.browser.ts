// x-side-nav in the three engines (checklist C17); its size and labels are unit-tested in sections.test.ts.
import { expect } from 'chai';
import './define';
import { sideNavBox } from './sections';
import { captureWarnings, fixture, nextFrame, record, shadow, smoke, until } from '../../tests/browser/helpers';

type XSideNav = HTMLElement & { refresh(): void };
const SECTIONS = ['one', 'two', 'three'].map((id) => `<section class="s" id="sn-${id}" style="height: 900px"><h2>Part ${id}</h2></section>`).join('');

describe('x-side-nav', () => {
  afterEach(() => {
    history.replaceState(null, '', location.pathname + location.search);
    window.scrollTo(0, 0);
  });

  it('draws a named dot per section, a pitch each plus 40 px, centred: 24 px by default, the site\'s 20 px when asked (C17)', async () => {
    const wrap = await fixture(`<div><x-side-nav sections=".s"></x-side-nav>${SECTIONS}<section class="s" style="height: 900px"><p>Unnamed</p></section></div>`);
    const el = wrap.querySelector<XSideNav>('x-side-nav')!;
    const dots = [...el.shadowRoot!.querySelectorAll('a')];
    expect(dots.map((d) => d.textContent)).to.deep.equal(['Part one', 'Part two', 'Part three', 'Section 4']);
    expect(dots.map((d) => d.getAttribute('href'))).to.deep.equal(['#sn-one', '#sn-two', '#sn-three', '#']);
    const list = shadow(el, '[part="list"]');
    expect(list.getBoundingClientRect().height).to.equal(sideNavBox(4, 24).blockSize);
    expect(getComputedStyle(list).marginTop).to.equal(`${sideNavBox(4, 24).marginBlockStart}px`);
    expect(dots[0]!.getBoundingClientRect().height).to.equal(24, 'targets of WCAG 2.2\'s 24 px');
    el.style.setProperty('--x-side-nav-pitch', '20px');
    expect(list.getBoundingClientRect().height).to.equal(4 * 20 + 40);
    expect(getComputedStyle(list).marginTop).to.equal('-60px');
    expect(shadow(el, '[part="nav"]').getAttribute('aria-label')).to.equal('Sections');
  });

  it('marks the section in the middle of the viewport current, and says so', async () => {
    const wrap = await fixture(`<div><x-side-nav sections=".s"></x-side-nav>${SECTIONS}</div>`);
    const el = wrap.querySelector<XSideNav>('x-side-nav')!;
    const changes = record<{ index: number }>(el, 'x-side-nav-change');
    const dots = () => [...el.shadowRoot!.querySelectorAll('a')];
    await until(() => dots()[0]!.getAttribute('aria-current') === 'true', 'the first current at the top');
    document.getElementById('sn-three')!.scrollIntoView({ block: 'center' });
    await until(() => dots()[2]!.getAttribute('aria-current') === 'true', 'the third current');
    expect(dots().filter((d) => d.hasAttribute('aria-current')).length).to.equal(1);
    await until(() => changes.at(-1)?.detail.index === 2, 'announced');
  });

  smoke('smooth-scrolls to a section from its dot, by keyboard too, recording it in the history', async () => {
    const wrap = await fixture(`<div><x-side-nav sections=".s"></x-side-nav>${SECTIONS}</div>`);
    const el = wrap.querySelector<XSideNav>('x-side-nav')!;
    const dot = el.shadowRoot!.querySelectorAll('a')[1]!;
    dot.focus();
    dot.click(); // Enter on a focused link
    await until(() => Math.abs(document.getElementById('sn-two')!.getBoundingClientRect().top) < 2, 'at the second section', 3000);
    expect(location.hash).to.equal('#sn-two');
    // Focus follows, as a link's jump moves where Tab goes next: the section (given tabindex -1), not the dot.
    const section = document.getElementById('sn-two')!;
    await until(() => document.activeElement === section, 'focus in the section');
    expect(section.getAttribute('tabindex')).to.equal('-1');
  });

  it('leaves focus alone when the visitor takes over the scroll on the way', async () => {
    const wrap = await fixture(`<div><x-side-nav sections=".s"></x-side-nav>${SECTIONS}</div>`);
    const el = wrap.querySelector<XSideNav>('x-side-nav')!;
    const dot = el.shadowRoot!.querySelectorAll('a')[2]!;
    dot.focus();
    dot.click();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
    await nextFrame();
    await nextFrame();
    expect(el.shadowRoot!.activeElement).to.equal(dot, 'focus stays where the visitor is');
    expect(document.getElementById('sn-three')!.hasAttribute('tabindex')).to.equal(false);
  });

  it('finds sections again on refresh(), and warns once for a selector the browser refuses', async () => {
    const wrap = await fixture(`<div><x-side-nav sections=".s"></x-side-nav>${SECTIONS}</div>`);
    const el = wrap.querySelector<XSideNav>('x-side-nav')!;
    const extra = document.createElement('section');
    extra.className = 's';
    wrap.append(extra);
    el.refresh();
    await until(() => el.shadowRoot!.querySelectorAll('a').length === 4, 'four dots');
    const warnings = await captureWarnings(async () => {
      await fixture('<x-side-nav sections="div[[["></x-side-nav>');
    });
    expect(warnings.join('\n')).to.contain('<x-side-nav> attribute "sections" has an invalid value "div[[[": expected a CSS selector');
  });
});
