/**
 * A multi-page form's steps: the form's [data-page] elements show one at a time,
 * with [data-page-next] and [data-page-prev] buttons; next checks the
 * current page's fields first. And the title field: a select marked
 * data-title whose last option means a custom value, revealing the
 * [data-title-custom] input.
 */
import { useCallback, useEffect, useState } from 'react';

export function stepsOf(form: HTMLFormElement): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>('[data-page]')];
}

export function useFormSteps(form: HTMLFormElement | null, onChange: (index: number) => void) {
  const [index, setIndex] = useState(0);
  const count = form ? stepsOf(form).length : 0;

  useEffect(() => {
    if (!form) return;
    stepsOf(form).forEach((page, i) => {
      page.hidden = i !== index;
      page.setAttribute('data-x-state', i === index ? 'current' : i < index ? 'done' : 'next');
    });
  }, [form, index]);

  const go = useCallback((next: number) => {
    if (!form) return false;
    const pages = stepsOf(form);
    if (next < 0 || next >= pages.length) return false;
    setIndex(next);
    onChange(next);
    // Keyboard and screen-reader users land on the new page.
    requestAnimationFrame(() => pages[next]?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [tabindex]')?.focus());
    return true;
  }, [form, onChange]);

  useEffect(() => {
    if (!form) return;
    const onClick = (e: MouseEvent) => {
      const button = (e.target as Element).closest?.('[data-page-next], [data-page-prev]');
      if (!button || !form.contains(button)) return;
      e.preventDefault();
      const pages = stepsOf(form);
      const current = pages[index];
      if (button.hasAttribute('data-page-next')) {
        const invalid = current && [...current.querySelectorAll<HTMLInputElement>('input, select, textarea')].find((c) => !c.disabled && !c.checkValidity());
        if (invalid) invalid.reportValidity();
        else go(index + 1);
      } else go(index - 1);
    };
    form.addEventListener('click', onClick);
    return () => form.removeEventListener('click', onClick);
  }, [form, index, go]);

  return { index, count, go, hasNext: index < count - 1 };
}

/** The title select's custom value: its last option reveals (and requires) the free-text input. */
export function useTitleField(form: HTMLFormElement | null): void {
  useEffect(() => {
    if (!form) return;
    const select = form.querySelector<HTMLSelectElement>('select[data-title]');
    const input = form.querySelector<HTMLInputElement>('input[data-title-custom]');
    if (!select || !input) return;
    const wrapper = input.closest<HTMLElement>('[data-title-custom-wrapper]') ?? input;
    const update = () => {
      const custom = select.selectedIndex === select.options.length - 1;
      wrapper.hidden = !custom;
      input.disabled = !custom;
      input.required = custom;
    };
    update();
    select.addEventListener('change', update);
    return () => select.removeEventListener('change', update);
  }, [form]);
}
