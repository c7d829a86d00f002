/** Countdown arithmetic: everything derives from the end time and the clock, so ticks never drift. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left (0 at or after the end). */
  remaining: number;
  /** Per unit: this unit and every larger unit are zero (SPEC section 4). */
  zero: { days: boolean; hours: boolean; minutes: boolean; seconds: boolean };
}

export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Unit = (typeof UNITS)[number];

/** Whole seconds left, rounded up: the display reaches 00:00 exactly when the end arrives. */
export const shownSeconds = (endMs: number, nowMs: number): number => Math.ceil(Math.max(0, endMs - nowMs) / 1000);

export function countdownParts(endMs: number, nowMs: number): CountdownParts {
  const remaining = Math.max(0, endMs - nowMs);
  const total = shownSeconds(endMs, nowMs);
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const zDays = days === 0;
  const zHours = zDays && hours === 0;
  const zMinutes = zHours && minutes === 0;
  return {
    days, hours, minutes, seconds, remaining,
    zero: { days: zDays, hours: zHours, minutes: zMinutes, seconds: zMinutes && seconds === 0 },
  };
}

/** Days show at least three digits; the other units two (SPEC section 9). */
export function formatUnit(unit: Unit, value: number): string {
  return String(value).padStart(unit === 'days' ? 3 : 2, '0');
}

/** Milliseconds until the displayed seconds next change (a timer that fires early just re-ticks). */
export function msToNextTick(endMs: number, nowMs: number): number {
  const remaining = endMs - nowMs;
  if (remaining <= 0) return 0;
  return remaining % 1000 || 1000;
}
