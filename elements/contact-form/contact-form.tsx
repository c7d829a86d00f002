import { useEffect, useRef, useState } from 'react';
import { emit, parseInertDocument, useElementApi, type DetailOf, type ElementProps, type MethodImpls } from '../core';
import { controlsOf, labelOf } from '../forms/fields.mjs';
import { composeMessage, drawCaptcha, validateContact } from '../forms/rules.mjs';
import { useConditionalLogic, type RuledInput } from '../forms/conditional';
import { formAction, formBody } from '../forms/transport';
import { replyFailure, useSubmission, type SubmitPhase } from '../forms/use-submission';
import { sanitizeFragment } from '../forms/sanitize';
import { FormBody, markControl, usePlaceholdersFromLabels } from '../forms/ui';
import { formStrings } from '../forms/strings';
import { requestStrings } from '../services/request-strings';
import { contactFormEvents, contactFormMethods, type contactFormAttributes } from './schema';

type ContactState = ReturnType<MethodImpls<typeof contactFormMethods>['state']>;
const CONTACT_STATES: Record<SubmitPhase, ContactState> = { idle: 'idle', validating: 'validating', sending: 'submitting', accepted: 'submitted' };
type ContactErrorDetail = DetailOf<(typeof contactFormEvents)['x-contact-form-error']>;

const TAG = 'x-contact-form';
export const CAPTCHA_FIELD = 'x_captcha';
/** The reply container's marker for error text (SPEC section 8: a reply with error text is no conversion). */
export const ERROR_MARKER = '[data-x-contact-error]';

/** The maths captcha, as light-DOM fields inside the form (so it posts with it) just before the submit button. */
function useMathsCaptcha(form: HTMLFormElement | null, on: boolean, id: string) {
  const [pair, setPair] = useState(drawCaptcha);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const pairRef = useRef(pair);
  pairRef.current = pair;
  useEffect(() => {
    if (!form || !on) return;
    const row = document.createElement('p');
    row.setAttribute('data-x-captcha', '');
    // Built node by node: the id comes from an attribute and never becomes markup.
    const label = document.createElement('label');
    label.htmlFor = id;
    const question = document.createElement('span');
    question.setAttribute('data-x-captcha-question', '');
    // The question is there from the start: text filled in later would move the field.
    question.textContent = `${pairRef.current[0]} + ${pairRef.current[1]}`;
    label.append(question, ' =');
    const field = Object.assign(document.createElement('input'), { id, name: CAPTCHA_FIELD, inputMode: 'numeric', autocomplete: 'off', size: 3, required: true });
    row.append(label, ' ', field);
    const submit = form.querySelector('[type="submit"], button:not([type])');
    let anchor: Element | null = submit;
    while (anchor && anchor.parentElement !== form) anchor = anchor.parentElement;
    if (anchor) anchor.before(row);
    else form.append(row);
    setInput(row.querySelector('input'));
    return () => row.remove();
  }, [form, on, id]);
  useEffect(() => {
    const question = input?.closest('[data-x-captcha]')?.querySelector('[data-x-captcha-question]');
    if (question) question.textContent = `${pair[0]} + ${pair[1]}`;
  }, [input, pair]);
  return { pair, input, redraw: () => setPair(drawCaptcha()) };
}

/** The reply's container: the element with this form's id (or the first contact form) in the returned page. */
function replyContainer(text: string, id: string): Element | null {
  const doc = parseInertDocument(text); // inert: nothing runs or loads
  return (id ? doc.getElementById(id) : null) ?? doc.querySelector(TAG);
}

/** What the checks hand on to the request. */
interface Checked {
  data: FormData;
  fields: RuledInput['fields'];
  hidden: Set<string>;
  captcha: readonly [number, number] | null;
}

