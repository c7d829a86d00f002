// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { conditionalRules, describeFields, valuesOf } from './fields.mjs';
import { resolveConditions, validateNewsletter } from './rules.mjs';
import { sanitizeFragment, sanitizeHtml } from './sanitize';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('field descriptors from a real form', () => {
  it('one descriptor per field, groups as one, labels from label[for], enclosing label, legend, data-label', () => {
    const f = form(`
      <label for="n">Name *</label><input id="n" name="name" required data-original-id="contact_name">
      <label>Email <input name="email" type="email"></label>
      <fieldset><legend>Topic</legend><input type="radio" name="topic" value="a" required><input type="radio" name="topic" value="b"></fieldset>
      <p data-label="Extras" data-required><input type="checkbox" name="extras" value="x"><input type="checkbox" name="extras" value="y"></p>
      <label>Country <select name="country"><option>France</option></select></label>
      <textarea name="message" aria-label="Your message"></textarea>
      <input type="hidden" name="secret" value="s"><input type="submit" name="go"><input name="x_captcha">`);
    expect(describeFields(f)).toEqual([
      { field_id: 'name', original_id: 'contact_name', required_mark: 'required', field_type: 'input', field_label: 'Name' },
      { field_id: 'email', original_id: 'email', required_mark: 'not_required', field_type: 'email', field_label: 'Email' },
      { field_id: 'topic', original_id: 'topic', required_mark: 'required', field_type: 'radio', field_label: 'Topic' },
      { field_id: 'extras', original_id: 'extras', required_mark: 'required', field_type: 'checkbox', field_label: 'Extras' },
      { field_id: 'country', original_id: 'country', required_mark: 'not_required', field_type: 'select', field_label: 'Country' },
      { field_id: 'message', original_id: 'message', required_mark: 'not_required', field_type: 'text', field_label: 'Your message' },
    ]);
  });

  it('values: checkbox groups as lists of checked values, the rest as text', () => {
    const f = form(`<input name="a" value="1"><input type="checkbox" name="c" value="x" checked><input type="checkbox" name="c" value="y"><input type="checkbox" name="d" value="z"><input type="radio" name="r" value="q" checked>`);
    const fields = describeFields(f);
    expect(valuesOf(new FormData(f), fields)).toEqual({ a: '1', c: ['x'], d: [], r: 'q' });
  });

  it('conditional rules come from data-conditional-logic wrappers; malformed ones are reported and skipped', () => {
    const f = form(`<input name="topic" value="support">
      <p data-conditional-logic='[["topic","is","sales"]]'><input name="budget"></p>
      <p data-conditional-logic='[["topic","is","support"],["budget","is not empty"]]' data-conditional-relation="any"><input name="ticket"></p>
      <p data-conditional-logic='oops'><input name="other"></p>`);
    const problems: string[] = [];
    const rules = conditionalRules(f, (_el, problem) => problems.push(problem));
    expect(rules.map((r) => r.fields)).toEqual([['budget'], ['ticket']]);
    expect(problems).toEqual(['malformed JSON']);
    const { hidden } = resolveConditions(rules, valuesOf(new FormData(f), describeFields(f)));
    expect([...hidden]).toEqual(['budget']);
  });
});

describe('newsletter rules', () => {
  const custom = [
    { field_id: 'company', original_id: 'company', required_mark: 'required' as const, field_type: 'text', field_label: 'Company' },
    { field_id: 'work', original_id: 'work', required_mark: 'not_required' as const, field_type: 'email', field_label: 'Work' },
    { field_id: 'topics', original_id: 'topics', required_mark: 'required' as const, field_type: 'checkbox', field_label: 'Topics' },
  ];
  it.each([
    [{ email: 'ann@example.com', company: 'A', topics: ['x'] }, []],
    [{ first_name: ' ', last_name: 'L', email: 'ann@example.com', company: 'A', topics: ['x'] }, ['first_name']],
    [{ email: 'ann@example', company: 'A', topics: ['x'] }, ['email']],
    [{ email: 'ann@example.com', company: '', topics: [], work: 'nope' }, ['company', 'work', 'topics']],
  ])('%j fails %j', (values, failing) => {
    expect(validateNewsletter({ values, custom })).toEqual(failing);
  });
  it('skips hidden custom fields', () => {
    expect(validateNewsletter({ values: { email: 'ann@example.com', company: '', topics: [] }, custom, hidden: ['company', 'topics'] })).toEqual([]);
  });
});

