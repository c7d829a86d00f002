import { useLayoutEffect, useRef } from 'react';
import { emit, useElementApi, useEvent, type ElementProps } from '../core';
import { motionDuration } from '../behaviours/devices';
import { registerOpeners } from '../behaviours/navigation';
import { toggleEvents, toggleMethods, type toggleAttributes } from './schema';
import { ACCORDION_MS, markedOpen } from '../behaviours/accordion-rule';
import * as css from './toggle.css';

/** A toggle opens or closes in this long (SPEC section 9); x-accordion waits as long. */

/** Asks to open or close: an enclosing x-accordion may refuse (cancel the request). */
export function requestToggle(host: HTMLElement, open: boolean): boolean {
  if (markedOpen(host) === open) return false;
  if (!emit(host, toggleEvents, 'x-toggle-request', { open })) return false;
  // Set, not toggled: an `open="false"` kept as it is would still say closed.
  if (open) host.setAttribute('open', '');
  else host.removeAttribute('open');
  return true;
}

// `<button data-x-toggle="faq-2">` or `<a href="#faq-2">` opens a closed toggle;
// a link still follows its anchor.
registerOpeners({ attribute: 'data-x-toggle', selector: 'x-toggle', open: (el) => (requestToggle(el, true), false) });

export function Toggle({ host, attrs }: ElementProps<typeof toggleAttributes>) {
  const content = useRef<HTMLDivElement>(null);
  const busyUntil = useRef(0);
  /** The state last shown: null before the first; a change from it opens or closes with motion and an event. */
  const shown = useRef<boolean | null>(null);
  const { open } = attrs;

  useLayoutEffect(() => {
    const initial = shown.current === null;
    host.dataset.state = open ? 'open' : 'closed';
    const el = content.current!;
    // until-found: find-in-page can reveal closed content (beforematch below).
    if (open) el.removeAttribute('hidden');
    else el.setAttribute('hidden', 'until-found');
    const changed = shown.current !== open;
    shown.current = open;
    if (initial || !changed) return;
    if (open) emit(host, toggleEvents, 'x-toggle-open', { open });
    else emit(host, toggleEvents, 'x-toggle-close', { open });
    const duration = motionDuration(ACCORDION_MS);
    busyUntil.current = performance.now() + duration;
    if (duration === 0 || typeof el.animate !== 'function') return;
    const height = `${el.scrollHeight}px`;
    if (!open) el.removeAttribute('hidden'); // keep it visible while it closes
    const anim = el.animate(
      open ? [{ height: '0px' }, { height }] : [{ height }, { height: '0px' }],
      { duration, easing: 'ease-in-out' },
    );
    anim.onfinish = () => {
      if (!markedOpen(host)) el.setAttribute('hidden', 'until-found');
    };
  }, [open, host]);

  const toggle = (next = !markedOpen(host)) => {
    if (performance.now() < busyUntil.current) return false;
    return requestToggle(host, next);
  };

  useEvent(host.shadowRoot, 'beforematch', () => requestToggle(host, true), { capture: true });
  useElementApi(toggleMethods, { show: () => toggle(true), hide: () => toggle(false), toggle: () => toggle() });

  return (
    <>
      <div className={css.heading} part="heading" role="heading" aria-level={attrs['heading-level']}>
        <button
          type="button"
          id="trigger"
          part="trigger"
          className={css.trigger}
          aria-expanded={open}
          aria-controls="content"
          onClick={() => toggle()}
        >
          <slot name="title" />
          <span className={css.icon} part="icon" aria-hidden="true" />
        </button>
      </div>
      <div ref={content} id="content" part="content" className={css.content} role="region" aria-labelledby="trigger">
        <div className={css.inner}>
          <slot />
        </div>
      </div>
    </>
  );
}