export function ContactForm({ host, attrs }: ElementProps<typeof contactFormAttributes>) {
  const strings = { ...formStrings(), ...requestStrings() };
  const submission = useSubmission<Checked, Element>(host, TAG, {
    timeout: attrs.timeout,
    captcha: attrs['captcha-token'] ? { action: 'contact' } : null,
    validate(form) {
      const { hidden, fields, data, values } = readInput(form);
      const answer = attrs.captcha ? String(data.get(CAPTCHA_FIELD) ?? '') : null;
      const result = validateContact({
        fields, values, hidden, strings,
        captcha: answer === null ? null : { first: captcha.pair[0], second: captcha.pair[1], answer },
      });
      // A visible field's own pattern (hidden ones dropped theirs).
      for (const control of controlsOf(form)) {
        if (!hidden.has(control.name) && control.value && 'validity' in control && control.validity.patternMismatch) {
          result.errors.push(control.title || labelOf(control, form));
          result.invalidFields.push(control.name);
        }
      }
      // The row's field from the form itself: a submit right after the row
      // appeared may run before the render that records it.
      const captchaInput = captcha.input ?? form.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_FIELD}"]`);
      // The captcha's field is the form's own field set apart (markInvalid leaves it): marked here, as the others are.
      if (captchaInput) markControl(captchaInput, result.captchaWrong);
      if (!result.missing.length && !result.errors.length) return { ok: true, value: { data, fields, hidden, captcha: answer === null ? null : captcha.pair } };
      if (result.captchaWrong && captchaInput) {
        captcha.redraw();
        captchaInput.value = '';
      }
      emit(host, contactFormEvents, 'x-contact-form-invalid', { missing: result.missing, errors: result.errors });
      const first = controlsOf(form).find((c) => result.invalidFields.includes(c.name));
      (first ?? (result.captchaWrong ? captchaInput : null))?.focus();
      return { ok: false, failure: { kind: 'invalid', message: { tone: 'error', sections: composeMessage(result, strings) }, fields: result.invalidFields } };
    },
    request(form, { data, fields, hidden, captcha: pair }, token) {
      data.set('x_form_id', host.id);
      data.set('x_fields', JSON.stringify(fields));
      data.set('x_hidden_fields', JSON.stringify([...hidden].filter((id) => fields.some((f) => f.field_id === id))));
      data.set('token', token);
      if (pair) {
        data.set('x_captcha_first', String(pair[0]));
        data.set('x_captcha_second', String(pair[1]));
      }
      const url = form.getAttribute('action') ? formAction(form) : location.href.split('#')[0]!;
      return { url, body: formBody(data) };
    },
    read(reply) {
      const container = replyContainer(reply.text, host.id);
      const errorText = container?.querySelector(ERROR_MARKER);
      // The server refused (or failed) and said why: show it, keep the form as typed.
      if (errorText) return { ok: false, failure: { kind: 'server', status: reply.status, message: { tone: 'error', fragment: sanitizeFragment(errorText.innerHTML) } } };
      if (!reply.ok || !container) return { ok: false, failure: replyFailure(reply) };
      return { ok: true, value: container };
    },
    accepted(container, _input, setMessage) {
      // The returned container replaces the form area.
      host.replaceChildren(sanitizeFragment(container.innerHTML));
      setMessage(null);
      const redirect = attrs['redirect-url'];
      emit(host, contactFormEvents, 'x-contact-form-conversion', { formId: host.id, redirect });
      if (redirect) location.assign(redirect);
    },
    failed({ kind, status, text }) {
      if (kind !== 'invalid') emit(host, contactFormEvents, 'x-contact-form-error', { kind: kind as ContactErrorDetail['kind'], status, message: text });
    },
  });
  const { form } = submission;
  const readInput = useConditionalLogic(form, TAG);
  const captcha = useMathsCaptcha(form, attrs.captcha, `${host.id || 'x-contact-form'}-captcha`);
  usePlaceholdersFromLabels(form, attrs.placeholders);
  const state = CONTACT_STATES[submission.phase];

  useEffect(() => {
    if (!host.id) console.warn(`<${TAG}> has no id: give it one, so the server's reply can name the container that replaces it.`);
  }, [host]);
  useEffect(() => host.setAttribute('data-state', state), [host, state]);

  useElementApi(contactFormMethods, { submit: () => submission.submit(), state: () => state });

  return <FormBody message={submission.message} />;
}
