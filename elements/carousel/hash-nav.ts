/**
 * Hash navigation (SPEC section 2, A11): with `hashNavigation` on, each slide
 * takes its hash from its item's `data-hash`, through the page's navigation
 * registry (its segment, and its slides' hashes as its anchors),
 * so it never fights the other modules for the fragment (ambiguity 7):
 * - a carousel with an id keeps its slide as its own segment, `#id|hash`
 *   (or `#id|n`, counted from 0), beside the other modules' segments;
 * - one without an id writes the bare hash, as Swiper's module would, but
 *   only while the fragment holds no module state, which it never overwrites.
 * A fragment naming a slide's hash (bare, by the registry's anchor rule, or in
 * the carousel's segment) goes to that slide, on load and on every change.
 * Hashes keep the fragment's characters (letters, digits, `-`, `_`); others
 * are dropped, with a warning.
 */
import { useMemo, useRef } from 'react';
import { parseIndex, sanitizeHash, useHashState } from '../behaviours/hash-state';
import { warnOnce } from '../core/warn';

/** A slide's hash: its item's `data-hash` (the slide's own, or an element's in it), in the fragment's characters. */
export function slideHash(slide: HTMLElement): string {
  const raw = (slide.dataset.hash ?? slide.querySelector<HTMLElement>('[data-hash]')?.dataset.hash ?? '').trim().replace(/^#/, '');
  const clean = sanitizeHash(raw).replace(/\|/g, '');
  if (clean !== raw) {
    warnOnce(`hash\u0000${raw}`, `<x-carousel> item attribute "data-hash": ${JSON.stringify(raw)} is not letters, digits, "-" and "_" (the page's hash keeps only those); using ${JSON.stringify(clean)}.`);
  }
  return clean;
}

export interface HashNavigation {
  /** The slide the fragment named when the carousel first rendered, else 0. */
  initialIndex(): number;
  /** The active slide changed: its hash goes to the fragment. */
  changed(index: number): void;
}

export function useHashNavigation(host: HTMLElement, slides: HTMLElement[], enabled: boolean, go: (index: number) => void): HashNavigation {
  const hashes = useMemo(() => slides.map(slideHash), [slides]);
  const find = (param: string | undefined) => {
    if (!param) return -1;
    const byHash = hashes.indexOf(param);
    const byIndex = parseIndex(param);
    return byHash >= 0 ? byHash : byIndex !== null && byIndex < hashes.length ? byIndex : -1;
  };
  const follow = (index: number) => {
    if (enabled && index >= 0) go(index);
  };
  const hash = useHashState(host, {
    onParams: (params) => follow(find(params[0])),
    anchors: () => (enabled ? hashes : []),
    onAnchor: follow,
  });
  const latest = useRef(hashes);
  latest.current = hashes;
  return {
    initialIndex: () => {
      if (!enabled) return 0;
      const fromSegment = find(hash.initialParams?.[0]);
      const fromAnchor = hash.initialAnchor(latest.current);
      return Math.max(fromSegment >= 0 ? fromSegment : fromAnchor, 0);
    },
    changed: (index) => {
      const h = latest.current[index];
      if (!enabled || !h) return;
      if (host.id) hash.write([h]);
      else hash.writeAnchor(h);
    },
  };
}
