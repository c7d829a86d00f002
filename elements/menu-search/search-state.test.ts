import { describe, expect, it } from 'vitest';
import { initialSearch, SEARCH, searchAfter } from './search-state';

describe('menu search (C7)', () => {
  it('opens through a 1000 ms animating phase, then is visible', () => {
    const opening = searchAfter(initialSearch, 'open', 0);
    expect(opening).toEqual({ state: 'opening', lockedUntil: 1000 });
    expect(searchAfter(opening, 'settle', 999)).toBe(opening);
    expect(searchAfter(opening, 'settle', 1000)).toEqual({ state: 'visible', lockedUntil: 1000 });
    expect(SEARCH.lock).toBe(1000);
  });

  it('is locked for 1000 ms: a close while it opens is ignored, and an open right after a close', () => {
    const opening = searchAfter(initialSearch, 'open', 0);
    expect(searchAfter(opening, 'close', 500)).toBe(opening);
    const visible = searchAfter(opening, 'settle', 1000);
    const hidden = searchAfter(visible, 'close', 1200);
    expect(hidden).toEqual({ state: 'hidden', lockedUntil: 2200 });
    expect(searchAfter(hidden, 'open', 1500)).toBe(hidden);
    expect(searchAfter(hidden, 'open', 2200).state).toBe('opening');
  });

  it('ignores what changes nothing', () => {
    expect(searchAfter(initialSearch, 'close', 0)).toBe(initialSearch);
  });
});
