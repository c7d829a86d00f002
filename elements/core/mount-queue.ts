/**
 * Lazy mounting: upgrading is cheap, mounting a React root is not. Mounts run
 * in slices of main-thread work, one pump for the whole page: elements in or
 * near the viewport first (their boxes read at once when they upgrade, and
 * read again after the visitor scrolls while they wait), then
 * the rest straight after, not in idle periods (the browser's idle callbacks
 * came one per frame, so mounting 200 elements took twice its work). A slice
 * ends where one more piece of work as long as the last would pass its
 * length (a slice that began with a long layout read mounts nothing), or at
 * once when the visitor's input is waiting (`isInputPending`, where there is
 * one), and the next one is a new task (`scheduler.postTask`, else a
 * message: no timer clamping), so the page never holds one long task and the
 * visitor's input always comes first. Where the platform has task
 * priorities, the viewport's mounts are user-visible tasks and off-screen
 * mounts background ones, so the element files still to be read (and the
 * elements they bring into view) go first. Work an element starts once
 * mounted (sixty elements whose third-party chunk arrived at once) goes
 * through the same pump, ahead of mounts: `inSlices`.
 */
import { canHold, heldHeight, holdRendering, releaseHeld, scrollAnchored } from './hold';

const SLICE_MS = 24;
/**
 * Off-screen mounts' slices, shorter: nothing waits on them, and a page's
 * tasks are judged at a slow phone's speed. Lighthouse's mobile simulation
 * times a page's tasks on the machine it runs on and counts each as four
 * times as long, so a slice of 36 ms there (this queue's length for them
 * before, never a long task under a real 4x slowdown) counted 94 ms of
 * blocking time: the demo's home page had 42 to 93 ms of it (medians of 5
 * and of 3); with 16, 33 to 35. All 200 ready with the CPU slowed 4x: 0.65x and 0.66x
 * Shoelace with 36, 0.69x and 0.72x with 16 (interleaved runs).
 */
const BACKGROUND_SLICE_MS = 16;
/**
 * Mounts rendered together, at most: one piece of a slice (a commit of the
 * page's one root for 8 costs less than 8). Timed as one piece, the slice's
 * length holds: rendered at the 8th or the slice's end, mounts timed one by
 * one looked free and the render came after the slice's last check (a slice
 * of 90 ms with the CPU slowed 4×).
 */
const BATCH = 8;
/** Renders the mounts run so far (define.tsx: the page's one root). */
let renderMounts = (): void => {};
export const setMountRenderer = (render: () => void): void => {
  renderMounts = render;
};

type Run = () => void;
/** Elements waiting to mount, in document order of their upgrade. */
const pending = new Map<Element, Run>();
/** Those that may be held (hold.ts); once sorted below the viewport, their height to hold and their top in the page. */
const holdable = new WeakMap<Element, { height: number; top: number } | null>();
/**
 * Below this line in the page, a mount may be held: read once a pump, at its
 * first candidate (reading `scrollY` or `innerHeight` lays the page out
 * first, which before each mount made every slice lay out the mounts
 * before it), and read again by the next pump or a mount outside one.
 */
let holdLine = -1;
/** Those in or near the viewport: mounted first. */
const near = new Set<Element>();
/** Upgraded since the pump last looked: sorted into near or not in one pass of layout reads. */
const newcomers: Element[] = [];
/** Work of mounted elements (inSlices), ahead of any mount. */
const jobs: Run[] = [];
/**
 * The visitor scrolled (or the window was resized) since the pump last looked:
 * the waiting elements' boxes are read again, and those now in or near the
 * viewport go first. An IntersectionObserver on every waiting element did
 * this before: it computed 200 intersections in every frame of the load,
 * which with the CPU slowed 4x made "all ready" 1 to 6% later. Not seen: a
 * scroller inside a shadow root (its scroll events stay in it), and content
 * brought into view by a change of layout with no scroll; those wait their
 * turn in document order.
 */
