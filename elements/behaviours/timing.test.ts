import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './timing';
import { inSlices } from '../core/mount-queue';

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

describe('inSlices', () => {
  it('runs queued jobs in order, in tasks of about 24 ms, skipping cancelled ones', async () => {
    vi.useRealTimers();
    const ran: number[] = [];
    const slices: number[][] = [];
    let inTask = false;
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end) { /* work */ }
    };
    const cancels = Array.from({ length: 30 }, (_, i) => inSlices(() => {
      // A new task when the microtask queued by the last job's task has run.
      if (!inTask) {
        slices.push([]);
        inTask = true;
        queueMicrotask(() => (inTask = false));
      }
      busy(3);
      ran.push(i);
      slices.at(-1)!.push(i);
    }));
    cancels[4]!();
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual([0, 1, 2, 3, ...Array.from({ length: 25 }, (_, i) => i + 5)]);
    expect(slices.length).toBeGreaterThanOrEqual(3); // 29 jobs of 3 ms: at least three slices
    expect(Math.max(...slices.map((t) => t.length))).toBeLessThanOrEqual(9); // a slice ends once 24 ms have passed
  });

  it('ends a slice where one more job as long as the last would pass 24 ms (a slow device\'s cold mounts)', async () => {
    vi.useRealTimers();
    const slices: number[][] = [];
    let inTask = false;
    for (let i = 0; i < 6; i++) {
      inSlices(() => {
        if (!inTask) {
          slices.push([]);
          inTask = true;
          queueMicrotask(() => (inTask = false));
        }
        const end = performance.now() + 10;
        while (performance.now() < end) { /* a 10 ms mount */ }
        slices.at(-1)!.push(i);
      });
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(slices.flat()).toEqual([0, 1, 2, 3, 4, 5]);
    // Two jobs (20 ms) a slice: a third would make it 30.
    expect(Math.max(...slices.map((t) => t.length))).toBe(2);
  });

  it('goes on after a job that throws, and reports it', async () => {
    vi.useRealTimers();
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (e: unknown) => reported.push(e));
    const ran: string[] = [];
    inSlices(() => {
      throw new Error('a third-party library failed');
    });
    inSlices(() => ran.push('next'));
    await new Promise((r) => setTimeout(r, 50));
    expect(ran).toEqual(['next']);
    expect(String(reported[0])).toContain('a third-party library failed');
    vi.unstubAllGlobals();
  });
});
