/**
 * Debounce and throttle for the elements' timed reactions (SPEC section 9:
 * conditional logic 300 ms after the last input, hash paging 500 ms, resize
 * and load 500 ms, menu reposition 200 ms, a 1000 ms search lock).
 */

export interface Timed<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Runs a pending call now (with its latest arguments); nothing when none is pending. */
  flush(): void;
}

/** Calls `fn` once `ms` has passed since the last call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Timed<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const run = () => {
    const args = pending;
    pending = null;
    timer = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  debounced.flush = () => {
    clearTimeout(timer);
    run();
  };
  return debounced;
}

/**
 * Calls `fn` at once, then at most once per `ms`: a call inside the window is
 * kept (the latest) and runs when it ends, unless `trailing` is false, which
 * drops it (a lock).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, { trailing = true } = {}): Timed<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const open = () => {
    timer = undefined;
    if (!pending) return;
    const args = pending;
    pending = null;
    fn(...args);
    timer = setTimeout(open, ms);
  };
  const throttled = (...args: A) => {
    if (timer === undefined) {
      fn(...args);
      timer = setTimeout(open, ms);
    } else if (trailing) pending = args;
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  throttled.flush = () => {
    if (!pending) return;
    clearTimeout(timer);
    open();
  };
  return throttled;
}
