import { attr, readAttr } from '../core/attrs';

/**
 * x-accordion's rule for its first open toggle, shared here because its
 * x-toggle children need it too: a toggle that mounts before its accordion
 * starts in the state the accordion will give it, so nothing opens, closes
 * or shifts when the accordion catches up (their chunks load in either order).
 */
/** How long a toggle takes to open or close (SPEC: 700 ms), and so how long an accordion holds a second click. */
export const ACCORDION_MS = 700;

export const accordionOpenAttribute = attr.number('The toggle open at first, counted from 0; -1: the first toggle marked `open`, else the first toggle.', -1, { min: -1, int: true });

/** A toggle's `open` attribute as x-toggle reads it: present (bare or "true") is open; "false", absent or a bad value (its default) closed. */
export const toggleOpenAttribute = attr.boolean('Whether the content is shown. Set or remove it to open or close the toggle.');
export const markedOpen = (toggle: Element): boolean => {
  const raw = toggle.getAttribute('open');
  return raw !== null && toggleOpenAttribute.parse(raw) === true;
};

/** The toggle an accordion opens first: its `open` index, else the first one marked open, else the first. */
export function firstOpenIndex(open: number, toggles: readonly Element[]): number {
  const wanted = open >= 0 ? open : toggles.findIndex(markedOpen);
  return wanted >= 0 ? wanted : 0;
}

/** Whether `toggle` will be open once its x-accordion mounts, while that accordion has not (otherwise undefined). */
export function openInPendingAccordion(toggle: Element): boolean | undefined {
  const accordion = toggle.parentElement;
  if (accordion?.localName !== 'x-accordion' || accordion.hasAttribute('data-x-ready') || accordion.hasAttribute('data-x-error')) return undefined;
  const toggles = [...accordion.children].filter((c) => c.localName === 'x-toggle');
  const open = readAttr('x-accordion', 'open', accordionOpenAttribute, accordion.getAttribute('open'));
  return toggles.indexOf(toggle) === firstOpenIndex(open, toggles);
}
