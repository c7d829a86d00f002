import { useEffect, useRef, useState } from 'react';
import { emit, waypointsEnabled, warnOnce, type ElementProps } from '../core';
import { observeInView } from '../behaviours/in-view';
import { useReducedMotion } from '../behaviours/devices';
import { finiteNumber } from '../behaviours/site-values';
import { COUNTER, countAt, decimalsOf, formatCount, frames, ring } from './count';
import { counterEvents, type counterAttributes } from './schema';
import * as css from './counter.css';

export function Counter({ host, attrs }: ElementProps<typeof counterAttributes>) {
  const { type, variant } = attrs;
  const shop = variant === 'shop';
  const raw = type === 'bar' && attrs['data-width'] !== null ? String(attrs['data-width']) : attrs.value || '0';
  const decimals = decimalsOf(raw);
  const given = finiteNumber(raw) ?? 0;
  const value = type === 'number' ? given : Math.min(100, Math.max(0, given));
  // A percentage out of range is kept within it, as documented, and said once: the page shows 100%, not 150.
  useEffect(() => {
    if (value !== given) warnOnce(`x-counter\u0000range\u0000${raw}`, `<x-counter> ${type === 'bar' && attrs['data-width'] !== null ? 'attribute "data-width"' : 'attribute "value"'}: ${raw} is outside 0 to 100, a ${type}'s percentage; shown as ${value}.`);
  }, [value, given, raw, type]); // eslint-disable-line react-hooks/exhaustive-deps -- what the message names follows raw
  const duration = shop && !host.hasAttribute('duration') ? COUNTER.shop.duration : attrs.duration;
  const reduced = useReducedMotion();
  // Progress of the count, 0 to 1: 0 until the counter comes into view.
  const [t, setT] = useState(0);
  const played = useRef<number | null>(null);
  // A circle's size comes from CSS (`--x-counter-size`, which the pre-upgrade
  // styles read too): the ring is drawn to the measured box.
  const circleRef = useRef<HTMLDivElement>(null);
  const [circleSize, setCircleSize] = useState<number>(COUNTER.shop.size);
  useEffect(() => {
    const box = circleRef.current;
    if (!box) return;
    const ro = new ResizeObserver(() => setCircleSize(box.clientWidth || COUNTER.shop.size));
    ro.observe(box);
    return () => ro.disconnect();
  }, [type]);

  useEffect(() => {
    if (played.current === value) return;
    let stopFrames = () => {};
    const start = () => {
      played.current = value;
      emit(host, counterEvents, 'x-counter-start', { value });
      if (reduced || duration === 0) setT(1);
      else stopFrames = frames(duration, setT);
    };
    setT(0);
    // Counters start when scrolled into view (SPEC section 4); with waypoints off, at once.
    const unwatch = waypointsEnabled() ? observeInView(host, (inView) => inView && start(), { once: true }) : (start(), () => {});
    return () => {
      unwatch();
      stopFrames();
    };
  }, [host, value, duration, reduced]);

  const shown = formatCount(countAt(value, t, decimals), decimals, attrs.separator);
  const final = formatCount(value, decimals, attrs.separator);
  const unit = type !== 'number' || attrs.percent ? '%' : '';
  const state = t === 0 ? 'waiting' : t < 1 ? 'counting' : 'done';
  // The end is announced once the counter shows its value.
  useEffect(() => {
    host.dataset.state = state;
    if (state === 'done' && played.current === value) emit(host, counterEvents, 'x-counter-end', { value });
  }, [host, state, value]);
  const number = <span className={css.number} part="number" aria-hidden="true">{shown}{unit}</span>;

  if (type === 'number') {
    return (
      <>
        {number}
        <span className={css.srOnly}>{final}{unit}</span>
        <slot />
      </>
    );
  }
  const meter = { role: 'meter', 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': value, 'aria-valuetext': `${final}%`, 'aria-labelledby': 'label' } as const;
  if (type === 'circle') {
    const size = circleSize;
    const line = shop ? COUNTER.shop.lineWidth : COUNTER.lineWidth;
    const { r, c, offset } = ring(size, line, value * (t === 1 ? 1 : countAt(1, t, 4)));
    return (
      <>
        <div ref={circleRef} className={css.circle} part="circle" {...meter}>
          <svg className={css.svg} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
            <circle part="track" className={css.track} cx={size / 2} cy={size / 2} r={r} strokeWidth={line} />
            <circle part="ring" className={css.ring} cx={size / 2} cy={size / 2} r={r} strokeWidth={line} strokeDasharray={c} strokeDashoffset={offset} />
          </svg>
          {number}
        </div>
        <div id="label"><slot /></div>
      </>
    );
  }
  return (
    <>
      <div id="label"><slot /></div>
      <div className={css.bar} part="bar" {...meter}>
        <div className={css.fill} part="fill" style={{ inlineSize: `${value}%`, clipPath: `inset(0 ${100 - countAt(100, t, 2)}% 0 0)` }}>
          {number}
        </div>
      </div>
    </>
  );
}
