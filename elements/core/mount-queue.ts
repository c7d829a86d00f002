/**
 * Lazy mounting: upgrading is cheap, mounting a React root is not. Elements in
 * or near the viewport mount first, in short tasks; the rest mount in small
 * batches while the main thread is idle, or as soon as they come near the
 * viewport. No batch runs longer than BUDGET_MS, so a page with hundreds of
 * elements never produces one long task. Work an element starts once mounted
 * (sixty elements whose third-party chunk arrived at once) goes through the same
 * slices: `inSlices`.
 */
const BUDGET_MS = 8;
const NEAR = '25% 0px';

type Run = () => void;
const pending = new Map<Element, Run>();
let observer: IntersectionObserver | undefined;
let idleScheduled = false;

const slices: Run[] = [];
let draining = false;

function drainSlices(): void {
  const start = performance.now();
  while (slices.length && performance.now() - start < BUDGET_MS) slices.shift()!();
  if (slices.length) setTimeout(drainSlices, 0);
  else draining = false;
}

/**
 * Runs a job in a short slice of main-thread work: jobs queued together run
 * in order, in tasks of about 8 ms, so they never make one long task.
 * Returns a cancel function.
 */
export function inSlices(job: Run): () => void {
  let live = true;
  slices.push(() => {
    if (live) job();
  });
  if (!draining) {
    draining = true;
    setTimeout(drainSlices, 0);
  }
  return () => {
    live = false;
  };
}

const idle: (cb: (deadline?: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (cb) => requestIdleCallback(cb, { timeout: 1000 })
    : (cb) => setTimeout(cb, 16);

function getObserver(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !pending.has(entry.target)) continue;
        observer?.unobserve(entry.target);
        inSlices(() => runOne(entry.target));
      }
    },
    { rootMargin: NEAR },
  );
  return observer;
}

function runOne(el: Element): void {
  const run = pending.get(el);
  pending.delete(el);
  observer?.unobserve(el);
  run?.();
}

function drain(queue: Iterable<Element>, hasTime: () => boolean): void {
  for (const el of [...queue]) {
    if (!hasTime()) return;
    runOne(el);
  }
}

function scheduleIdle(): void {
  if (idleScheduled) return;
  idleScheduled = true;
  idle((deadline) => {
    idleScheduled = false;
    const start = performance.now();
    const hasTime = () =>
      slices.length === 0 && performance.now() - start < BUDGET_MS && (!deadline || deadline.timeRemaining() > 1 || deadline.didTimeout);
    drain(pending.keys(), hasTime);
    if (pending.size) scheduleIdle();
  });
}

/** Queues a mount; in or near the viewport it runs within a task or two, elsewhere when idle. */
export function requestMount(el: Element, run: Run): void {
  pending.set(el, run);
  const io = getObserver();
  if (io) io.observe(el);
  else inSlices(() => runOne(el));
  scheduleIdle();
}

export function cancelMount(el: Element): void {
  pending.delete(el);
  observer?.unobserve(el);
}

/** Mounts now if queued (used when a script calls a method on a not yet mounted element). */
export function mountNow(el: Element): void {
  if (pending.has(el)) runOne(el);
}
