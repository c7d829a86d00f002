import { expect } from 'chai';
import './define';
import { captureWarnings, fixture, record, smoke, until } from '../../tests/browser/helpers';

/** An ISO date-time with an explicit offset, `ms` from now. */
function isoIn(ms: number, offsetMinutes = 60): string {
  const d = new Date(Date.now() + ms + offsetMinutes * 60000);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const hh = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${d.toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}
const unit = (el: Element, u: string) => el.shadowRoot!.querySelector(`[data-unit="${u}"]`)!;
const value = (el: Element, u: string) => unit(el, u).querySelector('[part="value"]')!.textContent;

describe('x-countdown', () => {
  smoke('shows days with three digits and zero-styles units once larger units are zero', async () => {
    const el = await fixture(`<x-countdown end="${isoIn(2 * 86400000 + 5000)}"><h3>Sale ends</h3></x-countdown>`);
    expect(value(el, 'days')).to.equal('002');
    expect(unit(el, 'days').hasAttribute('data-zero')).to.equal(false);
    const soon = await fixture(`<x-countdown end="${isoIn(30 * 60000 + 3000, -300)}"></x-countdown>`);
    expect(value(soon, 'days')).to.equal('000');
    expect(unit(soon, 'days').hasAttribute('data-zero')).to.equal(true);
    expect(unit(soon, 'days').getAttribute('part')).to.contain('zero');
    expect(unit(soon, 'hours').hasAttribute('data-zero')).to.equal(true);
    expect(unit(soon, 'minutes').hasAttribute('data-zero')).to.equal(false);
    expect(value(soon, 'minutes')).to.equal('30');
  });

  it('updates every second and fires x-countdown-end once at zero', async () => {
    const el = await fixture(`<x-countdown end="${isoIn(2200)}"></x-countdown>`);
    const ends = record(el, 'x-countdown-end');
    const first = value(el, 'seconds');
    expect(['02', '03']).to.include(first);
    await until(() => value(el, 'seconds') !== first, 'a tick', 3000);
    await until(() => ends.length === 1, 'end event', 3500);
    expect(value(el, 'seconds')).to.equal('00');
    expect(unit(el, 'seconds').hasAttribute('data-zero')).to.equal(true);
    expect(el.getAttribute('data-state')).to.equal('ended');
    // Time is what is tested: past the next tick's second, no second end.
    const endedAt = performance.now();
    await until(() => ends.length > 1 || performance.now() - endedAt > 1200, 'a second past the end', 5000);
    expect(ends.length).to.equal(1);
  });

  it('says once that "end" is missing, and shows no timer', async () => {
    let el!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      el = await fixture('<x-countdown id="no-end"><h3>Sale ends</h3></x-countdown>');
      await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    });
    expect(warnings.filter((w) => w.includes('"end" is missing'))).to.have.length(1);
    expect(warnings.find((w) => w.includes('"end"'))).to.contain('<x-countdown>').and.contain('ISO 8601');
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part="timer"]')!.hidden).to.equal(true);
  });

  it('exposes a timer role with a spoken summary', async () => {
    const el = await fixture(`<x-countdown end="${isoIn(3 * 3600000 + 5000)}"></x-countdown>`);
    const timer = el.shadowRoot!.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('aria-label')).to.match(/^0 Day\(s\), 3 Hour\(s\), 0 Minute\(s\), \d+ Second\(s\)$/);
  });
});
