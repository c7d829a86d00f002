import { useEffect, useLayoutEffect } from 'react';
import { emit, isPreview, useEvent, whileConnected, type ElementProps } from '../core';
import { slideHeight } from '../behaviours/reveal';
import { SHOP_EVENTS, onShopEvents, triggerShopEvent } from '../services/shop';
import { fixedHeaderHeight, scrollToTarget } from '../behaviours/smooth-scroll';
import { useHostForm } from '../forms/ui';
import { DEMO_ERROR, ERROR_SCROLL, SHIPPING_SLIDE_MS, UPDATE_FIELDS, checkoutEvents, type checkoutAttributes } from './schema';
import * as css from './checkout.css';

const SHIP_TOGGLE = '#ship-to-different-address-checkbox, input[name="ship_to_different_address"]';
const NOTICE_GROUPS = '.woocommerce-NoticeGroup-checkout, .woocommerce-NoticeGroup';
const PAYMENT = 'input[name="payment_method"]';

/** Whether the shop's own checkout script runs here (it slides the shipping block itself). */
const shopScriptRuns = () => 'wc_checkout_params' in window;

/** SPEC section 8: the error scroll only with a fixed nav and wider than 980 px. */
export const scrollsOnError = (width: number, headerHeight: number) => width > ERROR_SCROLL.minWidth && headerHeight > 0;

export function Checkout({ host, attrs }: ElementProps<typeof checkoutAttributes>) {
  const form = useHostForm(host, 'x-checkout');

  // The shipping address block follows "ship to a different address" (SPEC
  // section 4); closed before the first paint, as the page CSS drew it.
  useLayoutEffect(() => {
    const toggle = form?.querySelector<HTMLInputElement>(SHIP_TOGGLE);
    const box = form?.querySelector<HTMLElement>('.shipping_address');
    if (!toggle || !box || shopScriptRuns()) return;
    box.hidden = !toggle.checked;
    const follow = () => slideHeight(box, toggle.checked, SHIPPING_SLIDE_MS);
    toggle.addEventListener('change', follow);
    return () => {
      toggle.removeEventListener('change', follow);
      box.hidden = false;
    };
  }, [form]);

  // The chosen payment method carries a checked marker (SPEC section 4), also after the shop redraws the list.
  const markPayment = () => {
    for (const input of host.querySelectorAll<HTMLInputElement>(PAYMENT)) {
      input.closest('li')?.toggleAttribute('data-x-checked', input.checked);
    }
  };
  useEffect(markPayment);
  useEvent(host, 'change', (e) => {
    const field = e.target as HTMLInputElement | HTMLSelectElement;
    if (field.matches?.(PAYMENT)) markPayment();
    // The totals depend on these: ask the shop to update the checkout (SPEC section 7.11).
    if (UPDATE_FIELDS.includes(field.name)) {
      triggerShopEvent('update_checkout');
      emit(host, checkoutEvents, 'x-checkout-update', { field: field.name });
    }
  });

  useEffect(() => onShopEvents(SHOP_EVENTS, whileConnected(host, (type, data) => {
    emit(host, checkoutEvents, 'x-checkout-shop', { type });
    if (type === 'updated_checkout' || type === 'init_checkout') markPayment();
    const failedUpdate = type === 'updated_checkout' && (data as { result?: string } | undefined)?.result === 'failure';
    if (type === 'checkout_error' || failedUpdate) reportErrors(type === 'checkout_error');
  })));

  /** SPEC section 8: one notice group, shipping errors only where there is a shipping block, and the form in view. */
  function reportErrors(submitted: boolean) {
    const groups = [...document.querySelectorAll<HTMLElement>(NOTICE_GROUPS)];
    groups.forEach((g, i) => { if (i > 0) g.hidden = true; });
    if (!host.querySelector('[name^="shipping_"]:not([name^="shipping_method"])')) {
      for (const item of document.querySelectorAll<HTMLElement>('.woocommerce-error li[data-id^="shipping_"]')) item.hidden = true;
    }
    const scrolled = scrollsOnError(innerWidth, fixedHeaderHeight());
    if (scrolled) void scrollToTarget(form ?? host, { duration: attrs['scroll-duration'], extraOffset: attrs['scroll-offset'] });
    // A refused order: focus the shop's submit took away (its button disabled or drawn again) goes to the errors,
    // so the keyboard goes on from them and a screen reader reads them; never taken from where the visitor is
    // (nor on a failed update, which no press of the visitor's began). No scroll of its own.
    const notices = groups[0];
    const active = document.activeElement;
    if (submitted && notices && (!active || active === document.body || !active.isConnected)) {
      if (!notices.hasAttribute('tabindex')) notices.tabIndex = -1;
      notices.focus({ preventScroll: true });
    }
    emit(host, checkoutEvents, 'x-checkout-error', { groups: groups.length, scrolled });
  }

  // The visual builder shows what an error looks like (SPEC section 5).
  return (
    <>
      {isPreview() && <p className={css.demo} part="demo-error" role="alert">{DEMO_ERROR}</p>}
      <slot />
    </>
  );
}
