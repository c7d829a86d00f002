// @ts-check
/**
 * Reads a real <form>'s fields the way the contact form and the newsletter
 * describe them: descriptors, values and conditional rules. DOM-only (no
 * layout), so the reference server runs it too, on the page it serves.
 */
import { parseLogic } from './rules.mjs';

/** @typedef {import('./rules.mjs').FieldDescriptor} FieldDescriptor */
/** @typedef {import('./rules.mjs').Values} Values */
/** @typedef {import('./rules.mjs').ConditionalRule} ConditionalRule */
/** @typedef {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} Control */

/** Names the forms add themselves; never author fields. */
export const RESERVED = /^(x_|token$|action$|nonce$)/;
const SKIP_TYPES = new Set(['submit', 'button', 'reset', 'image', 'hidden', 'file']);

/** @param {ParentNode} form @returns {Control[]} */
export function controlsOf(form) {
  return /** @type {Control[]} */ ([...form.querySelectorAll('input, select, textarea')])
    .filter((c) => c.name && !RESERVED.test(c.name) && !SKIP_TYPES.has((c.getAttribute('type') ?? '').toLowerCase()));
}

/** @param {Element} el */
const textOf = (el) => (el.textContent ?? '').replace(/\s+/g, ' ').replace(/\s*\*\s*$/, '').trim();

/** The field's label: data-label, a label for it, its enclosing label, a group's legend, aria-label, placeholder. @param {Control} control @param {ParentNode} form */
export function labelOf(control, form) {
  const wrapper = control.closest('[data-label]');
  const explicit = control.getAttribute('data-label') ?? wrapper?.getAttribute('data-label');
  if (explicit) return explicit.trim();
  const type = control.getAttribute('type');
  if (type === 'radio' || type === 'checkbox') {
    const legend = control.closest('fieldset')?.querySelector('legend');
    if (legend) return textOf(legend);
  }
  const byFor = control.id ? form.querySelector(`label[for="${cssEscape(control.id)}"]`) : null;
  const label = byFor ?? control.closest('label');
  if (label) {
    // The label's own text, without the control's (a select's options, say).
    const copy = /** @type {Element} */ (label.cloneNode(true));
    copy.querySelectorAll('input, select, textarea').forEach((n) => n.remove());
    const text = textOf(copy);
    if (text) return text;
  }
  return (control.getAttribute('aria-label') ?? control.getAttribute('placeholder') ?? '').trim();
}

/** @param {string} s */
const cssEscape = (s) => s.replace(/["\\]/g, '\\$&');

/** @param {Control} control */
export function fieldType(control) {
  const tag = control.localName;
  if (tag === 'textarea') return 'text';
  if (tag === 'select') return 'select';
  const declared = control.closest('[data-field-type]')?.getAttribute('data-field-type');
  if (declared) return declared;
  const type = (control.getAttribute('type') ?? 'text').toLowerCase();
  return type === 'email' || type === 'radio' || type === 'checkbox' ? type : 'input';
}

/**
 * One descriptor per field name (a radio or checkbox group is one field).
 * @param {ParentNode} form
 * @returns {FieldDescriptor[]}
 */
export function describeFields(form) {
  /** @type {Map<string, FieldDescriptor>} */
  const byName = new Map();
  for (const control of controlsOf(form)) {
    const required = control.hasAttribute('required') || control.closest('[data-required]') !== null;
    const known = byName.get(control.name);
    if (known) {
      if (required) known.required_mark = 'required';
      continue;
    }
    byName.set(control.name, {
      field_id: control.name,
      original_id: control.getAttribute('data-original-id') ?? control.closest('[data-original-id]')?.getAttribute('data-original-id') ?? control.name,
      required_mark: required ? 'required' : 'not_required',
      field_type: fieldType(control),
      field_label: labelOf(control, form),
    });
  }
  return [...byName.values()];
}

/**
 * The submitted values by field: checkbox groups and multiple selects as
 * lists of checked values, the rest as text. Works on a FormData or on the
 * server's parsed body alike.
 * @param {{ getAll(name: string): unknown[] }} entries
 * @param {FieldDescriptor[]} fields
 * @returns {Values}
 */
export function valuesOf(entries, fields) {
  /** @type {Values} */
  const values = {};
  for (const f of fields) {
    const all = entries.getAll(f.field_id).filter((v) => typeof v === 'string').map(String);
    values[f.field_id] = f.field_type === 'checkbox' ? all : all[0] ?? '';
  }
  return values;
}

/**
 * The conditional rules: every element inside the form with a
 * data-conditional-logic list governs the fields inside it.
 * @param {ParentNode} form
 * @param {(el: Element, problem: string) => void} [onError] told of each malformed declaration (the element then always shows)
 * @returns {(ConditionalRule & { element: Element })[]}
 */
export function conditionalRules(form, onError) {
  /** @type {(ConditionalRule & { element: Element })[]} */
  const rules = [];
  for (const element of form.querySelectorAll('[data-conditional-logic]')) {
    const parsed = parseLogic(element.getAttribute('data-conditional-logic') ?? '', element.getAttribute('data-conditional-relation'));
    if ('error' in parsed) {
      onError?.(element, parsed.error);
      continue;
    }
    const fields = [...new Set(controlsOf(element).map((c) => c.name))];
    rules.push({ element, fields, logic: parsed.logic });
  }
  return rules;
}

/** The newsletter's own fields; every other named control is a custom field. */
export const NEWSLETTER_FIELDS = ['first_name', 'last_name', 'email'];
