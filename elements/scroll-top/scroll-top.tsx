import { useEffect, useRef } from 'react';
import { emit, useOnChange, type ElementProps } from '../core';
import { useScrolledPast } from '../behaviours/scroll-position';
import { scrollToTarget } from '../behaviours/smooth-scroll';
import { scrollTopEvents, type scrollTopAttributes } from './schema';
import * as css from './scroll-top.css';

/** Where focus goes once at the top: the page's first focusable element (a skip link, the logo), so it is not lost with the hidden button. */
function firstFocusable(): HTMLElement | null {
  return document.querySelector<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])');
}

export function ScrollTop({ host, attrs }: ElementProps<typeof scrollTopAttributes>) {
  const visible = useScrolledPast(attrs.offset);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    host.dataset.state = visible ? 'visible' : 'hidden';
  }, [host, visible]);
  useOnChange(visible, (v) => emit(host, scrollTopEvents, 'x-scroll-top-change', { visible: v }));

  const toTop = async () => {
    const hadFocus = host.shadowRoot?.activeElement === button.current;
    await scrollToTarget(0);
    if (hadFocus) firstFocusable()?.focus({ preventScroll: true });
  };

  return (
    <button ref={button} type="button" className={css.button} part="button" aria-label={attrs.label} data-visible={visible ? '' : undefined} onClick={() => void toTop()}>
      <slot>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M8 3.5 2.5 9l1.4 1.4L8 6.3l4.1 4.1L13.5 9z" /></svg>
      </slot>
    </button>
  );
}
