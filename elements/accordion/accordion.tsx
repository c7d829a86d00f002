import { useLayoutEffect, useRef } from 'react';
import { emit, useEvent, useLightChildren, type DetailOf, type ElementProps } from '../core';
import { ACCORDION_MS } from '../behaviours/accordion-rule';
import { firstOpenIndex, markedOpen } from '../behaviours/accordion-rule';
import { motionDuration } from '../behaviours/devices';
import type { toggleEvents } from '../toggle/schema';
import { accordionEvents, type accordionAttributes } from './schema';

const isToggle = (el: HTMLElement) => el.localName === 'x-toggle';

/**
 * Keeps the accordion rules over its x-toggle children (SPEC section 4): only
 * one open; clicking the open one does nothing; a click is ignored while
 * another toggle animates. It speaks to toggles only through their `open`
 * attribute and their cancelable x-toggle-request event.
 */
export function Accordion({ host, attrs }: ElementProps<typeof accordionAttributes>) {
  const toggles = useLightChildren(host, isToggle);
  const busyUntil = useRef(0);

  useLayoutEffect(() => {
    const first = firstOpenIndex(attrs.open, toggles);
    toggles.forEach((t, i) => {
      if (i !== first) t.removeAttribute('open');
      else if (!markedOpen(t)) t.setAttribute('open', ''); // open="false" too: an attribute kept as is would still say closed
    });
  }, [toggles, attrs.open]);

  // A toggle opened by the page (`open` set as an attribute or a property, not through the visitor's request) closes
  // the others too: the rule is one open, however it opened.
  useLayoutEffect(() => {
    const mo = new MutationObserver((records) => {
      // The last one the page opened wins (B then C in one task leaves C), judged as things are now.
      const opened = records.map((r) => r.target as HTMLElement).filter((t) => t.parentElement === host && markedOpen(t));
      const toggle = opened.at(-1);
      if (!toggle) return;
      const others = toggles.filter((t) => t !== toggle && markedOpen(t));
      if (!others.length) return;
      for (const other of others) other.removeAttribute('open');
      emit(host, accordionEvents, 'x-accordion-change', { index: toggles.indexOf(toggle) });
    });
    for (const t of toggles) mo.observe(t, { attributes: true, attributeFilter: ['open'] });
    return () => mo.disconnect();
  }, [host, toggles]);

  useEvent(host, 'x-toggle-request', (e) => {
    const event = e as CustomEvent<DetailOf<(typeof toggleEvents)['x-toggle-request']>>;
    const toggle = event.target as HTMLElement;
    if (toggle.parentElement !== host) return; // a nested accordion's own toggle
    if (!event.detail.open || performance.now() < busyUntil.current) {
      event.preventDefault();
      return;
    }
    busyUntil.current = performance.now() + motionDuration(ACCORDION_MS);
    for (const other of toggles) if (other !== toggle) other.removeAttribute('open');
    emit(host, accordionEvents, 'x-accordion-change', { index: toggles.indexOf(toggle) });
  });

  return <slot />;
}
