// x-rating in the three engines (checklist F7): the select as stars, lowest
// first, chosen by click and by the arrow keys' native radio behaviour, the
// select kept in step and sent, the browser's own check of a required
// rating, and the row's height kept before upgrade.
import { expect } from 'chai';
import './define';
import preCss from './rating.pre.css?raw';
import { drawnBeforeUpgrade, fixture, nextFrame, record, shadow, smoke, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

const SELECT = '<select name="rating" id="rating" required><option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select>';
async function rating() {
  const form = await fixture<HTMLFormElement>(`<form><label for="rating">Your rating *</label><x-rating>${SELECT}</x-rating><button>Send</button></form>`);
  const el = form.querySelector('x-rating')!;
  await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
  return { form, el, select: form.querySelector('select')! };
}
const radios = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const on = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part~="star"]')].map((s) => s.hasAttribute('data-on'));

describe('x-rating', () => {
  it('shows the select as five stars, lowest first, named by the label and the options (F7)', async () => {
    const { el } = await rating();
    expect(shadow(el, 'legend').textContent).to.equal('Your rating');
    expect([...el.shadowRoot!.querySelectorAll('[part~="star"] span')].map((s) => s.textContent)).to.deep.equal(['Very poor', 'Not that bad', 'Average', 'Good', 'Perfect']);
    expect(on(el)).to.deep.equal([false, false, false, false, false]);
  });

  smoke('takes a click on a star into the select, which the form sends', async () => {
    const { form, el, select } = await rating();
    const changes = record<{ value: string }>(el, 'x-rating-change');
    (el.shadowRoot!.querySelectorAll('[part~="star"]')[3] as HTMLElement).click();
    expect(select.value).to.equal('4');
    expect(new FormData(form).get('rating')).to.equal('4');
    await until(() => on(el).join() === 'true,true,true,true,false', 'four filled');
    expect(changes.map((e) => e.detail.value)).to.deep.equal(['4']);
  });

  it('is a native radio group (the arrow keys are the browser\'s) and follows the select', async () => {
    const { el, select } = await rating();
    radios(el)[1]!.click();
    radios(el)[1]!.focus();
    expect(el.shadowRoot!.activeElement).to.equal(radios(el)[1]);
    expect(radios(el).map((r) => r.tabIndex >= 0)).to.include(true);
    select.value = '5';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => on(el).every(Boolean), 'the select set it to 5');
    expect(radios(el)[4]!.checked).to.equal(true);
  });

  it('leaves the browser to check a required rating, reported on the stars, which take focus', async () => {
    const { form, el, select } = await rating();
    expect(form.checkValidity()).to.equal(false);
    expect(select.validity.valueMissing).to.equal(true);
    let sent = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      sent++;
    });
    form.requestSubmit();
    expect(sent).to.equal(0);
    await until(() => el.shadowRoot!.activeElement === radios(el)[0], 'focus on the stars, not the hidden select');
    expect(radios(el)[0]!.validationMessage).to.equal(select.validationMessage);
    radios(el)[2]!.click();
    expect(radios(el).every((r) => r.validity.valid)).to.equal(true, 'chosen: the message goes');
    form.requestSubmit();
    expect(sent).to.equal(1);
  });

  it('leaves focus alone on a page\'s own silent check (checkValidity() as the visitor types elsewhere)', async () => {
    const { form, el } = await rating();
    const name = document.createElement('input');
    form.prepend(name);
    name.focus();
    expect(form.checkValidity()).to.equal(false);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).to.equal(name, 'the visitor\'s field keeps the focus');
    expect(el.shadowRoot!.activeElement).to.equal(null);
  });

  it('keeps the select out of the tab order, the accessibility tree and the page\'s width, whatever the theme', async () => {
    const theme = document.createElement('style');
    theme.textContent = 'select { inline-size: 100%; min-inline-size: 40rem; padding: 1rem; }';
    document.head.append(theme);
    try {
      const { select } = await rating();
      expect(select.tabIndex).to.equal(-1);
      expect(select.getAttribute('aria-hidden')).to.equal('true');
      expect(select.getBoundingClientRect().width).to.be.at.most(1);
      expect(document.documentElement.scrollWidth).to.be.at.most(document.documentElement.clientWidth);
    } finally {
      theme.remove();
    }
  });

  it('keeps its row\'s height before upgrade', async () => {
    const html = `<div style="width: 400px"><x-rating id="r">${SELECT}</x-rating><p id="below">Below</p></div>`;
    const measure = (doc: Document) => Math.round(doc.getElementById('below')!.getBoundingClientRect().top - doc.getElementById('r')!.getBoundingClientRect().top);
    const drawn = await drawnBeforeUpgrade(html, preCss, measure, 400);
    const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html}</div>`);
    await until(() => wrap.querySelector('x-rating')!.hasAttribute('data-x-ready'), 'upgraded');
    expect(measure(document)).to.equal(drawn);
  });
});
