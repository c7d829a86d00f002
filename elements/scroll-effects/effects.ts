/**
 * Scroll-motion effects, the pure part (SPEC sections 3, 5 and 9; checklist
 * B2, B3, B5, B18, B20, B22, B27): an effect's seven-part string, its limits
 * kept in order, its value at a scroll progress, and the CSS that value
 * gives. No DOM here: the element reads the page's list, measures, and
 * applies what these functions return.
 *
 * Values follow the site's own configuration where the spec contradicts
 * itself (ambiguity 1): the "minimum 0" clamp applies to blur, opacity (0 to
 * 100) and scale; translate and rotate keep their sign (the site moves
 * images by translateY -3 and translateX -3), rotation within -359..359.
 */

export const RESOLVERS = ['blur', 'opacity', 'rotate', 'scale', 'translateX', 'translateY'] as const;
export type Resolver = (typeof RESOLVERS)[number];

/** Numbers of SPEC section 9. */
export const SCROLL = {
  step: 15,
  throttle: 10,
  debounce: 500,
  reveal: 200,
  lookAhead: 500,
  lookAheadZoom: 1500,
  transition: '200ms linear',
  extraHeight: 100,
} as const;

/**
 * What the page around the engine changes (SPEC section 9): a real mobile
 * device (its toolbars collapse as the visitor scrolls, showing about 100 px
 * more) and the builder's content area each add 100 px to the viewport's
 * height; zoom mode (the page zoomed out, more of it in view) looks 1500 px
 * ahead instead of 500.
 */
export function viewAllowance(o: { mobile: boolean; editor: boolean; zoom: boolean }): { extraHeight: number; lookAhead: number } {
  return {
    extraHeight: o.mobile || o.editor ? SCROLL.extraHeight : 0,
    lookAhead: o.zoom ? SCROLL.lookAheadZoom : SCROLL.lookAhead,
  };
}

export interface Effect {
  resolver: Resolver;
  /** Percent limits of the scroll range: start <= midStart <= midEnd <= end, within 0..100. */
  start: number;
  midStart: number;
  midEnd: number;
  end: number;
  startValue: number;
  midValue: number;
  endValue: number;
}

/** The default effect string (SPEC section 3): limits 0, 50, 50, 100 and no values. */
export const DEFAULT_EFFECT = '0|50|50|100|||';
import { finiteNumber as num } from '../behaviours/site-values';

const DEFAULT_LIMITS = [0, 50, 50, 100] as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));


/** Limits kept in order (SPEC section 5): start at least 0, end at most 100, the middles between them. */
export function orderLimits(raw: readonly unknown[]): [number, number, number, number] {
  const [s, ms, me, e] = DEFAULT_LIMITS.map((d, i) => num(raw[i]) ?? d) as [number, number, number, number];
  const start = clamp(s, 0, 100);
  const end = clamp(e, start, 100);
  const midStart = clamp(ms, start, end);
  const midEnd = clamp(me, midStart, end);
  return [start, midStart, midEnd, end];
}

/** A value within the range its resolver allows (see the note on ambiguity 1 above). */
export function clampValue(resolver: Resolver, v: number): number {
  switch (resolver) {
    case 'opacity': return clamp(v, 0, 100);
    case 'blur':
    case 'scale': return Math.max(0, v);
    case 'rotate': return clamp(v, -359, 359);
    default: return v;
  }
}

/**
 * An effect from its fields (the page's list items carry them separately) or
 * null when it has no values to move between: a transform applies only if
 * it has a value (SPEC section 5). A missing middle value is the start's.
 */
export function makeEffect(resolver: unknown, limits: readonly unknown[], values: readonly unknown[]): Effect | null {
  if (!(RESOLVERS as readonly unknown[]).includes(resolver)) return null;
  const r = resolver as Resolver;
  const [sv, mv, ev] = values.map(num);
  if (sv == null && mv == null && ev == null) return null;
  const startValue = clampValue(r, sv ?? mv ?? ev!);
  const midValue = clampValue(r, mv ?? startValue);
  const endValue = clampValue(r, ev ?? midValue);
  const [start, midStart, midEnd, end] = orderLimits(limits);
  return { resolver: r, start, midStart, midEnd, end, startValue, midValue, endValue };
}

