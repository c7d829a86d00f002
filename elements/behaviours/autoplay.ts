/**
 * Autoplay as the APG carousel pattern wants it: advance every `interval`
 * ms, but never while the pointer is over the element, focus is inside it or
 * the page holds it (the slider's `paused`); then look again after
 * `retryMs`. The caller leaves it off under prefers-reduced-motion. Used by
 * x-slider; later by the carousel and the portfolio's rotating carousel.
 */
import { useEffect, useRef, useState } from 'react';
import { useEvent } from '../core';

export interface AutoplayOptions {
  enabled: boolean;
  interval: number;
  /** How soon to look again after finding it hovered, focused or held. */
  retryMs: number;
  /** Moves on; called once per interval while playing. */
  advance: () => void;
  /** Whether the page holds it (read at each tick, so an attribute works). */
  held?: () => boolean;
}

export interface AutoplayState {
  hovered: boolean;
  focused: boolean;
}

export function useAutoplay(host: HTMLElement, { enabled, interval, retryMs, advance, held }: AutoplayOptions): AutoplayState {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const latest = useRef({ advance, held });
  latest.current = { advance, held };

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (hovered || focused || latest.current.held?.()) timer = setTimeout(tick, retryMs);
      else {
        latest.current.advance();
        timer = setTimeout(tick, interval);
      }
    };
    timer = setTimeout(tick, interval);
    return () => clearTimeout(timer);
  }, [enabled, interval, retryMs, hovered, focused]);

  useEvent(host, 'pointerenter', () => setHovered(true));
  useEvent(host, 'pointerleave', () => setHovered(false));
  useEvent(host, 'focusin', () => setFocused(true));
  useEvent(host, 'focusout', (e) => {
    if (!host.contains((e as FocusEvent).relatedTarget as Node | null)) setFocused(false);
  });
  return { hovered, focused };
}
