import { useEffect, useState } from 'react';
import { emit, useElementApi, useOnChange, warnOnce, type ElementProps } from '../core';
import { onShopEvents } from '../services/shop';
import { cartCountEvents, cartCountMethods, type cartCountAttributes } from './schema';

/** SPEC section 9: the singular label for 1, the plural for any other count, `%d` the count. */
export const cartLabel = (count: number, singular: string, plural: string) => (count === 1 ? singular : plural).replace(/%d/g, String(count));

/** The cart form's quantities on this page, summed; null where there is no cart form. */
function countOnPage(): number | null {
  const inputs = document.querySelectorAll<HTMLInputElement>('.woocommerce-cart-form input.qty, form.cart-form input.qty');
  if (!inputs.length) return document.querySelector('.woocommerce-cart-form, .cart-empty') ? 0 : null;
  return [...inputs].reduce((sum, i) => sum + (Number.isInteger(Number(i.value)) && Number(i.value) > 0 ? Number(i.value) : 0), 0);
}

export function CartCount({ host, attrs }: ElementProps<typeof cartCountAttributes>) {
  const [count, setCount] = useState(attrs.count);
  useEffect(() => setCount(attrs.count), [attrs.count]);

  // The shop redraws or empties the cart; it makes the requests (SPEC section 7.11).
  useEffect(() => onShopEvents(['updated_wc_div', 'wc_cart_emptied', 'updated_cart_totals'], (type) => {
    const n = type === 'wc_cart_emptied' ? 0 : countOnPage();
    if (n !== null) setCount(n);
  }), []);

  const label = cartLabel(count, attrs.singular, attrs.plural);
  // The page's own text (the header's cart link) says it too, so it reads right before and after the script.
  useEffect(() => {
    const target = host.querySelector<HTMLElement>('[data-x-cart-label]');
    if (target) target.textContent = label;
  }, [host, label]);
  useOnChange(count, () => emit(host, cartCountEvents, 'x-cart-count-change', { count }));
  // The attribute (and so `count`) follows the count shown, whoever changed it: the page reads what it shows, and
  // setting the attribute back to an earlier value is a change again.
  useEffect(() => {
    if (count !== attrs.count) host.setAttribute('count', String(count));
  }, [host, count]); // eslint-disable-line react-hooks/exhaustive-deps -- on a new count only: the attribute's own change sets the count
  useElementApi(cartCountMethods, {
    setCount: (n: number) => {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
        warnOnce(`x-cart-count\u0000setCount\u0000${String(n)}`, `<x-cart-count> setCount(${JSON.stringify(n) ?? String(n)}): expected a whole number from 0. Left at ${count}.`);
        return;
      }
      setCount(n);
    },
  });
  return <slot />;
}
