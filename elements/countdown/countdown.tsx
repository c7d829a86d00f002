import { useEffect, useRef, useState } from 'react';
import { emit, warnOnce, type ElementProps } from '../core';
import { countdownEvents, type countdownAttributes } from './schema';
import { countdownParts, formatUnit, shownSeconds, UNITS } from './time';
import { onSecondTick } from './clock';
import * as css from './countdown.css';

export function Countdown({ host, attrs }: ElementProps<typeof countdownAttributes>) {
  const endMs = attrs.end?.getTime() ?? null;
  const [now, setNow] = useState(() => Date.now());
  // A bad value has its warning from the attribute's check; a missing one says so too, once: no timer without it.
  useEffect(() => {
    if (!host.hasAttribute('end')) warnOnce(`x-countdown\u0000end\u0000${host.id}`, '<x-countdown> attribute "end" is missing: expected an ISO 8601 date-time with offset, e.g. "2026-12-31T23:59:00+01:00". No timer is shown until it is set.');
  }, [host, endMs]);
  const endedFor = useRef<number | null>(null);

  // Re-read the clock whenever the seconds left change (no drift from counting ticks), from the page's one
  // clock: countdowns ticking at the same moment render in one commit.
  useEffect(() => {
    if (endMs === null) return;
    // The same second shown (the first reading, right after the mount's own): no render.
    const tick = (t: number) => setNow((prev) => (shownSeconds(endMs, prev) === shownSeconds(endMs, t) ? prev : t));
    tick(Date.now());
    return onSecondTick(endMs, tick);
  }, [endMs]);

  const parts = countdownParts(endMs ?? now, now);
  const ended = endMs !== null && parts.remaining === 0;
  useEffect(() => {
    if (!ended || endedFor.current === endMs) return;
    endedFor.current = endMs;
    host.dataset.state = 'ended';
    emit(host, countdownEvents, 'x-countdown-end', { end: new Date(endMs!) });
  }, [ended, endMs, host]);

  const labels = {
    days: attrs['label-days'], hours: attrs['label-hours'], minutes: attrs['label-minutes'], seconds: attrs['label-seconds'],
  };
  const spoken = UNITS.map((u) => `${parts[u]} ${labels[u]}`).join(', ');
  return (
    <>
      <slot />
      <div className={css.timer} part="timer" role="timer" aria-live="off" aria-label={spoken} hidden={endMs === null}>
        {UNITS.map((u) => (
          <div
            key={u}
            className={css.unit}
            part={`unit ${u}${parts.zero[u] ? ' zero' : ''}`}
            data-unit={u}
            data-zero={parts.zero[u] ? '' : undefined}
            aria-hidden="true"
          >
            <span className={css.value} part="value">{formatUnit(u, parts[u])}</span>
            <span className={css.label} part="label">{labels[u]}</span>
          </div>
        ))}
      </div>
    </>
  );
}
