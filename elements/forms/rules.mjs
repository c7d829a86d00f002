// @ts-check
/**
 * Form rules of SPEC section 5: email, required fields, the maths captcha,
 * conditional logic and the message block. Plain JavaScript (type-checked
 * through JSDoc) so the elements in the browser and the reference server in
 * Node run the very same rules: the server never trusts the client, and
 * mirrors it exactly.
 */

/** @typedef {'is' | 'is not' | 'is empty' | 'is not empty' | 'contains' | 'does not contain' | 'is greater' | 'is less'} Operator */
/** @typedef {[string, Operator, string]} Condition */
/** @typedef {{ conditions: Condition[]; relation: 'all' | 'any' }} Logic */
/** @typedef {'required' | 'not_required'} RequiredMark */
/**
 * One field as the contact form describes it to the server (SPEC section 3).
 * @typedef {{ field_id: string; original_id: string; required_mark: RequiredMark; field_type: string; field_label: string }} FieldDescriptor
 */
/** @typedef {Record<string, string | string[] | undefined>} Values */
/** @typedef {{ fields: string[]; logic: Logic }} ConditionalRule */
/** @typedef {{ title?: string; items: string[] }} MessageSection */
/**
 * @typedef {{ invalid: string; wrong_captcha: string; wrong_checkbox: string; captcha: string; fill_message: string; contact_error_message: string }} RuleStrings
 */

/**
 * The texts the rules speak, in English (SPEC section 8): the client's
 * defaults (forms/strings.ts, which the page may translate) and the
 * reference server's own answers, one list.
 * @type {Readonly<RuleStrings>}
 */
export const RULE_STRINGS = {
  invalid: 'Invalid email',
  wrong_captcha: 'You entered the wrong number in captcha.',
  wrong_checkbox: 'Checkbox',
  captcha: 'Captcha',
  fill_message: 'Please, fill in the following fields:',
  contact_error_message: 'Please, fix the following errors:',
};

export const EMAIL_MIN_LENGTH = 6;
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 15;

/** @type {readonly Operator[]} */
export const OPERATORS = ['is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less'];

/** @param {unknown} raw */
export const normaliseEmail = (raw) => String(raw ?? '').trim().toLowerCase();

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_PART = /^[a-z0-9-]+$/;

/**
 * The contact form's email rule: trimmed and lowercased, at least 6
 * characters, an at sign after the first character, a local part of allowed
 * characters, a domain without consecutive or edge dots, of at least two
 * parts, each only letters, digits and dashes and not starting or ending
 * with a dash.
 * @param {unknown} raw
 */
export function isValidEmail(raw) {
  const email = normaliseEmail(raw);
  if (email.length < EMAIL_MIN_LENGTH) return false;
  const at = email.indexOf('@', 1);
  if (at < 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  if (/\.{2,}/.test(domain) || domain.startsWith('.') || domain.endsWith('.')) return false;
  const parts = domain.split('.');
  if (parts.length < 2) return false;
  return parts.every((p) => DOMAIN_PART.test(p) && !p.startsWith('-') && !p.endsWith('-'));
}

// The HTML standard's valid e-mail address, with a dot required in the domain.
const GENERAL_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The newsletter's general email pattern. @param {unknown} raw */
export const matchesEmailPattern = (raw) => GENERAL_EMAIL.test(String(raw ?? '').trim());

/** @param {string | string[] | undefined} value */
export const isEmpty = (value) => (Array.isArray(value) ? value.length === 0 : (value ?? '').trim() === '');

/** @param {string} s */
const numeric = (s) => s.trim() !== '' && Number.isFinite(Number(s));

/**
 * One condition against the current values. A checkbox group (an array)
 * compares against its checked values; numeric operators need both sides
 * numeric; a field that is absent (for example hidden) never meets one.
 * @param {Condition} condition
 * @param {Values} values
 * @returns {boolean}
 */
export function conditionMet([field, operator, expected], values) {
  if (!(field in values)) return false;
  const value = values[field];
  const list = Array.isArray(value) ? value : isEmpty(value) ? [] : [String(value).trim()];
  const want = String(expected ?? '').trim();
  switch (operator) {
    case 'is': return Array.isArray(value) ? list.includes(want) : (list[0] ?? '') === want;
    case 'is not': return !conditionMet([field, 'is', want], values);
    case 'is empty': return list.length === 0;
    case 'is not empty': return list.length > 0;
    case 'contains': return list.some((v) => v.includes(want));
    case 'does not contain': return !list.some((v) => v.includes(want));
    case 'is greater': return numeric(want) && list.some((v) => numeric(v) && Number(v) > Number(want));
    case 'is less': return numeric(want) && list.some((v) => numeric(v) && Number(v) < Number(want));
    default: return false;
  }
}

/** @param {Logic} logic @param {Values} values */
export function logicMet({ conditions, relation }, values) {
  if (!conditions.length) return true;
  return relation === 'any' ? conditions.some((c) => conditionMet(c, values)) : conditions.every((c) => conditionMet(c, values));
}

/**
 * Which rules fail and which fields they hide. A hidden field's value counts
 * as absent for the conditions of others, so chains resolve; hiding only
 * ever spreads, so this settles in at most one pass per rule.
 * @template {ConditionalRule} R
 * @param {R[]} rules
 * @param {Values} values
 * @returns {{ hidden: Set<string>; failing: Set<R> }}
 */
export function resolveConditions(rules, values) {
  /** @type {Set<string>} */
  const hidden = new Set();
  /** @type {Set<R>} */
  const failing = new Set();
  for (let pass = 0; pass <= rules.length; pass++) {
    /** @type {Values} */
    const visible = Object.fromEntries(Object.entries(values).filter(([k]) => !hidden.has(k)));
    const before = failing.size;
    for (const rule of rules) {
      if (failing.has(rule) || logicMet(rule.logic, visible)) continue;
      failing.add(rule);
      rule.fields.forEach((f) => hidden.add(f));
    }
    if (failing.size === before) break;
  }
  return { hidden, failing };
}

/**
 * Reads a conditional-logic declaration: a JSON list of [field id, operator,
 * value] triples, and a relation ("all" by default, or "any").
 * @param {string} json
 * @param {string | null | undefined} relation
 * @returns {{ logic: Logic } | { error: string }}
 */
export function parseLogic(json, relation) {
  let raw;
  try {
    raw = JSON.parse(json);
  } catch {
    return { error: 'malformed JSON' };
  }
  if (!Array.isArray(raw)) return { error: 'not a list' };
  /** @type {Condition[]} */
  const conditions = [];
  for (const item of raw) {
    const ok = Array.isArray(item) && item.length >= 2 && item.length <= 3 && typeof item[0] === 'string'
      && OPERATORS.includes(item[1]) && (item[2] === undefined || ['string', 'number'].includes(typeof item[2]));
    if (!ok) return { error: `${JSON.stringify(item)} is not a [field id, operator, value] triple with an operator of ${OPERATORS.join(', ')}` };
    conditions.push([item[0], item[1], String(item[2] ?? '')]);
  }
  const rel = (relation ?? 'all').trim() || 'all';
  if (rel !== 'all' && rel !== 'any') return { error: `relation ${JSON.stringify(rel)} is not "all" or "any"` };
  return { logic: { conditions, relation: rel } };
}

/** Two captcha numbers from 1 to 15. @param {() => number} [random] @returns {[number, number]} */
export function drawCaptcha(random = Math.random) {
  const n = () => CAPTCHA_MIN + Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1));
  return [n(), n()];
}

