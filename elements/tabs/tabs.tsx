import { useEffect, useLayoutEffect, useRef } from 'react';
import { currentAnchor, emit, FADE_MS, matchesAnchor, onAnchorHash, onSegment, parseIndex, readSegment, useElementApi, useEvent, useOnChange, useLightChildren, writeSegment, type ElementProps } from '../core';
import { animateSlides, inlineStep, useSlideMachine, wrapIndex } from '../behaviours/slides';
import { motionDuration } from '../behaviours/devices';
import type { tabsAttributes } from './schema';
import * as css from './tabs.css';

const isTab = (el: HTMLElement) => el.slot === 'tab';
const isPanel = (el: HTMLElement) => !el.slot;
let uid = 0;

/** A tab's anchor: its data-anchor, else its panel's id. */
export function tabAnchor(tab: HTMLElement | undefined, panel: HTMLElement | undefined): string {
  return tab?.dataset.anchor ?? panel?.id ?? '';
}

function indexFromHash(host: HTMLElement, tabs: HTMLElement[], panels: HTMLElement[]): number | null {
  const segment = host.id ? readSegment(host.id) : null;
  const index = parseIndex(segment?.[0]);
  if (index !== null) return index;
  const anchor = currentAnchor();
  if (!anchor) return null;
  const i = tabs.findIndex((t, n) => matchesAnchor(anchor, tabAnchor(t, panels[n])));
  return i >= 0 ? i : null;
}

export function Tabs({ host, attrs }: ElementProps<typeof tabsAttributes>) {
  const tabs = useLightChildren(host, isTab);
  const panels = useLightChildren(host, isPanel);
  const count = Math.min(tabs.length, panels.length);
  const initial = useRef<number | null>(null);
  initial.current ??= indexFromHash(host, tabs, panels) ?? attrs.index;
  const machine = useSlideMachine(count, motionDuration(FADE_MS), initial.current);
  const first = useRef(true);

  useLayoutEffect(() => {
    const base = host.id || `x-tabs-${++uid}`;
    tabs.forEach((tab, i) => {
      const panel = panels[i];
      const selected = i === machine.index;
      tab.id ||= `${base}-tab-${i}`;
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-selected', String(selected));
      tab.dataset.state = selected ? 'active' : 'inactive';
      tab.tabIndex = selected ? 0 : -1;
      if (!panel) return;
      panel.id ||= `${base}-panel-${i}`;
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      panel.dataset.state = selected ? 'active' : 'inactive';
      // until-found: the browser's find-in-page can reveal a closed panel (beforematch below).
      if (selected) panel.removeAttribute('hidden');
      else panel.setAttribute('hidden', 'until-found');
    });
  }, [host, tabs, panels, machine.index]);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (machine.index === machine.previous) return;
    animateSlides(undefined, panels[machine.index], 'fade', 1, motionDuration(FADE_MS));
    if (attrs.hash && host.id) writeSegment(host.id, [machine.index]);
    emit(host, 'x-tabs-change', { index: machine.index, previous: machine.previous });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per move only
  }, [machine.index, machine.previous]);

  useOnChange(attrs.index, (i) => machine.go(i));

  // Hash: `#id|n` arrives through the bus; a tab anchor with or without `tab-` too.
  const { go } = machine;
  useEffect(
    () => onSegment(host, ([n]) => {
      const index = parseIndex(n);
      if (index !== null) go(index);
    }),
    [host, go],
  );
  useEffect(
    () => onAnchorHash((anchor) => {
      const i = tabs.findIndex((t, n) => matchesAnchor(anchor, tabAnchor(t, panels[n])));
      if (i >= 0) machine.go(i);
    }),
    [tabs, panels, machine],
  );

  // Focus follows the selection only: a key pressed while a transition runs
  // (and so ignored) leaves focus on the selected tab.
  const select = (i: number, focus: boolean) => {
    const target = wrapIndex(i, count);
    if ((machine.go(i) || target === machine.index) && focus) tabs[target]?.focus();
  };

  useEvent(host, 'click', (e) => {
    const tab = (e.target as Element).closest?.('[slot="tab"]');
    const i = tab ? tabs.indexOf(tab as HTMLElement) : -1;
    if (i >= 0) select(i, false);
  });
  useEvent(host, 'keydown', (e) => {
    const ke = e as KeyboardEvent;
    const i = tabs.indexOf(ke.target as HTMLElement);
    if (i < 0) return;
    // Left and right follow the reading direction (`dir="rtl"` swaps them).
    const step = inlineStep(ke.key, host);
    const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: count - 1 };
    const to = step ? i + step : moves[ke.key];
    if (to === undefined) return;
    ke.preventDefault();
    select(to, true);
  });
  useEvent(host, 'beforematch', (e) => {
    const i = panels.indexOf(e.target as HTMLElement);
    if (i >= 0) machine.go(i);
  }, { capture: true });

  useElementApi({ show: (index: number) => machine.go(index) });

  return (
    <>
      <div className={css.list} part="tabs" role="tablist" aria-label={attrs.label || undefined}>
        <slot name="tab" />
      </div>
      <div className={css.panels} part="panels">
        <slot />
      </div>
    </>
  );
}