let moved = false;
let watching = false;
/** The rest waits until the viewport's elements are known, so they go first. */
let restMayRun = false;
/** Tasks asked for and not yet run, by priority. */
const asked = { 'user-visible': false, background: false };
type Priority = keyof typeof asked;

interface Scheduling {
  postTask?: (cb: () => void, options?: { priority?: Priority }) => Promise<unknown>;
}
interface InputPending {
  scheduling?: { isInputPending?: () => boolean };
}

let channel: MessageChannel | undefined;
/** A new task soon: the platform's task scheduler, else a message (setTimeout is clamped to 4 ms once nested). */
function nextTask(priority: Priority): void {
  const run = () => {
    asked[priority] = false;
    pump(priority === 'user-visible');
  };
  const scheduler = (globalThis as { scheduler?: Scheduling }).scheduler;
  if (scheduler?.postTask) {
    void scheduler.postTask(run, { priority });
  } else if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
  } else {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => {
        asked['user-visible'] = asked.background = false;
        pump();
      };
    }
    channel.port2.postMessage(null);
  }
}

const scheduling = typeof navigator === 'undefined' ? undefined : (navigator as InputPending).scheduling;
const inputWaiting = (): boolean => scheduling?.isInputPending?.() === true;

/**
 * Which newcomers are in or near the viewport (within a quarter of its
 * height), read at once (one layout for the batch a define upgraded; an
 * observer's first report is a frame and its callback task away, which a
 * busy page can make 100 ms), and after the visitor scrolled, which of all
 * those waiting.
 */
function sortNewcomers(): void {
  if (!moved && !newcomers.length) return;
  const margin = innerHeight * 0.25;
  const below = innerHeight + margin;
  const inOrNear = (box: DOMRect) => box.bottom >= -margin && box.top <= below;
  if (moved) {
    moved = false;
    for (const el of pending.keys()) if (!near.has(el) && inOrNear(el.getBoundingClientRect())) near.add(el);
  }
  // Read at the first element that may be held, not for every batch of upgrades.
  let anchored: boolean | undefined;
  for (const el of newcomers.splice(0)) {
    if (!pending.has(el)) continue;
    const box = el.getBoundingClientRect();
    if (inOrNear(box)) near.add(el);
    else if (holdable.has(el) && (anchored ??= scrollAnchored())) {
      const height = heldHeight(el as HTMLElement);
      if (height !== null) holdable.set(el, { height, top: box.top + scrollY });
    }
  }
  restMayRun = true;
}

/** Tags mounted once: their code has run (a tag's first mount also compiles it, on a slow phone 20 ms or more). */
const warmTags = new Set<string>();

/**
 * The next piece of work: a mounted element's job, a mount near the viewport,
 * then (unless `visibleOnly`) any mount once the viewport's are known. A tag's
 * first mount starts a slice of its own (`fresh`): after other work, it could
 * make the slice a long task. A mount's piece is its element (`runOne` mounts it).
 */
function next(visibleOnly: boolean, fresh: boolean): Run | Element | undefined {
  sortNewcomers();
  const job = jobs.shift();
  if (job) return job;
  const mount = (el: Element) => (fresh || warmTags.has(el.localName) ? el : undefined);
  for (const el of near) {
    if (pending.has(el)) return mount(el);
    near.delete(el);
  }
  if (restMayRun && !visibleOnly) {
    const first = pending.keys().next();
    if (!first.done) return mount(first.value);
  }
  return undefined;
}

/**
 * One slice. A user-visible task (where the platform has priorities) runs only
 * jobs and the viewport's mounts: the rest waits for a background task, so the
 * element files still being read (each a task of its own) and their
 * viewport's mounts come first.
 */
