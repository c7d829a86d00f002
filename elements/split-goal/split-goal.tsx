import { useEffect } from 'react';
import { emit, warnOnce, type ElementProps } from '../core';
import { useGoalTracking } from '../services/split-goal';
import { readShortcodeTrack, sendLogged, sendRecord, shortcodeTrackCookieName, trackingOn } from '../services/split-tests';
import { splitGoalEvents, type splitGoalAttributes } from './schema';

export function SplitGoal({ host, attrs }: ElementProps<typeof splitGoalAttributes>) {
  const { test, visit } = attrs;
  useEffect(() => {
    if (test === null && !host.hasAttribute('test')) warnOnce(`x-split-goal ${host.id}`, '<x-split-goal>: give "test", the id of the test this is the goal of (a whole number). Nothing is recorded until then.');
  }, [host, test]);
  useGoalTracking(host, test, !visit, (type, subject) => emit(host, splitGoalEvents, 'x-split-goal-record', { type, test: test!, subject }));
  // A thank-you page: reaching it is the conversion, for the subject the
  // test page kept for it (shortcode tracking), else the one shown before.
  useEffect(() => {
    if (!visit || test === null || !trackingOn()) return;
    let live = true;
    const log = readShortcodeTrack(test);
    const sent = log
      ? sendLogged('con_short', shortcodeTrackCookieName(test), log).then((outcome) => ({ outcome, subject: log.subject }))
      : sendRecord('con_short', test);
    void sent.then((r) => {
      if (live && r.outcome === 'sent') emit(host, splitGoalEvents, 'x-split-goal-record', { type: 'con_short', test, subject: r.subject! });
    });
    return () => {
      live = false;
    };
  }, [host, test, visit]);
  return <slot />;
}
