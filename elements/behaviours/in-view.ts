/**
 * One shared IntersectionObserver per configuration, for counters, video
 * backgrounds, carousel autoplay, read goals and the like.
 */
export interface InViewOptions {
  rootMargin?: string;
  threshold?: number;
  /** Stop observing after the first time the element is in view. */
  once?: boolean;
}

type Callback = (inView: boolean, entry: IntersectionObserverEntry) => void;
interface Shared {
  io: IntersectionObserver;
  callbacks: Map<Element, Set<Callback>>;
}
const shared = new Map<string, Shared>();

function getShared(rootMargin: string, threshold: number): Shared | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  const key = `${rootMargin}|${threshold}`;
  let s = shared.get(key);
  if (!s) {
    const callbacks = new Map<Element, Set<Callback>>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callbacks.get(entry.target)?.forEach((cb) => cb(entry.isIntersecting, entry));
      },
      { rootMargin, threshold },
    );
    s = { io, callbacks };
    shared.set(key, s);
  }
  return s;
}

/** Calls back whenever the element enters or leaves view; returns a function that stops observing. */
export function observeInView(el: Element, cb: Callback, options: InViewOptions = {}): () => void {
  const s = getShared(options.rootMargin ?? '0px', options.threshold ?? 0);
  if (!s) {
    // No IntersectionObserver: treat as in view, so nothing waits forever.
    queueMicrotask(() => cb(true, { target: el, isIntersecting: true } as IntersectionObserverEntry));
    return () => {};
  }
  const stop = () => {
    const set = s.callbacks.get(el);
    set?.delete(wrapped);
    if (set && set.size === 0) {
      s.callbacks.delete(el);
      s.io.unobserve(el);
    }
  };
  const wrapped: Callback = (inView, entry) => {
    cb(inView, entry);
    if (inView && options.once) stop();
  };
  let set = s.callbacks.get(el);
  if (!set) {
    set = new Set();
    s.callbacks.set(el, set);
    s.io.observe(el);
  }
  set.add(wrapped);
  return stop;
}
