// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { firstOpenIndex, openInPendingAccordion } from './accordion-rule';

const accordion = (html: string) => {
  document.body.innerHTML = html;
  return [...document.querySelectorAll('x-toggle')];
};

describe("x-accordion's first open toggle", () => {
  it('is the open index, else the first marked open, else the first', () => {
    const [a, b, c] = accordion('<x-toggle></x-toggle><x-toggle open></x-toggle><x-toggle></x-toggle>');
    expect(firstOpenIndex(2, [a!, b!, c!])).toBe(2);
    expect(firstOpenIndex(-1, [a!, b!, c!])).toBe(1);
    expect(firstOpenIndex(-1, [a!, c!])).toBe(0);
  });

  it('is known to a toggle whose accordion has not mounted', () => {
    expect(accordion('<x-accordion><x-toggle></x-toggle><x-toggle></x-toggle></x-accordion>').map(openInPendingAccordion)).toEqual([true, false]);
    expect(accordion('<x-accordion open="1"><x-toggle open></x-toggle><x-toggle></x-toggle></x-accordion>').map(openInPendingAccordion)).toEqual([false, true]);
    expect(accordion('<x-accordion><x-toggle></x-toggle><p></p><x-toggle open></x-toggle></x-accordion>').map(openInPendingAccordion)).toEqual([false, true]);
  });

  it('falls back to the first for a bad open value, as the accordion will', () => {
    expect(accordion('<x-accordion open="many"><x-toggle></x-toggle><x-toggle></x-toggle></x-accordion>').map(openInPendingAccordion)).toEqual([true, false]);
  });

  it('is left to the accordion once it has mounted (or failed), and to the toggle alone outside one', () => {
    expect(accordion('<x-accordion data-x-ready open="1"><x-toggle></x-toggle><x-toggle></x-toggle></x-accordion>').map(openInPendingAccordion)).toEqual([undefined, undefined]);
    expect(accordion('<x-accordion data-x-error><x-toggle></x-toggle></x-accordion>').map(openInPendingAccordion)).toEqual([undefined]);
    expect(accordion('<div><x-toggle></x-toggle></div>').map(openInPendingAccordion)).toEqual([undefined]);
  });
});
