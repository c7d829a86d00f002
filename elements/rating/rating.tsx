import { useEffect, useRef, useState } from 'react';
import { emit, useEvent, type ElementProps } from '../core';
import { ratingEvents, type ratingAttributes } from './schema';
import { srOnly } from '../../styles/controls.css';
import * as css from './rating.css';

type Choice = { value: string; text: string };

/** The select's choices that are ratings (its empty "Rate…" left out), lowest first (WooCommerce lists 5 to 1). */
function choicesOf(select: HTMLSelectElement | null): Choice[] {
  const choices = select ? [...select.options].filter((o) => o.value !== '').map((o) => ({ value: o.value, text: o.text.trim() || o.value })) : [];
  return choices.every((c) => Number.isFinite(Number(c.value))) ? choices.sort((a, b) => Number(a.value) - Number(b.value)) : choices;
}

export function Rating({ host, attrs }: ElementProps<typeof ratingAttributes>) {
  const select = host.querySelector('select');
  const [value, setValue] = useState(select?.value ?? '');
  const choices = choicesOf(select);
  const name = attrs.label || select?.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim() || 'Rating';

  // The select stays the form's field (the form sends it, the browser checks it); the stars follow it.
  useEvent(select, 'change', () => setValue(select!.value));
  useEffect(() => {
    if (!select) console.error('<x-rating> needs the review form\'s rating <select> inside it; it shows it as is until then.');
  }, [select]);
  // The stars are the control: the select, still the form's field, is out of the tab order and the accessibility
  // tree (a second "rating" there), and given back as it was if the element goes.
  useEffect(() => {
    if (!select || !choices.length) return;
    const before = [select.getAttribute('tabindex'), select.getAttribute('aria-hidden')] as const;
    select.tabIndex = -1;
    select.setAttribute('aria-hidden', 'true');
    return () => {
      for (const [name, value] of [['tabindex', before[0]], ['aria-hidden', before[1]]] as const) {
        if (value === null) select.removeAttribute(name);
        else select.setAttribute(name, value);
      }
    };
  }, [select, choices.length]);
  // A required rating left empty: the browser would focus the hidden select and point at nothing. Its check is
  // reported on the stars instead, with the browser's own message, and focus goes to them; but only where the
  // browser is reporting (a submit), looked at once it has: a field it focused itself (an earlier failing one)
  // or one being typed in (a page's own check calling checkValidity() as the visitor types) keeps the focus.
  const radio = useRef<HTMLInputElement | null>(null);
  useEvent(select, 'invalid', (e) => {
    if (!radio.current || !select) return;
    e.preventDefault();
    setTimeout(() => {
      const target = radio.current;
      const active = document.activeElement as HTMLElement | null;
      if (!target || select.validity.valid || active?.matches('input:not([type=submit], [type=button], [type=image]), textarea, select')) return;
      target.setCustomValidity(select.validationMessage);
      target.focus();
      target.reportValidity();
    });
  });

  if (!select || !choices.length) return <slot />;
  const chosen = choices.findIndex((c) => c.value === value);
  const choose = (c: Choice) => {
    radio.current?.setCustomValidity('');
    select.value = c.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    setValue(c.value);
    emit(host, ratingEvents, 'x-rating-change', { value: c.value });
  };
  return (
    <>
      <fieldset className={css.stars} part="stars">
        <legend className={srOnly}>{name}</legend>
        {choices.map((c, i) => (
          <label key={c.value} className={css.star} part={i <= chosen ? 'star star-on' : 'star'} data-on={i <= chosen ? '' : undefined}>
            <input type="radio" className={srOnly} name="x-rating" value={c.value} checked={i === chosen} onChange={() => choose(c)}
              ref={i === Math.max(chosen, 0) ? radio : undefined} />
            <svg viewBox="0 0 24 24" aria-hidden="true" className={css.icon}><path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" /></svg>
            <span className={srOnly}>{c.text}</span>
          </label>
        ))}
      </fieldset>
      <slot />
    </>
  );
}
