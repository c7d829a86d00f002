/**
 * A split test's goal (SPEC section 7.4): view_goal once it is visible,
 * read_goal 3 seconds later if it stays so, click_goal on a press of a link
 * or button in it, con_goal when a form in it converts (a contact form sent
 * and accepted, a newsletter subscription, an embedded form accepted) or,
 * for a product, when the order its add-to-cart began is received (the
 * shop log, read by <x-order-received>).
 * Used by <x-split-goal> and by <x-split-test goal>.
 */
import { useEffect, useRef } from 'react';
import { READ_GOAL_MS, keepShopLog, sendRecord, trackingOn, type RecordType } from './split-tests';

/** What a click on counts: links and buttons, not the text around them. */
export const CLICKABLE = 'a[href], area[href], button, input[type="submit"], input[type="button"], input[type="image"], [role="button"], [role="link"]';
/** A shop's add-to-cart buttons: in a goal, the order that follows is its conversion (the shop log). */
export const ADD_TO_CART = '.add_to_cart_button, .single_add_to_cart_button, [name="add-to-cart"]';
/** The events our forms fire once the server accepts them: the conversion. */
export const CONVERSION_EVENTS = ['x-contact-form-conversion', 'x-newsletter-success', 'x-popup-form-success'];

/**
 * Visible: half of it in view, or, for a goal taller than twice the
 * viewport, half the viewport's height of it (a ratio it could never reach).
 */
export function goalVisible(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRect' | 'boundingClientRect' | 'rootBounds'>): boolean {
  if (!entry.isIntersecting) return false;
  const viewport = entry.rootBounds?.height ?? innerHeight;
  return entry.intersectionRect.height >= Math.min(entry.boundingClientRect.height, viewport) / 2 - 0.5;
}
const THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 20);

export function useGoalTracking(host: HTMLElement, testId: number | null, on: boolean, onSent: (type: RecordType, subject: number) => void): void {
  const sent = useRef(onSent);
  sent.current = onSent;
  useEffect(() => {
    if (!on || testId === null || !trackingOn()) return;
    const record = (type: RecordType) => void sendRecord(type, testId).then((r) => r.outcome === 'sent' && sent.current(type, r.subject!));
    let readTimer: ReturnType<typeof setTimeout> | undefined;
    let visible = false;
    const io = new IntersectionObserver((entries) => {
      const now = goalVisible(entries[entries.length - 1]!);
      if (now === visible) return;
      visible = now;
      clearTimeout(readTimer);
      if (!now) return;
      record('view_goal');
      readTimer = setTimeout(() => record('read_goal'), READ_GOAL_MS);
    }, { threshold: THRESHOLDS });
    io.observe(host);
    const click = (e: Event) => {
      // Through shadow roots too: a form element's own button counts.
      const path = e.composedPath();
      const inside = path.slice(0, path.indexOf(host)).filter((n): n is Element => n instanceof Element);
      if (inside.some((n) => n.matches(CLICKABLE))) record('click_goal');
      if (inside.some((n) => n.matches(ADD_TO_CART))) void keepShopLog(testId);
    };
    const convert = () => record('con_goal');
    host.addEventListener('click', click, { capture: true });
    CONVERSION_EVENTS.forEach((name) => host.addEventListener(name, convert));
    return () => {
      io.disconnect();
      clearTimeout(readTimer);
      host.removeEventListener('click', click, { capture: true });
      CONVERSION_EVENTS.forEach((name) => host.removeEventListener(name, convert));
    };
  }, [host, testId, on]);
}
