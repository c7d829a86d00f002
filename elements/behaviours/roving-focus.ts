/**
 * Roving focus (APG): one item of a set is in the tab order (tabindex 0, the
 * active one), the others are reached with the arrow keys, Home and End.
 * Left and right follow the reading direction (`dir="rtl"` swaps them).
 * The caller decides what a move does (tabs select, so focus follows only an
 * accepted selection); used by x-tabs, later by menus and menu bars.
 */
import { useLayoutEffect } from 'react';
import { useEvent } from '../core';
import { inlineStep } from './slides';

export interface RovingOptions {
  /** The item in the tab order. */
  active: number;
  /** Called with the index a key asks for (wrapped into range). */
  onNavigate: (index: number) => void;
  /** Which arrows move: 'both' (default), 'horizontal' or 'vertical'. */
  orientation?: 'both' | 'horizontal' | 'vertical';
}

/** The index a key asks for from `current`, or null when the key does not move. */
export function rovingTarget(key: string, current: number, count: number, el: Element, orientation: RovingOptions['orientation'] = 'both'): number | null {
  if (count < 1) return null;
  const inline = orientation !== 'vertical' ? inlineStep(key, el) : 0;
  const block = orientation !== 'horizontal' ? ({ ArrowDown: 1, ArrowUp: -1 } as Record<string, number>)[key] ?? 0 : 0;
  const step = inline || block;
  if (step) return (((current + step) % count) + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function useRovingFocus(host: HTMLElement, items: HTMLElement[], { active, onNavigate, orientation = 'both' }: RovingOptions): void {
  useLayoutEffect(() => {
    items.forEach((item, i) => (item.tabIndex = i === active ? 0 : -1));
  }, [items, active]);

  useEvent(host, 'keydown', (e) => {
    const ke = e as KeyboardEvent;
    if (ke.altKey || ke.ctrlKey || ke.metaKey) return;
    const i = items.indexOf(ke.target as HTMLElement);
    if (i < 0) return;
    const to = rovingTarget(ke.key, i, items.length, host, orientation);
    if (to === null) return;
    ke.preventDefault();
    onNavigate(to);
  });
}
