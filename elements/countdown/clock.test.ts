// @vitest-environment happy-dom
// The countdowns' one clock: a timer per place within the second, every subscriber of it told in one task.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSecondTick } from './clock';
import { shownSeconds } from './time';

describe('onSecondTick', () => {
  const T0 = Date.UTC(2026, 10, 26, 12, 0, 0, 250);
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('tells every countdown whose end is a whole number of seconds from another in one timer, as the seconds left change', () => {
    const calls: [string, number][] = [];
    const offs = ['a', 'b', 'c'].map((name, i) => onSecondTick(T0 + 10_000 + i * 60_000, (t) => calls.push([name, t])));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    // All three in the same task, at the moment their seconds left change.
    expect(calls).toEqual([['a', T0 + 1000], ['b', T0 + 1000], ['c', T0 + 1000]]);
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(6);
    offs.forEach((off) => off());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a timer per place within the second, and each tick is where the seconds shown change', () => {
    const seen: number[] = [];
    const end = T0 + 5_600; // 600 ms past T0's place within the second
    const offA = onSecondTick(end, (t) => seen.push(shownSeconds(end, t)));
    const offB = onSecondTick(T0 + 9_000, () => {});
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(5_600);
    expect(seen).toEqual([5, 4, 3, 2, 1, 0]);
    offA();
    offB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops telling a countdown once it reached its end, and lets the others go on', () => {
    const short: number[] = [];
    const long: number[] = [];
    onSecondTick(T0 + 2_000, (t) => short.push(t));
    const off = onSecondTick(T0 + 4_000, (t) => long.push(t));
    vi.advanceTimersByTime(4_000);
    expect(short).toEqual([T0 + 1000, T0 + 2000]);
    expect(long).toHaveLength(4);
    expect(vi.getTimerCount(), 'no timer once every end passed').toBe(0);
    off();
  });

  it('keeps one timer for a phase when a tick unsubscribes and subscribes again', () => {
    const calls: string[] = [];
    let offB = () => {};
    const offA = onSecondTick(T0 + 5_000, () => {
      calls.push('a');
      offA();
      offB = onSecondTick(T0 + 9_000, () => calls.push('b'));
    });
    vi.advanceTimersByTime(1_000);
    const offC = onSecondTick(T0 + 7_000, () => calls.push('c'));
    expect(vi.getTimerCount(), 'b and c share a timer').toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual(['a', 'b', 'c']);
    offB();
    offC();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('subscribes nothing for an end already past, or not a time', () => {
    expect(onSecondTick(Number.NaN, () => {})).toBeTypeOf('function');
    expect(vi.getTimerCount()).toBe(0);

    const calls: number[] = [];
    const off = onSecondTick(T0 - 1, (t) => calls.push(t));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(calls).toEqual([]);
    off();
  });

  it('catches up at once when the page is seen again (timers are throttled in background tabs)', () => {
    const calls: number[] = [];
    const off = onSecondTick(T0 + 60_000, (t) => calls.push(t));
    vi.setSystemTime(T0 + 30_500); // time passed with no timer run
    document.dispatchEvent(new Event('visibilitychange'));
    expect(calls).toEqual([T0 + 30_500]);
    // Re-armed from there: the next change of the seconds left (29.5 s left), 500 ms on.
    vi.advanceTimersByTime(499);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([T0 + 30_500, T0 + 31_000]);
    off();
  });
});
