/**
 * Conditional logic on a live form (SPEC sections 3, 5 and 9): fields show
 * or hide as the visitor types, re-evaluated 250 ms after the last input.
 * Hidden fields drop their pattern validation and are reported as hidden
 * with the submission.
 */
import { useCallback, useEffect } from 'react';
import { debounce } from '../behaviours/timing';
import { conditionalRules, describeFields, valuesOf } from './fields.mjs';
import { resolveConditions } from './rules.mjs';

/** Conditional logic re-evaluates this long after the last input (SPEC section 9). */
export const CONDITIONAL_LOGIC_MS = 250;

const warned = new WeakSet<Element>();

/** Applies the rules to the form now; returns the hidden field ids. */
export function applyConditions(form: HTMLFormElement, tag: string): Set<string> {
  const rules = conditionalRules(form, (el, problem) => {
    if (warned.has(el)) return;
    warned.add(el);
    console.warn(
      `<${tag}> a data-conditional-logic value is invalid (${problem}): expected JSON like [["field id", "is", "value"]] with an operator of is, is not, is empty, is not empty, contains, does not contain, is greater, is less, and data-conditional-relation "all" or "any". The field always shows.`,
      el,
    );
  });
  const fields = describeFields(form);
  const { hidden, failing } = resolveConditions(rules, valuesOf(new FormData(form), fields));
  for (const rule of rules) {
    const hide = failing.has(rule);
    if (rule.element.hasAttribute('hidden') !== hide) rule.element.toggleAttribute('hidden', hide);
    rule.element.setAttribute('data-x-state', hide ? 'hidden' : 'shown');
    for (const control of rule.element.querySelectorAll<HTMLInputElement>('[pattern], [data-x-pattern]')) {
      if (hide && control.hasAttribute('pattern')) {
        control.setAttribute('data-x-pattern', control.getAttribute('pattern')!);
        control.removeAttribute('pattern');
      } else if (!hide && hidden.has(control.name) === false && control.hasAttribute('data-x-pattern')) {
        control.setAttribute('pattern', control.getAttribute('data-x-pattern')!);
        control.removeAttribute('data-x-pattern');
      }
    }
  }
  return hidden;
}

/** Keeps the form's conditional fields current; returns a function that applies them at once (before a submit). */
/** What a submit's checks read: the rules applied at that moment (a hidden field counts as absent), the descriptors, the data and values. */
export interface RuledInput {
  hidden: Set<string>;
  fields: ReturnType<typeof describeFields>;
  data: FormData;
  values: ReturnType<typeof valuesOf>;
}

/** Keeps the rules applied while the visitor types; returns the reader a submit's checks use. */
export function useConditionalLogic(form: HTMLFormElement | null, tag: string): (form: HTMLFormElement) => RuledInput {
  useEffect(() => {
    if (!form) return;
    const apply = () => applyConditions(form, tag);
    apply();
    const schedule = debounce(apply, CONDITIONAL_LOGIC_MS);
    form.addEventListener('input', schedule);
    form.addEventListener('change', schedule);
    return () => {
      schedule.cancel();
      form.removeEventListener('input', schedule);
      form.removeEventListener('change', schedule);
    };
  }, [form, tag]);
  return useCallback((target: HTMLFormElement) => {
    const hidden = applyConditions(target, tag);
    const fields = describeFields(target);
    const data = new FormData(target);
    return { hidden, fields, data, values: valuesOf(data, fields) };
  }, [tag]);
}
