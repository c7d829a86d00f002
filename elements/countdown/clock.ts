/**
 * One clock for the page's countdowns: a timer per end time's place within
 * the second, not one per countdown. Countdowns whose ends are a whole number
 * of seconds apart (a page of offers ending at midnight) change their second
 * at the same moment, and are told in one task, so the page's one React root
 * renders them in one commit: fifty countdowns ticked in fifty timer tasks,
 * each a render and a commit of its own. Each tick reads the clock, so ticks
 * never drift; a hidden tab's throttled timers catch up once it is seen again.
 */
import { msToNextTick } from './time';

export type Tick = (nowMs: number) => void;

interface Phase {
  /** Each subscriber's end. */
  ticks: Map<Tick, number>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** By the end's milliseconds past its second. */
const phases = new Map<number, Phase>();
let listening = false;

const phaseOf = (endMs: number): number => ((endMs % 1000) + 1000) % 1000;

/** Tells every subscriber of the phase the time, drops those that ended, and waits for the next second. */
function fire(key: number, phase: Phase): void {
  const now = Date.now();
  for (const [tick, end] of phase.ticks) {
    if (now >= end) phase.ticks.delete(tick);
    tick(now);
  }
  arm(key, phase, now);
}

function arm(key: number, phase: Phase, now: number): void {
  clearTimeout(phase.timer);
  const end = phase.ticks.values().next();
  if (end.done) {
    // Unless a newer phase of this key took its place (a tick that unsubscribed and subscribed again).
    if (phases.get(key) === phase) phases.delete(key);
    return;
  }
  // The same for every end of this phase: the next moment its remaining seconds change.
  phase.timer = setTimeout(() => fire(key, phase), msToNextTick(end.value, now));
}

/** Timers are throttled in background tabs: every countdown catches up as soon as the page is seen again. */
function onVisible(): void {
  if (document.visibilityState === 'visible') phases.forEach((phase, key) => fire(key, phase));
}

/**
 * Calls `tick` with the time whenever the seconds left to `endMs` change,
 * the last time at the end; returns the unsubscribe. An end already past
 * ticks no more (the caller read the clock itself when it subscribed).
 */
export function onSecondTick(endMs: number, tick: Tick): () => void {
  const now = Date.now();
  if (!Number.isFinite(endMs) || endMs <= now) return () => {};
  const key = phaseOf(endMs);
  let phase = phases.get(key);
  if (!phase) phases.set(key, (phase = { ticks: new Map(), timer: undefined }));
  phase.ticks.set(tick, endMs);
  if (phase.timer === undefined) arm(key, phase, now);
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    document.addEventListener('visibilitychange', onVisible);
  }
  const subscribed = phase;
  return () => {
    subscribed.ticks.delete(tick);
    if (!subscribed.ticks.size && phases.get(key) === subscribed) {
      clearTimeout(subscribed.timer);
      phases.delete(key);
    }
  };
}
