/**
 * The scroll-motion engine on the page (SPEC sections 4 and 9): the elements
 * a list names, inside one root, follow the scroll. Their layout positions
 * (offsets, which transforms do not change) are measured on start, on
 * refresh() and after a resize; each frame then only reads the scroll
 * position: one passive scroll listener per engine, at most one update every
 * 10 ms, only for elements within the look-ahead (500 px, 1500 in zoom
 * mode) of the viewport (100 px taller on real mobile devices and in the
 * builder);
 * a 200 ms linear transition while visible, none outside (so an element
 * scrolled to from far away is already in place). A fixed header is the
 * page's `scroll-padding-top`. Where the browser has view timelines, the
 * effects run there instead (timeline.ts): no script per frame at all.
 * Stopping restores every inline style it touched. No React here: the
 * element drives it.
 */
import { progressOf, resolveAt, SCROLL, styleFor } from './effects';
import type { ScrollItem } from './config';
import { animateOnTimeline, viewTimeline } from './timeline';

const PROPS = ['transform', 'filter', 'opacity', 'transition'] as const;
/** While visible, each move eases over 200 ms linear (SPEC section 9). */
const MOVING = ['transform', 'filter', 'opacity'].map((p) => `${p} ${SCROLL.transition}`);
type Prop = (typeof PROPS)[number];

interface Tracked {
  el: HTMLElement;
  item: ScrollItem;
  /** The element's own inline values, restored on stop. */
  own: Record<Prop, [string, string]>;
  /** The last values written, to skip writes that change nothing. */
  last: string;
  /** Layout position in the document, and height, in px (measured, not per frame). */
  top: number;
  height: number;
}

/** An element's layout top in the document: the offset chain, which transforms leave alone. */
function documentTop(el: HTMLElement): number {
  let top = 0;
  for (let n: HTMLElement | null = el; n; n = n.offsetParent as HTMLElement | null) top += n.offsetTop;
  return top;
}

/** The visible area's top: a fixed header the page declares as `scroll-padding-top` (SPEC section 9). */
function headerOffset(): number {
  const v = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(v) && v > 0 ? v : 0;
}

export interface EngineOptions {
  /** Use the browser's view timelines when it has them (default); false: the script path everywhere. */
  native?: boolean;
  /** Added to the viewport's height (real mobile devices, the builder's content area: 100 px). */
  extraHeight?: number;
  /** How far beyond the viewport elements are kept in place (500 px; 1500 in zoom mode). */
  lookAhead?: number;
}

/** Elements on the page that track something: while any do, the body records the scroll step (SPEC section 4). */
let engines = 0;
function countEngine(delta: 1 | -1): void {
  engines += delta;
  if (engines > 0) document.body?.setAttribute('data-x-scroll-step', String(SCROLL.step));
  else document.body?.removeAttribute('data-x-scroll-step');
}

export class MotionEngine {
  #tracked: Tracked[] = [];
  #animations: Animation[] = [];
  readonly #native: boolean;
  readonly #extraHeight: number;
  readonly #lookAhead: number;
  #counted = false;
  #headerOffset = 0;

  constructor({ native = true, extraHeight = 0, lookAhead = SCROLL.lookAhead }: EngineOptions = {}) {
    // The extra height and look-ahead are the script path's: a view timeline
    // follows the browser's own viewport as its toolbars come and go.
    this.#native = native && viewTimeline() !== null;
    this.#extraHeight = extraHeight;
    this.#lookAhead = lookAhead;
  }

  /** Whether the effects run on the browser's view timelines (no script per frame). */
  get native(): boolean {
    return this.#native;
  }

  #frame = 0;
  #last = -Infinity;
  #listening = false;
  readonly #schedule = () => {
    if (!this.#frame) this.#frame = requestAnimationFrame(this.#run);
  };

