/** React hooks every element may use: light-DOM children, listeners, changes. */
import { useCallback, useEffect, useRef, useState } from 'react';

/** A filter for useLightChildren: the children in the default slot (no `slot` attribute). */
export const inDefaultSlot = (el: HTMLElement) => !el.slot;

/** The host's light-DOM element children that pass the filter, kept current as authors add or remove them. */
export function useLightChildren(host: HTMLElement, filter: (el: HTMLElement) => boolean): HTMLElement[] {
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const read = useCallback(
    () => [...host.children].filter((c): c is HTMLElement => c instanceof HTMLElement && filterRef.current(c)),
    [host],
  );
  const [children, setChildren] = useState(read);
  useEffect(() => {
    const update = () =>
      setChildren((prev) => {
        const next = read();
        return next.length === prev.length && next.every((c, i) => c === prev[i]) ? prev : next;
      });
    const mo = new MutationObserver(update);
    mo.observe(host, { childList: true, attributes: true, attributeFilter: ['slot'] });
    update();
    return () => mo.disconnect();
  }, [host, read]);
  return children;
}

/** Adds a listener on a target for the component's lifetime. */
export function useEvent<K extends keyof HTMLElementEventMap>(
  target: EventTarget | null | undefined,
  type: K | (string & {}),
  handler: (event: K extends keyof HTMLElementEventMap ? HTMLElementEventMap[K] : Event) => void,
  options?: { capture?: boolean },
): void {
  const ref = useRef(handler);
  ref.current = handler;
  const capture = options?.capture ?? false;
  useEffect(() => {
    if (!target) return;
    const listener = (e: Event) => ref.current(e as never);
    target.addEventListener(type, listener, { capture });
    return () => target.removeEventListener(type, listener, { capture });
  }, [target, type, capture]);
}

/** Calls back when the value changes after the first render (not on mount). */
export function useOnChange<T>(value: T, cb: (value: T) => void): void {
  const last = useRef(value);
  const cbRef = useRef(cb);
  cbRef.current = cb;
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    cbRef.current(value);
  }, [value]);
}

/**
 * `fn`, run only while the host is in the document. A removed element stays
 * mounted until the next task (a move keeps its state, define.tsx), and
 * still hears the page's events: what acts on the page (opens a dialog,
 * hides the page's notices) goes through this.
 */
export function whileConnected<A extends unknown[]>(host: Node, fn: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    if (host.isConnected) fn(...args);
  };
}