describe('sanitising server HTML', () => {
  it.each([
    ['<p class="ok">Hi <b>there</b></p>', '<p class="ok">Hi <b>there</b></p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<script>alert(1)</script><p>after</p>', '<p>after</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="/ok?q=1" target="_blank">x</a>', '<a href="/ok?q=1" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="mailto:a@b.co">m</a>', '<a href="mailto:a@b.co">m</a>'],
    ['<iframe src="https://evil"></iframe><form action="/x"><input></form>text', 'text'],
    ['<custom-el onclick="x()">kept text</custom-el>', 'kept text'],
    ['<svg><script>alert(1)</script></svg><style>*{}</style>', ''],
    ['<p style="background:url(javascript:alert(1))" data-x="1" aria-label="l">s</p>', '<p data-x="1" aria-label="l">s</p>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>'],
    ['<p id="cookie">x</p><img name="cookie" src="/a.png"><a id="xElementsSettings">y</a>', '<p>x</p><img src="/a.png"><a>y</a>'],
  ])('%s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});

describe('sanitising a loaded page that holds our elements', () => {
  const clean = (html: string, elements: string[]) => {
    const box = document.createElement('div');
    box.append(sanitizeFragment(html, { elements }));
    return box.innerHTML;
  };

  it('keeps only the elements asked for, with their own attributes but no handlers, style or unsafe URLs', () => {
    expect(clean('<x-counter value="75" type="circle" onclick="x()" style="color:red">75</x-counter>', ['x-counter'])).toBe('<x-counter value="75" type="circle">75</x-counter>');
    expect(clean('<x-gallery href="javascript:alert(1)" per-page="2"><a href="/a">a</a></x-gallery>', ['x-gallery'])).toBe('<x-gallery per-page="2"><a href="/a">a</a></x-gallery>');
    expect(clean('<x-consent config="{}">text</x-consent>', ['x-counter'])).toBe('text');
    expect(clean('<article><header><time datetime="2026-10-30" onmouseover="x()">30</time></header><nav>n</nav><section>s</section></article>', [])).toBe('<article><header><time datetime="2026-10-30">30</time></header><nav>n</nav><section>s</section></article>');
  });
});

describe('sanitising form markup that tries to clobber the walk or the form', () => {
  const clean = (html: string) => {
    const box = document.createElement('div');
    box.append(sanitizeFragment(html, { forms: true }));
    return box;
  };

  it('strips the form\'s own handlers and javascript: action even when inputs shadow form.attributes', () => {
    const box = clean('<form action="javascript:alert(1)" onfocusin="alert(1)" id="f"><input name="attributes"><input name="attributes"><input name="email"></form>');
    const form = box.querySelector('form')!;
    expect(form.getAttributeNames().sort()).toEqual(['id']);
    expect(box.querySelectorAll('input[name]').length).toBe(1);
    expect(box.querySelector('input[name="email"]')).not.toBe(null);
  });

  it('does not throw on names that shadow the walk\'s own properties, and drops them', () => {
    const html = ['childNodes', 'firstChild', 'nodeType', 'localName', 'removeAttribute', 'querySelector', 'submit', 'elements', 'action', 'method']
      .map((n) => `<input name="${n}"><input id="${n}">`).join('');
    const box = clean(`<form onsubmit="x()"><p onclick="y()">a</p>${html}<button onclick="z()">Go</button></form>`);
    expect(box.innerHTML).not.toMatch(/on\w+=/);
    expect(box.querySelectorAll('input[name], input[id]').length).toBe(0);
    expect(box.querySelectorAll('input').length).toBe(20);
  });

  it('keeps text properties such as title as field names', () => {
    expect(clean('<form><select name="title"><option>Ms</option></select></form>').querySelector('select')!.name).toBe('title');
  });
});