function pump(visibleOnly = false): void {
  const start = performance.now();
  try {
    sortNewcomers();
    // A layout read that took half the slice (a busy page, a slow device) leaves the mounts to the next task.
    if (performance.now() - start >= SLICE_MS / 2) return;
    // Known once the newcomers are sorted. Where tasks have no priorities, one kind of slice runs the jobs and
    // the viewport's mounts first, then the rest.
    const slice = visibleOnly || jobs.length || near.size ? SLICE_MS : BACKGROUND_SLICE_MS;
    let began = start;
    let mounts = 0;
    for (let piece = next(visibleOnly, true); piece; piece = next(visibleOnly, false)) {
      try {
        if (typeof piece === 'function') piece();
        else {
          const cold = !warmTags.has(piece.localName);
          runOne(piece);
          // Mounts render BATCH together, a tag's first alone (its code runs for the first time), and the
          // piece ends early where the slice is spent or input waits (after a short piece, a batch's length was unknown).
          if (!cold && ++mounts < BATCH && performance.now() - start < slice && !inputWaiting()) continue;
        }
        mounts = 0;
        renderMounts();
      } catch (error) {
        // One failing job (a third-party library throwing) must not stop the others' mounts: reported, not rethrown here.
        (globalThis.reportError ?? console.error)(error);
      }
      const now = performance.now();
      // Stop where one more piece as long as this one would pass the slice: a first, cold mount can take 20 ms on a slow device.
      if (now - start + (now - began) >= slice || inputWaiting()) break;
      began = now;
    }
  } finally {
    try {
      renderMounts();
    } catch (error) {
      (globalThis.reportError ?? console.error)(error);
    }
    schedule();
    holdLine = -1;
    // Held elements are drawn once the queue is empty (and not while it has work again).
    releaseHeld(!jobs.length && !pending.size);
  }
}

/** Asks for a task for what is left: a visible one for jobs and the viewport's mounts, a background one for the rest. */
function schedule(): void {
  const priority: Priority | null = jobs.length || near.size || newcomers.length || moved ? 'user-visible' : restMayRun && pending.size ? 'background' : null;
  watch(pending.size > 0);
  // Held elements are not drawn while the queue has work (the pump's end starts them again).
  if (priority) releaseHeld(false);
  if (!priority || asked[priority] || asked['user-visible']) return;
  asked[priority] = true;
  nextTask(priority);
}

/**
 * Runs a job in a short slice of main-thread work: jobs queued together run
 * in order, in tasks of about SLICE_MS, so they never make one long task.
 * Returns a cancel function.
 */
export function inSlices(job: Run): () => void {
  let live = true;
  jobs.push(() => {
    if (live) job();
  });
  schedule();
  return () => {
    live = false;
  };
}

/** Marks a scroll (of the page or a scroller in its light DOM, captured) or a resize while elements wait. */
function onMove(): void {
  if (moved) return;
  moved = true;
  schedule();
}

/** Listens for scrolls and resizes while elements wait to mount, and not once the queue is empty. */
function watch(on: boolean): void {
  if (on === watching || typeof window === 'undefined') return;
  watching = on;
  const options = { capture: true, passive: true };
  for (const type of ['scroll', 'resize']) {
    if (on) window.addEventListener(type, onMove, options);
    else window.removeEventListener(type, onMove, options);
  }
}

function runOne(el: Element): void {
  const hold = holdable.get(el);
  // Held only below the viewport as it is now: one above would be drawn as the visitor scrolls up, its size corrected above them.
  if (hold && !near.has(el)) {
    if (holdLine < 0) holdLine = scrollY + innerHeight * 1.25;
    if (hold.top > holdLine) holdRendering(el as HTMLElement, hold.height);
  }
  holdable.delete(el);
  const run = pending.get(el);
  pending.delete(el);
  near.delete(el);
  warmTags.add(el.localName);
  run?.();
}

/**
 * Queues a mount: in or near the viewport within a task or two, the rest
 * right after (`hold`: one mounted far below is held undrawn meanwhile, hold.ts).
 */
export function requestMount(el: Element, run: Run, hold = false): void {
  pending.set(el, run);
  if (hold && canHold) holdable.set(el, null);
  newcomers.push(el);
  schedule();
}

export function cancelMount(el: Element): void {
  pending.delete(el);
  holdable.delete(el);
  near.delete(el);
}

/** Mounts and renders now if queued (used when a script calls a method on a not yet mounted element). */
export function mountNow(el: Element): void {
  if (!pending.has(el)) return;
  runOne(el);
  renderMounts();
}
