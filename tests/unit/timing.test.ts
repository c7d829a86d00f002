import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from '../../elements/behaviours/timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, with the last arguments, after the calls stop for the delay', () => {
    const fn = vi.fn();
    const d = debounce(fn, 300);
    d(1);
    vi.advanceTimersByTime(299);
    d(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[2]]);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancels and flushes a pending call', () => {
    const fn = vi.fn();
    const d = debounce(fn, 500);
    d('a');
    d.cancel();
    vi.advanceTimersByTime(600);
    expect(fn).not.toHaveBeenCalled();
    d('b');
    d.flush();
    expect(fn.mock.calls).toEqual([['b']]);
    d.flush(); // nothing pending
    vi.advanceTimersByTime(600);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per window with the latest arguments', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t(1);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(200);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(200); // nothing kept: the window closes
    t(4);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('as a lock (trailing false), drops calls inside the window', () => {
    const fn = vi.fn();
    const lock = throttle(fn, 1000, { trailing: false });
    lock('open');
    vi.advanceTimersByTime(500);
    lock('again');
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([['open']]);
    lock('later');
    expect(fn.mock.calls).toEqual([['open'], ['later']]);
  });
});
