import { describe, expect, it } from 'vitest';
import {
  composeMessage, conditionMet, drawCaptcha, isValidEmail, logicMet, matchesEmailPattern, parseLogic, resolveConditions,
  validateContact, type Condition, type FieldDescriptor, type Values,
} from './rules.mjs';
import { formStrings } from './strings';

const S = formStrings.defaults;

describe('contact form email rule (SPEC section 5)', () => {
  it.each([
    ['ann@example.com', true, 'plain'],
    ['  Ann.Lee@Example.COM ', true, 'trimmed and lowercased'],
    ['a@b.co', true, 'exactly 6 characters'],
    ['a@b.c', false, 'under 6 characters'],
    ['annexample.com', false, 'no at sign'],
    ['@example.com', false, 'at sign first: empty local part'],
    ["o'hara+news@example.com", true, 'allowed local characters'],
    ['ann lee@example.com', false, 'space in the local part'],
    ['ann(x)@example.com', false, 'disallowed local character'],
    ['ann@example..com', false, 'consecutive dots in the domain'],
    ['ann@.example.com', false, 'leading dot in the domain'],
    ['ann@example.com.', false, 'trailing dot in the domain'],
    ['ann@localhost', false, 'one domain part'],
    ['ann@-example.com', false, 'part starting with a dash'],
    ['ann@example-.com', false, 'part ending with a dash'],
    ['ann@ex-ample.co-uk.com', true, 'dashes inside parts'],
    ['ann@exa_mple.com', false, 'underscore in the domain'],
    ['ann@b@example.com', false, 'a second at sign lands in the domain'],
    ['ann@例え.jp', false, 'non-ASCII domain part'],
    ['ann.@example.com', true, 'a dot is an allowed local character'],
  ] as [string, boolean, string][])('%s → %s (%s)', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('the newsletter pattern accepts the usual and refuses the broken', () => {
    expect(matchesEmailPattern('ann@example.com')).toBe(true);
    expect(matchesEmailPattern('ann@example')).toBe(false);
    expect(matchesEmailPattern('ann example.com')).toBe(false);
  });
});

describe('conditional logic operators', () => {
  const values: Values = { name: 'Ann', topic: 'sales', empty: '', qty: '12', text: '5 apples', boxes: ['red', 'blue'], none: [] };
  it.each<[Condition, boolean]>([
    [['topic', 'is', 'sales'], true],
    [['topic', 'is', 'Sales'], false],
    [['topic', 'is', ' sales '], true],
    [['topic', 'is not', 'sales'], false],
    [['topic', 'is not', 'support'], true],
    [['empty', 'is empty', ''], true],
    [['name', 'is empty', ''], false],
    [['name', 'is not empty', ''], true],
    [['empty', 'is not empty', ''], false],
    [['name', 'contains', 'nn'], true],
    [['name', 'contains', 'x'], false],
    [['name', 'does not contain', 'x'], true],
    [['name', 'does not contain', 'An'], false],
    [['qty', 'is greater', '10'], true],
    [['qty', 'is greater', '12'], false],
    [['qty', 'is less', '13'], true],
    [['qty', 'is less', '12'], false],
    [['text', 'is greater', '1'], false], // the field is not numeric
    [['qty', 'is greater', 'ten'], false], // the value is not numeric
    [['empty', 'is less', '5'], false],
    [['boxes', 'is', 'red'], true],
    [['boxes', 'is', 'green'], false],
    [['boxes', 'is not', 'green'], true],
    [['boxes', 'is empty', ''], false],
    [['none', 'is empty', ''], true],
    [['none', 'is not empty', ''], false],
    [['boxes', 'contains', 'lu'], true],
    [['boxes', 'does not contain', 'lu'], false],
    [['missing', 'is empty', ''], false], // absent (hidden) never meets a condition
    [['missing', 'is not', 'x'], false],
  ])('%j → %s', (condition, met) => {
    expect(conditionMet(condition, values)).toBe(met);
  });

  it('relation all needs every condition, any needs one; no conditions always shows', () => {
    const conditions: Condition[] = [['topic', 'is', 'sales'], ['name', 'is', 'Bob']];
    expect(logicMet({ conditions, relation: 'all' }, values)).toBe(false);
    expect(logicMet({ conditions, relation: 'any' }, values)).toBe(true);
    expect(logicMet({ conditions: [], relation: 'all' }, values)).toBe(true);
  });

  it('hidden fields hide the fields that depend on them, in chains', () => {
    const rules = [
      { fields: ['budget'], logic: { conditions: [['topic', 'is', 'sales']] as Condition[], relation: 'all' as const } },
      { fields: ['currency'], logic: { conditions: [['budget', 'is not empty', '']] as Condition[], relation: 'all' as const } },
    ];
    const shown = resolveConditions(rules, { topic: 'sales', budget: '100', currency: 'EUR' });
    expect([...shown.hidden]).toEqual([]);
    const hidden = resolveConditions(rules, { topic: 'support', budget: '100', currency: 'EUR' });
    expect([...hidden.hidden].sort()).toEqual(['budget', 'currency']);
    expect(hidden.failing.size).toBe(2);
  });

  it.each([
    ['[["topic","is","sales"]]', 'any', null],
    ['[["qty","is greater",5]]', null, null],
    ['[["topic","is empty"]]', null, null],
    ['{"topic":"sales"}', null, 'not a list'],
    ['[["topic","equals","x"]]', null, 'operator'],
    ['[["topic","is","x"]', null, 'malformed JSON'],
    ['[["topic","is","x"]]', 'some', 'relation'],
  ])('parses %s (relation %s)', (json, relation, problem) => {
    const r = parseLogic(json, relation);
    if (problem === null) expect(r).toHaveProperty('logic');
    else expect('error' in r && r.error).toContain(problem);
  });
});

describe('contact form rules', () => {
  const f = (field_id: string, field_type: string, required = true, field_label = field_id): FieldDescriptor =>
    ({ field_id, original_id: field_id, required_mark: required ? 'required' : 'not_required', field_type, field_label });
  const fields = [f('name', 'input', true, 'Name'), f('email', 'email', true, 'Email'), f('topic', 'radio', true, 'Topic'), f('tags', 'checkbox', true, 'Tags'), f('note', 'text', false, 'Note'), f('budget', 'input', true, '')];

  it('lists empty required fields by label, the captcha label when none, and skips hidden ones', () => {
    const r = validateContact({ fields, values: { name: ' ', email: '', topic: '', tags: [], note: '', budget: '' }, hidden: ['budget'], strings: S });
    expect(r.missing).toEqual(['Name', 'Email', 'Topic', 'Tags']);
    const r2 = validateContact({ fields, values: { name: 'A', email: 'a@b.co', topic: 'x', tags: ['t'], budget: '' }, strings: S });
    expect(r2.missing).toEqual([S.captcha]);
    expect(r2.invalidFields).toEqual(['budget']);
  });

  it('names an unlabelled required checkbox group by wrong_checkbox', () => {
    const r = validateContact({ fields: [f('agree', 'checkbox', true, '')], values: { agree: [] }, strings: { ...S, wrong_checkbox: 'Tick the box' } });
    expect(r.missing).toEqual(['Tick the box']);
  });

  it('a radio or checkbox group needs one choice', () => {
    const r = validateContact({ fields, values: { name: 'A', email: 'a@b.co', topic: 'x', tags: ['t'], budget: '1' }, strings: S });
    expect(r.ok).toBe(true);
  });

  it('an invalid email adds the invalid message once', () => {
    const two = [...fields, f('email2', 'email', false)];
    const r = validateContact({ fields: two, values: { name: 'A', email: 'nope', email2: 'also@bad', topic: 'x', tags: ['t'], budget: '1' }, strings: S });
    expect(r.errors).toEqual([S.invalid]);
    expect(r.invalidFields).toEqual(['email', 'email2']);
  });

  it('the captcha: empty is missing, a wrong sum is the wrong-captcha message', () => {
    const values = { name: 'A', email: 'a@b.co', topic: 'x', tags: ['t'], budget: '1' };
    expect(validateContact({ fields, values, captcha: { first: 3, second: 5, answer: '8' }, strings: S }).ok).toBe(true);
    expect(validateContact({ fields, values, captcha: { first: 3, second: 5, answer: ' ' }, strings: S }).missing).toEqual([S.captcha]);
    const wrong = validateContact({ fields, values, captcha: { first: 3, second: 5, answer: '9' }, strings: S });
    expect(wrong.errors).toEqual([S.wrong_captcha]);
    expect(wrong.captchaWrong).toBe(true);
  });

  it('draws captcha numbers from 1 to 15', () => {
    expect(drawCaptcha(() => 0)).toEqual([1, 1]);
    expect(drawCaptcha(() => 0.9999)).toEqual([15, 15]);
    for (let i = 0; i < 200; i++) for (const n of drawCaptcha()) expect(n >= 1 && n <= 15 && Number.isInteger(n)).toBe(true);
  });

  it('the message block: fill-message heading, contact-error heading, combined starts with contact-error', () => {
    expect(composeMessage({ missing: ['Name'], errors: [] }, S)).toEqual([{ title: S.fill_message, items: ['Name'] }]);
    expect(composeMessage({ missing: [], errors: [S.invalid] }, S)).toEqual([{ title: S.contact_error_message, items: [S.invalid] }]);
    const combined = composeMessage({ missing: ['Name'], errors: [S.wrong_captcha] }, S);
    expect(combined[0]!.title).toBe(S.contact_error_message);
    expect(combined[1]).toEqual({ title: S.fill_message, items: ['Name'] });
    expect(composeMessage({ missing: [], errors: [] }, S)).toEqual([]);
  });
});