  readonly #run = (now: number) => {
    this.#frame = 0;
    if (now - this.#last < SCROLL.throttle) {
      this.#schedule();
      return;
    }
    this.#last = now;
    this.update();
  };

  /** Tracks the elements each item names inside `root`; an item without effects is not tracked (SPEC section 4). Returns how many are. */
  start(root: HTMLElement, items: ScrollItem[]): number {
    this.stop();
    for (const item of items) {
      if (!item.effects.length) continue;
      let found: HTMLElement[];
      try {
        found = [...root.querySelectorAll<HTMLElement>(item.id)];
      } catch {
        continue; // config.ts lets only simple selectors through; a browser may still refuse one
      }
      for (const el of found) {
        if (this.#tracked.some((t) => t.el === el)) continue;
        const own = Object.fromEntries(PROPS.map((p) => [p, [el.style.getPropertyValue(p), el.style.getPropertyPriority(p)]])) as Tracked['own'];
        this.#tracked.push({ el, item, own, last: '', top: 0, height: 0 });
      }
    }
    if (this.#tracked.length) {
      this.#counted = true;
      countEngine(1);
    }
    if (this.#native) {
      const Timeline = viewTimeline()!;
      this.#animations = this.#tracked.map((t) => animateOnTimeline(t.el, t.item, Timeline));
      return this.#tracked.length;
    }
    // With nothing to move, nothing listens (SPEC section 4).
    if (this.#tracked.length) {
      this.#listening = true;
      addEventListener('scroll', this.#schedule, { passive: true });
      this.measure();
    }
    return this.#tracked.length;
  }

  /** Measures every tracked element's layout position, then applies the styles for the scroll position. */
  measure(): void {
    if (this.#native) return; // the browser measures its timelines itself
    // Read here, not per frame: a computed style read each frame would force a style recalculation after every write.
    this.#headerOffset = headerOffset();
    for (const t of this.#tracked) {
      t.top = documentTop(t.el);
      t.height = t.el.offsetHeight;
    }
    this.update();
  }

  /** Writes the styles that changed for the current scroll position. */
  update(): void {
    const view = { height: innerHeight + this.#extraHeight, offsetTop: this.#headerOffset };
    const reach = this.#lookAhead;
    // One read of the scroll position, before any write: read after a style
    // write it would make the browser lay the page out again, per element.
    const y = scrollY;
    for (const t of this.#tracked) {
      const box = { top: t.top - y, height: t.height };
      const near = box.top < view.height + reach && box.top + box.height > -reach;
      if (!near && t.last) continue; // far away: keep the last position until it comes near
      const visible = box.top < view.height && box.top + box.height > 0;
      const style = styleFor(resolveAt(t.item.effects, progressOf(box, view, t.item.triggers)), t.item.transform);
      const transition = visible ? MOVING.join(', ') : 'none';
      const key = `${style.transform}|${style.filter}|${style.opacity}|${transition}`;
      if (key === t.last) continue;
      t.last = key;
      const s = t.el.style;
      s.setProperty('transition', transition);
      for (const p of ['transform', 'filter', 'opacity'] as const) {
        if (style[p]) s.setProperty(p, style[p]);
        else if (t.own[p][0]) s.setProperty(p, ...t.own[p]);
        else s.removeProperty(p);
      }
    }
  }

  get count(): number {
    return this.#tracked.length;
  }

  /** Stops listening and gives every element its own inline styles back. */
  stop(): void {
    if (this.#listening) {
      removeEventListener('scroll', this.#schedule);
      this.#listening = false;
    }
    this.#animations.forEach((a) => a.cancel());
    this.#animations = [];
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    for (const t of this.#tracked) {
      for (const p of PROPS) {
        if (t.own[p][0]) t.el.style.setProperty(p, ...t.own[p]);
        else t.el.style.removeProperty(p);
      }
    }
    this.#tracked = [];
    if (this.#counted) countEngine(-1);
    this.#counted = false;
  }
}
