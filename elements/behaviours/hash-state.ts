/**
 * useHashState: an element's state in the URL fragment through the hash bus
 * (SPEC section 2), as one hook. It reads the element's `id|p1|p2` segment
 * and any plain anchor once (for the first render), writes the segment
 * without a history entry, and calls back when the segment or a plain
 * anchor changes; paging modules pass `delay: HASH_PAGING_DELAY`.
 */
import { useEffect, useRef, useState } from 'react';
import { currentAnchor, initHashBus, onAnchorHash, onSegment, readSegment, writeAnchor, writeSegment } from './hash-bus';

export { HASH_PAGING_DELAY, matchesAnchor, parseIndex, sanitizeHash } from './hash-bus';

// The page's one hashchange listener, and the scroll to top on a load with
// module state, from the moment an element that keeps hash state is loaded.
initHashBus();

export interface HashStateOptions {
  /** The element's parameters changed in the fragment. */
  onParams?(params: string[]): void;
  /** The fragment became a plain anchor (no module parameters). */
  onAnchor?(anchor: string): void;
  /** Settle rapid segment changes into one call this long after the last. */
  delay?: number;
}

export interface HashState {
  /** The element's parameters when it first rendered (null: none in the fragment, or no id). */
  initialParams: string[] | null;
  /** The plain anchor in the fragment when it first rendered ('' if none). */
  initialAnchor: string;
  /** Writes the element's segment (null removes it); the element needs an id. */
  write(params: readonly (string | number)[] | null): void;
  /** Writes a plain anchor unless the fragment holds module state; false if it did not. */
  writeAnchor(anchor: string): boolean;
}

export function useHashState(host: HTMLElement, options: HashStateOptions = {}): HashState {
  const latest = useRef(options);
  latest.current = options;
  const [initial] = useState(() => ({ params: host.id ? readSegment(host.id) : null, anchor: currentAnchor() }));
  const { delay = 0 } = options;
  useEffect(() => onSegment(host, (params) => latest.current.onParams?.(params), { delay }), [host, delay]);
  useEffect(() => onAnchorHash((anchor) => latest.current.onAnchor?.(anchor)), []);
  return {
    initialParams: initial.params,
    initialAnchor: initial.anchor,
    write: (params) => {
      if (host.id) writeSegment(host.id, params);
    },
    writeAnchor,
  };
}
