import { useEffect, useMemo, useRef, useState } from 'react';
import { emit, isPreview, useElementApi, warnOnce, type ElementProps } from '../core';
import { configText } from '../behaviours/site-values';
import { currentDevice, useDevice, useReducedMotion, type Device } from '../behaviours/devices';
import { debounce } from '../behaviours/timing';
import { readMotionList } from './config';
import { SCROLL, viewAllowance } from './effects';
import { MotionEngine } from './engine';
import { scrollEffectsEvents, scrollEffectsMethods, type scrollEffectsAttributes } from './schema';

const TAG = 'x-scroll-effects';

/** A real mobile device (not a narrow desktop window): the browser says so. */
function isMobileDevice(): boolean {
  const data = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData;
  return data?.mobile ?? /Mobi|Android|iPhone|iPad|iPod/.test(navigator.userAgent);
}

/** Zoom mode: the page zoomed out (CSS `zoom` below 1 on the root, as a builder's zoomed-out view sets it). */
function isZoomedOut(): boolean {
  const zoom = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('zoom'));
  return Number.isFinite(zoom) && zoom > 0 && zoom < 1;
}

/**
 * The device the effects are registered for: the viewport's, taken 500 ms
 * after the last resize (SPEC section 4: the viewport size updates on resize,
 * debounced 500 ms; only then does a new device class register them again).
 */
function useSettledDevice(): Device {
  const now = useDevice();
  const [settled, setSettled] = useState(now);
  const settle = useMemo(() => debounce(() => setSettled(currentDevice()), SCROLL.debounce), []);
  useEffect(() => {
    if (now !== settled) settle(); // a device class can change without a resize (a zoom, a stubbed query)
  }, [now, settled, settle]);
  useEffect(() => {
    addEventListener('resize', settle, { passive: true });
    return () => {
      settle.cancel();
      removeEventListener('resize', settle);
    };
  }, [settle]);
  return settled;
}

export function ScrollEffects({ host, attrs }: ElementProps<typeof scrollEffectsAttributes>) {
  const device = useSettledDevice();
  const reduced = useReducedMotion();
  const json = configText(host, attrs['data-motion']);
  const { items, problems } = useMemo(() => {
    if (!json) return { items: [], problems: ['no list (the data-motion attribute or a child <script type="application/json">)'] };
    try {
      return readMotionList(JSON.parse(json), device);
    } catch {
      return { items: [], problems: [`the list is not JSON (${JSON.stringify(json.slice(0, 40))})`] };
    }
  }, [json, device]);

  useEffect(() => {
    if (problems.length) warnOnce(`${TAG}\u0000${json}\u0000${problems.join()}`, `<${TAG}> attribute "data-motion": ${problems.join('; ')}. Leaving those out.`);
  }, [json, problems]);

  // One engine per device's list: a device change registers the effects
  // again; a resize within the device, and the page's load, measure again
  // (debounced 500 ms, SPEC section 9). Visitors who prefer reduced motion
  // get the content at rest.
  const engine = useRef<MotionEngine | null>(null);
  useEffect(() => {
    const e = new MotionEngine(viewAllowance({ mobile: isMobileDevice(), editor: isPreview(), zoom: isZoomedOut() }));
    engine.current = e;
    const count = reduced ? 0 : e.start(host, items);
    const reveal = setTimeout(() => host.setAttribute('data-x-revealed', ''), count ? SCROLL.reveal : 0);
    emit(host, scrollEffectsEvents, 'x-scroll-effects-ready', { items: count, device });
    const remeasure = debounce(() => e.measure(), SCROLL.debounce);
    addEventListener('resize', remeasure, { passive: true });
    if (document.readyState !== 'complete') addEventListener('load', remeasure, { once: true });
    return () => {
      clearTimeout(reveal);
      remeasure.cancel();
      removeEventListener('resize', remeasure);
      removeEventListener('load', remeasure);
      e.stop();
      engine.current = null;
    };
  }, [host, items, reduced, device]);

  useElementApi(scrollEffectsMethods, { refresh: () => engine.current?.measure() });
  return <slot />;
}