/** An effect from its seven-part string `start|midStart|midEnd|end|startValue|midValue|endValue` (SPEC section 3). */
export function parseEffect(resolver: unknown, text: unknown): Effect | null {
  const parts = (typeof text === 'string' ? text : DEFAULT_EFFECT).split('|');
  return makeEffect(resolver, parts.slice(0, 4), parts.slice(4, 7));
}

/** The effect's value at a progress from 0 to 100: start value before the range, the middle value between the middles, linear between. */
export function valueAt(e: Effect, progress: number): number {
  const p = clamp(progress, 0, 100);
  if (p <= e.start) return e.startValue;
  if (p < e.midStart) return e.startValue + ((e.midValue - e.startValue) * (p - e.start)) / (e.midStart - e.start);
  if (p <= e.midEnd) return e.midValue;
  if (p < e.end) return e.midValue + ((e.endValue - e.midValue) * (p - e.midEnd)) / (e.end - e.midEnd);
  return e.endValue;
}

export type Trigger = 'top' | 'middle' | 'bottom';
const TRIGGER_AT: Record<Trigger, number> = { top: 0, middle: 0.5, bottom: 1 };

/** A trigger from page input; middle by default (SPEC section 9). */
export const trigger = (v: unknown): Trigger => (v === 'top' || v === 'bottom' ? v : 'middle');

export interface Box {
  /** The element's top relative to the viewport's top, and its height, in px. */
  top: number;
  height: number;
}

export interface Viewport {
  height: number;
  /** A fixed header's height: the visible area starts below it (SPEC section 9). */
  offsetTop?: number;
}

/**
 * How far an element has come through the viewport, 0 to 100: 0 when its
 * start trigger point reaches the bottom of the visible area, 100 when its
 * end trigger point reaches the top (with the default middle triggers, 50
 * when its middle is at the middle of the visible area).
 */
export function progressOf(box: Box, view: Viewport, triggers: { start?: Trigger; end?: Trigger } = {}): number {
  const top = view.offsetTop ?? 0;
  const startPoint = box.top + box.height * TRIGGER_AT[triggers.start ?? 'middle'];
  const endPoint = box.top + box.height * TRIGGER_AT[triggers.end ?? 'middle'];
  const visible = view.height - top;
  // Travelled since the start point passed the bottom, over the whole way until the end point passes the top.
  const travelled = view.height - startPoint;
  const total = visible + (endPoint - startPoint);
  if (total <= 0) return travelled >= 0 ? 100 : 0;
  return clamp((travelled / total) * 100, 0, 100);
}

export interface MotionStyle {
  transform: string;
  filter: string;
  opacity: string;
}

const round = (n: number, places = 4) => Number(n.toFixed(places));

/**
 * The CSS for resolved values (SPEC section 9): opacity = value × 0.01,
 * scale = value × 0.01, translate = value × 100 px, rotate in degrees, blur
 * in rounded px. '' for what no effect sets.
 */
export function styleFor(values: Partial<Record<Resolver, number>>, base = ''): MotionStyle {
  const parts: string[] = base ? [base] : [];
  if (values.translateX !== undefined) parts.push(`translateX(${round(values.translateX * 100)}px)`);
  if (values.translateY !== undefined) parts.push(`translateY(${round(values.translateY * 100)}px)`);
  if (values.scale !== undefined) parts.push(`scale(${round(values.scale * 0.01)})`);
  if (values.rotate !== undefined) parts.push(`rotate(${round(values.rotate)}deg)`);
  return {
    transform: parts.join(' '),
    filter: values.blur !== undefined ? `blur(${Math.round(values.blur)}px)` : '',
    opacity: values.opacity !== undefined ? String(round(values.opacity * 0.01)) : '',
  };
}

/** Every effect of one element resolved at a progress. */
export function resolveAt(effects: readonly Effect[], progress: number): Partial<Record<Resolver, number>> {
  const out: Partial<Record<Resolver, number>> = {};
  for (const e of effects) out[e.resolver] = valueAt(e, progress);
  return out;
}
