/**
 * useHashState: an element's place in the navigation registry
 * (`navigation.ts`, SPEC section 2), as one hook. It reads the element's
 * `id|p1|p2` segment and the fragment once (for the first render), registers
 * the segment (`onParams`, by the element's id) and the anchors the element
 * owns (`anchors`, `onAnchor(index)`), each unregistered when the element
 * leaves, and writes the segment without a history entry; paging modules
 * pass `delay: HASH_PAGING_DELAY`.
 */
import { useEffect, useRef, useState } from 'react';
import { anchorIndex, registerAnchors, registerSegment, readSegment, startNavigation, writeAnchor, writeSegment } from './navigation';

export { HASH_PAGING_DELAY, parseIndex, sanitizeHash } from './navigation';

// The page's one hashchange listener, and the scroll to top on a load with
// module state, from the moment an element that keeps hash state is loaded.
startNavigation();

export interface HashStateOptions {
  /** The element's parameters changed in the fragment. */
  onParams?(params: string[]): void;
  /** The anchors the element owns, read after each render (a tab's may be its panel's id, given then). */
  anchors?(): readonly string[];
  /** The fragment named `anchors()[index]`. */
  onAnchor?(index: number): void;
  /** Settle rapid segment changes into one call this long after the last. */
  delay?: number;
}

export interface HashState {
  /** The element's parameters when it first rendered (null: none in the fragment, or no id). */
  initialParams: string[] | null;
  /** Which of `anchors` the fragment named when the element first rendered, or -1. */
  initialAnchor(anchors: readonly string[]): number;
  /** Writes the element's segment (null removes it); the element needs an id. */
  write(params: readonly (string | number)[] | null): void;
  /** Writes a plain anchor unless the fragment holds module state; false if it did not. */
  writeAnchor(anchor: string): boolean;
}

export function useHashState(host: HTMLElement, options: HashStateOptions = {}): HashState {
  const latest = useRef(options);
  latest.current = options;
  const [initial] = useState(() => ({ params: host.id ? readSegment(host.id) : null, hash: location.hash }));
  const { delay = 0 } = options;
  const id = host.id;
  useEffect(() => (id ? registerSegment(id, (params) => latest.current.onParams?.(params), { delay }) : undefined), [id, delay]);
  // The anchors are read after every render and registered again only when they changed.
  const owned = useRef<{ key: string; off(): void } | null>(null);
  useEffect(() => {
    const list = latest.current.anchors?.() ?? [];
    const key = list.join('\u0000');
    if (owned.current?.key === key) return;
    owned.current?.off();
    owned.current = list.length ? { key, off: registerAnchors(host, list, (i) => latest.current.onAnchor?.(i)) } : null;
  });
  useEffect(() => () => {
    owned.current?.off();
    owned.current = null;
  }, []);
  return {
    initialParams: initial.params,
    initialAnchor: (anchors) => anchorIndex(initial.hash, anchors),
    write: (params) => {
      if (host.id) writeSegment(host.id, params);
    },
    writeAnchor,
  };
}
