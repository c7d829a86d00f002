/**
 * The menu search's states (SPEC sections 2, 4 and 9; C6, C7), pure:
 * hidden, visible with a 1000 ms animating phase first, hidden again on
 * close or blur. While it animates it is locked (the menu search lock,
 * 1000 ms): opening or closing again is ignored until the phase ends.
 */
export const SEARCH = { lock: 1000 } as const;

export type SearchState = 'hidden' | 'opening' | 'visible';

export interface Search {
  state: SearchState;
  /** Until when (ms, the caller's clock) nothing else happens. */
  lockedUntil: number;
}

export const initialSearch: Search = { state: 'hidden', lockedUntil: 0 };

/** What an open or close at `now` does; the same object when it does nothing. */
export function searchAfter(s: Search, action: 'open' | 'close' | 'settle', now: number, lock: number = SEARCH.lock): Search {
  if (action === 'settle') return s.state === 'opening' && now >= s.lockedUntil ? { state: 'visible', lockedUntil: s.lockedUntil } : s;
  if (now < s.lockedUntil) return s;
  if (action === 'open') return s.state === 'hidden' ? { state: 'opening', lockedUntil: now + lock } : s;
  return s.state === 'hidden' ? s : { state: 'hidden', lockedUntil: now + lock };
}
