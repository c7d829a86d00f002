import { describe, expect, it } from 'vitest';
import { countdownParts, formatUnit, msToNextTick, shownSeconds } from './time';

const DAY = 86400000;
describe('countdown arithmetic', () => {
  it('splits the remaining time into units, rounding seconds up', () => {
    const p = countdownParts(2 * DAY + 3 * 3600000 + 4 * 60000 + 5000, 0);
    expect([p.days, p.hours, p.minutes, p.seconds]).toEqual([2, 3, 4, 5]);
    expect(countdownParts(1500, 0).seconds).toBe(2);
    expect(countdownParts(1000, 0).seconds).toBe(1);
  });

  it('tells when the shown second changes (a tick inside the same second renders nothing)', () => {
    expect(shownSeconds(10000, 0)).toBe(10);
    expect(shownSeconds(10000, 1)).toBe(10);
    expect(shownSeconds(10000, 999)).toBe(10);
    expect(shownSeconds(10000, 1000)).toBe(9);
    expect(shownSeconds(10000, 9999)).toBe(1);
    expect([shownSeconds(10000, 10000), shownSeconds(10000, 20000)]).toEqual([0, 0]);
  });

  it('never goes below zero', () => {
    const p = countdownParts(1000, 5000);
    expect(p.remaining).toBe(0);
    expect([p.days, p.hours, p.minutes, p.seconds]).toEqual([0, 0, 0, 0]);
    expect(p.zero).toEqual({ days: true, hours: true, minutes: true, seconds: true });
  });

  it('zero-styles a unit only when it and every larger unit are zero', () => {
    expect(countdownParts(DAY + 5000, 0).zero).toEqual({ days: false, hours: false, minutes: false, seconds: false });
    expect(countdownParts(30 * 60000, 0).zero).toEqual({ days: true, hours: true, minutes: false, seconds: false });
    // Zero hours but non-zero days: hours are not zero-styled.
    expect(countdownParts(DAY + 60000, 0).zero.hours).toBe(false);
    expect(countdownParts(59000, 0).zero).toEqual({ days: true, hours: true, minutes: true, seconds: false });
  });

  it('pads days to three digits and the rest to two', () => {
    expect(formatUnit('days', 5)).toBe('005');
    expect(formatUnit('days', 1234)).toBe('1234');
    expect(formatUnit('hours', 7)).toBe('07');
  });

  it('schedules the next tick at the next second boundary of the remaining time', () => {
    expect(msToNextTick(10000, 0)).toBe(1000);
    expect(msToNextTick(10000, 250)).toBe(750);
    expect(msToNextTick(10000, 9999)).toBe(1);
    expect(msToNextTick(10000, 10000)).toBe(0);
  });

  it('does not drift: the display depends only on the clock', () => {
    const end = 100000;
    // However late timers fire, the shown value is the true remaining time.
    for (const now of [0, 1003, 2017, 55555, 99999]) {
      expect(countdownParts(end, now).seconds + countdownParts(end, now).minutes * 60).toBe(Math.ceil((end - now) / 1000));
    }
  });
});