/**
 * The contact form's rules over a submission. Hidden fields are skipped; an
 * empty required field is listed by its label (the captcha label when it has
 * none); a filled email field that fails the rule adds the invalid message;
 * a filled captcha with the wrong sum adds the wrong-captcha message.
 * @param {{ fields: FieldDescriptor[]; values: Values; hidden?: Iterable<string>; captcha?: { first: number; second: number; answer: string } | null; strings: RuleStrings }} input
 */
export function validateContact({ fields, values, hidden = [], captcha = null, strings }) {
  const skip = new Set(hidden);
  /** @type {string[]} */ const missing = [];
  /** @type {string[]} */ const errors = [];
  /** @type {string[]} */ const invalidFields = [];
  for (const f of fields) {
    if (skip.has(f.field_id)) continue;
    const value = values[f.field_id];
    if (isEmpty(value)) {
      if (f.required_mark === 'required') {
        // No label: a checkbox group is named by wrong_checkbox, anything else by the captcha label (SPEC section 5).
        missing.push(f.field_label || (f.field_type === 'checkbox' ? strings.wrong_checkbox : strings.captcha));
        invalidFields.push(f.field_id);
      }
    } else if (f.field_type === 'email' && !isValidEmail(value)) {
      if (!errors.includes(strings.invalid)) errors.push(strings.invalid);
      invalidFields.push(f.field_id);
    }
  }
  let captchaWrong = false;
  if (captcha) {
    if (captcha.answer.trim() === '') missing.push(strings.captcha);
    else if (Number(captcha.answer.trim()) !== captcha.first + captcha.second) {
      errors.push(strings.wrong_captcha);
      captchaWrong = true;
    }
  }
  return { ok: !missing.length && !errors.length, missing, errors, invalidFields, captchaWrong };
}

/**
 * The message block: missing fields under the fill-message heading, other
 * errors under the contact-error heading; a combined message begins with
 * the contact-error text.
 * @param {{ missing: string[]; errors: string[] }} result
 * @param {RuleStrings} strings
 * @returns {MessageSection[]}
 */
export function composeMessage({ missing, errors }, strings) {
  if (missing.length && errors.length) {
    return [{ title: strings.contact_error_message, items: errors }, { title: strings.fill_message, items: missing }];
  }
  if (missing.length) return [{ title: strings.fill_message, items: missing }];
  if (errors.length) return [{ title: strings.contact_error_message, items: errors }];
  return [];
}

/**
 * The newsletter's rules after the browser's own validity check: first and
 * last name non-empty when present, the email pattern, and custom fields
 * under the contact form's required and email rules. Returns the failing
 * field names.
 * @param {{ values: Values; custom: FieldDescriptor[]; hidden?: Iterable<string> }} input
 * @returns {string[]}
 */
export function validateNewsletter({ values, custom, hidden = [] }) {
  const skip = new Set(hidden);
  /** @type {string[]} */
  const failing = [];
  for (const name of ['first_name', 'last_name']) {
    if (name in values && !skip.has(name) && isEmpty(values[name])) failing.push(name);
  }
  if (!matchesEmailPattern(values.email)) failing.push('email');
  for (const f of custom) {
    if (skip.has(f.field_id)) continue;
    const value = values[f.field_id];
    if (isEmpty(value) ? f.required_mark === 'required' : f.field_type === 'email' && !isValidEmail(value)) failing.push(f.field_id);
  }
  return failing;
}
