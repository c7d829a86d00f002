/**
 * The page's scroll-motion list (SPEC section 3; checklist B1, B4, B6): keyed
 * by device (`desktop`, `tablet`, `phone`), each entry one effect of one
 * element (`id`, `resolver`, the four limits and three values, `trigger_start`,
 * `trigger_end`, `grid_motion`, `child_slug`, `children_count`,
 * `module_type`, `module_index`, `transforms`), read into one scroll item per
 * element. Every entry is page input: a bad one is named and skipped, the
 * rest kept.
 */
import { finiteNumber as num, fieldText as text } from '../behaviours/site-values';
import { makeEffect, trigger, type Effect, type Trigger } from './effects';
import { staticTransform } from './units';

import type { Device } from '../behaviours/devices';
export type { Device };
export const DEVICES: readonly Device[] = ['desktop', 'tablet', 'phone'];

export interface ScrollItem {
  /** The element's selector as the page gives it: a class, an id or a name (`.et_pb_image_0`). */
  id: string;
  effects: Effect[];
  triggers: { start: Trigger; end: Trigger };
  /** The element's static transform (its `transforms` fields), kept under the motion. */
  transform: string;
  gridMotion: boolean;
  childSlug: string;
  childrenCount: number;
  moduleType: string;
  moduleIndex: number;
}

/** A selector the page may name: one class, id or element name, nothing that could reach further. */
const SIMPLE_SELECTOR = /^[.#]?-?[A-Za-z_][\w-]{0,127}$/;

export function readMotionList(input: unknown, device: Device): { items: ScrollItem[]; problems: string[] } {
  const problems: string[] = [];
  const list = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>)[device] : undefined;
  if (list === undefined) return { items: [], problems: input && typeof input === 'object' ? [] : ['the list is not an object keyed by device'] };
  if (!Array.isArray(list)) return { items: [], problems: [`"${device}" is not a list`] };
  const byId = new Map<string, ScrollItem>();
  list.forEach((entry, i) => {
    if (!entry || typeof entry !== 'object') return void problems.push(`entry ${i} is not an object`);
    const e = entry as Record<string, unknown>;
    const id = text(e.id).trim();
    if (!SIMPLE_SELECTOR.test(id)) return void problems.push(`entry ${i}: "id" ${JSON.stringify(text(e.id).slice(0, 40))} is not a class, id or name`);
    const effect = makeEffect(e.resolver, [e.start, e.midStart, e.midEnd, e.end], [e.startValue, e.midValue, e.endValue]);
    if (!effect && e.resolver !== undefined) problems.push(`entry ${i} (${id}): no effect from resolver ${JSON.stringify(e.resolver)} and its values`);
    let item = byId.get(id);
    if (!item) {
      const transforms = e.transforms && typeof e.transforms === 'object' ? (e.transforms as Record<string, unknown>) : {};
      item = {
        id, effects: [], triggers: { start: trigger(e.trigger_start), end: trigger(e.trigger_end) },
        transform: staticTransform(transforms), gridMotion: text(e.grid_motion) === 'on',
        childSlug: text(e.child_slug), childrenCount: Math.max(0, Math.trunc(num(e.children_count) ?? 0)),
        moduleType: text(e.module_type), moduleIndex: Math.max(0, Math.trunc(num(e.module_index) ?? 0)),
      };
      byId.set(id, item);
    }
    if (effect) item.effects = [...item.effects.filter((x) => x.resolver !== effect.resolver), effect];
  });
  return { items: [...byId.values()], problems };
}
