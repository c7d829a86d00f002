import { useEffect, useState } from 'react';
import { emit, warnOnce, type ElementProps } from '../core';
import { useGoalTracking } from '../services/split-goal';
import { bounceDelayMs, pageIsCached, keepShortcodeTrack, lookUpSubject, sendRecord, setSubject, trackingOn } from '../services/split-tests';
import { CONTENT_ELEMENTS, sanitizeFragment } from '../forms/sanitize';
import { splitTestEvents, type splitTestAttributes } from './schema';

/**
 * Lookups that have ended, and what they found. The page hears that every
 * subject is in place once no subject-less x-split-test with a test id is
 * left without one: those not mounted yet (elements mount in batches)
 * count as waiting too.
 */
const finished = new WeakSet<Element>();
const found: { test: number; subject: number | null }[] = [];
const LOOKS_UP = 'x-split-test[test]:not([subject], [data-x-error])';

function lookupDone(host: HTMLElement, test: number, subject: number | null): void {
  finished.add(host);
  found.push({ test, subject });
  const waiting = [...document.querySelectorAll(LOOKS_UP)].some((el) => /^\s*\d{1,15}\s*$/.test(el.getAttribute('test')!) && !finished.has(el));
  if (waiting) return;
  const subjects = found.splice(0);
  emit(document.body, splitTestEvents, 'x-split-test-ready', { subjects });
  document.body.dispatchEvent(new CustomEvent('et_pb_ab_subject_ready', { bubbles: true, detail: { subjects } }));
}

export function SplitTest({ host, attrs }: ElementProps<typeof splitTestAttributes>) {
  const { test, post, goal } = attrs;
  const [subject, setShown] = useState<number | null>(attrs.subject);

  // The subject: given, or looked up where a cache plugin serves the page (SPEC section 7.6).
  useEffect(() => {
    if (test === null) {
      if (!host.hasAttribute('test')) warnOnce(`x-split-test ${host.id}`, '<x-split-test>: give "test", the test\'s id (a whole number). Nothing is recorded until then.');
      return;
    }
    if (attrs.subject !== null) {
      setShown(attrs.subject);
      setSubject(test, attrs.subject);
      emit(host, splitTestEvents, 'x-split-test-subject', { test, subject: attrs.subject, lookedUp: false });
      return;
    }
    if (!pageIsCached()) {
      warnOnce(`x-split-test ${test} subject`, `<x-split-test test="${test}">: give "subject", the subject the server chose (a whole number); it is looked up only where the page settings say a cache plugin serves the page (is_cache_plugin_active). Nothing is recorded for this test.`);
      setSubject(test, null);
      return;
    }
    let live = true;
    host.setAttribute('aria-busy', 'true');
    void lookUpSubject(post ?? test).then((reply) => {
      host.removeAttribute('aria-busy');
      if (!live) return;
      if (reply.kind === 'subject') {
        // The server's HTML, sanitised; our content elements in it upgrade once in place.
        host.replaceChildren(sanitizeFragment(reply.content, { elements: CONTENT_ELEMENTS }));
        host.setAttribute('data-subject', String(reply.id)); // before the page hears it is ready
        setShown(reply.id);
        setSubject(test, reply.id);
        emit(host, splitTestEvents, 'x-split-test-subject', { test, subject: reply.id, lookedUp: true });
      } else {
        console.warn(`<x-split-test test="${test}">: the subject could not be looked up (${reply.reason}); the placeholder stays and nothing is recorded for this test.`);
        setSubject(test, null);
        emit(host, splitTestEvents, 'x-split-test-error', { test, reason: reply.reason });
      }
      lookupDone(host, test, reply.kind === 'subject' ? reply.id : null);
    });
    return () => {
      live = false;
    };
  }, [host, test, post, attrs.subject]);

  // The subject shown, for page CSS and scripts (the placeholder has none).
  useEffect(() => {
    if (subject === null) host.removeAttribute('data-subject');
    else host.setAttribute('data-subject', String(subject));
  }, [host, subject]);

  // With shortcode tracking on, the subject is kept for the test's thank-you page.
  useEffect(() => {
    if (test !== null && subject !== null) void keepShortcodeTrack(test, subject);
  }, [test, subject]);

  // read_page: the visitor stayed past the bounce rate (SPEC sections 7.4 and 9).
  useEffect(() => {
    if (test === null || subject === null || !trackingOn()) return;
    const timer = setTimeout(() => {
      void sendRecord('read_page', test, subject).then((r) => {
        if (r.outcome === 'sent') emit(host, splitTestEvents, 'x-split-test-record', { type: 'read_page', test, subject });
      });
    }, bounceDelayMs());
    return () => clearTimeout(timer);
  }, [host, test, subject]);

  useGoalTracking(host, subject === null ? null : test, goal, (type, s) => emit(host, splitTestEvents, 'x-split-test-record', { type, test: test!, subject: s }));
  return <slot />;
}
