import { useLayoutEffect, useMemo, useRef } from 'react';
import { emit, useElementApi, useEvent, useLightChildren, type ElementProps } from '../core';
import { parseIndex, useHashState } from '../behaviours/hash-state';
import { animateSlides, FADE_MS, useReflectedIndex, useSlideMachine, wrapIndex } from '../behaviours/slides';
import { useRovingFocus } from '../behaviours/roving-focus';
import { motionDuration } from '../behaviours/devices';
import { tabsEvents, tabsMethods, type tabsAttributes } from './schema';
import * as css from './tabs.css';

const isTab = (el: HTMLElement) => el.slot === 'tab';
const isPanel = (el: HTMLElement) => !el.slot;
let uid = 0;

/** A tab's anchor: its data-anchor, else its panel's id. */
export function tabAnchor(tab: HTMLElement | undefined, panel: HTMLElement | undefined): string {
  return tab?.dataset.anchor ?? panel?.id ?? '';
}


export function Tabs({ host, attrs }: ElementProps<typeof tabsAttributes>) {
  const tabs = useLightChildren(host, isTab);
  const panels = useLightChildren(host, isPanel);
  const count = Math.min(tabs.length, panels.length);
  // Hash: `#id|n` as the element's segment, and its tabs' anchors, both in
  // the navigation registry (the callbacks run after this render, once
  // `machine` below exists).
  const anchors = () => tabs.map((t, n) => tabAnchor(t, panels[n]));
  const hash = useHashState(host, {
    onParams: ([n]) => {
      const index = parseIndex(n);
      if (index !== null) machine.go(index);
    },
    anchors,
    onAnchor: (i) => machine.go(i),
  });
  const initial = useRef<number | null>(null);
  if (initial.current === null) {
    const fromAnchor = hash.initialAnchor(anchors());
    initial.current = parseIndex(hash.initialParams?.[0]) ?? (fromAnchor >= 0 ? fromAnchor : attrs.index);
  }
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
      if (!panel) return;
      panel.id ||= `${base}-panel-${i}`;
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      // The open panel is a tab stop (APG); a closed one is not (`until-found` leaves it focusable, unseen).
      panel.tabIndex = selected ? 0 : -1;
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
    if (attrs.hash) hash.write([machine.index]);
    emit(host, tabsEvents, 'x-tabs-change', { index: machine.index, previous: machine.previous });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per move only
  }, [machine.index, machine.previous]);

  useReflectedIndex(host, machine, attrs.index);

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
  const roving = useMemo(() => tabs.slice(0, count), [tabs, count]);
  useRovingFocus(host, roving, { active: machine.index, onNavigate: (to) => select(to, true) });
  useEvent(host, 'beforematch', (e) => {
    const i = panels.indexOf(e.target as HTMLElement);
    if (i >= 0) machine.go(i);
  }, { capture: true });

  useElementApi(tabsMethods, { show: (index: number) => machine.go(index) });

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
