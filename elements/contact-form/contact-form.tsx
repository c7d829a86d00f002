import { useEffect, useRef, useState } from 'react';
import { emit, isPreview, parseInertDocument, useElementApi, type DetailOf, type ElementProps, type MethodImpls } from '../core';
import { describeFields, valuesOf, controlsOf, labelOf } from '../forms/fields.mjs';
import { composeMessage, drawCaptcha, validateContact } from '../forms/rules.mjs';
import { useConditionalLogic } from '../forms/conditional';
import { captchaProvider } from '../forms/captcha';
import { failureMessage, formAction, formBody, post, type Outcome } from '../forms/transport';
import { tokenOrNull, useSubmitGuard } from '../forms/submission';
import { sanitizeFragment } from '../forms/sanitize';
import { FormBody, markInvalid, setBusy, useSubmitHandler, useHostForm, usePlaceholdersFromLabels, type FormMessage } from '../forms/ui';
import { formStrings } from '../forms/strings';
import { requestStrings } from '../services/request-strings';
import { contactFormEvents, contactFormMethods, type contactFormAttributes } from './schema';

type ContactState = ReturnType<MethodImpls<typeof contactFormMethods>['state']>;
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

export function ContactForm({ host, attrs }: ElementProps<typeof contactFormAttributes>) {
  const strings = { ...formStrings(), ...requestStrings() };
  const form = useHostForm(host, TAG);
  const [state, setState] = useState<ContactState>('idle');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const guard = useSubmitGuard();
  const applyConditions = useConditionalLogic(form, TAG);
  const captcha = useMathsCaptcha(form, attrs.captcha, `${host.id || 'x-contact-form'}-captcha`);
  usePlaceholdersFromLabels(form, attrs.placeholders);

  useEffect(() => {
    if (!host.id) console.warn(`<${TAG}> has no id: give it one, so the server's reply can name the container that replaces it.`);
  }, [host]);
  useEffect(() => {
    host.setAttribute('data-state', state);
    setBusy(host, state === 'submitting');
  }, [host, state]);
  // The element validates and explains; the browser's own bubbles would say less.
  useEffect(() => {
    if (form) form.noValidate = true;
  }, [form]);

  function fail(kind: ContactErrorDetail['kind'], text: string, status?: number) {
    setMessage({ tone: 'error', text });
    emit(host, contactFormEvents, 'x-contact-form-error', { kind, status, message: text });
    captchaProvider()?.reset?.();
  }

  function handleReply(outcome: Outcome): boolean {
    if (outcome.kind !== 'reply') {
      fail(outcome.kind, failureMessage(outcome, strings));
      return false;
    }
    const container = replyContainer(outcome.text, host.id);
    const errorText = container?.querySelector(ERROR_MARKER);
    if (errorText) {
      // The server refused (or failed) and said why: show it, keep the form as typed.
      setMessage({ tone: 'error', fragment: sanitizeFragment(errorText.innerHTML) });
      emit(host, contactFormEvents, 'x-contact-form-error', { kind: 'server', status: outcome.status, message: errorText.textContent?.trim() ?? '' });
      return false;
    }
    if (!outcome.ok || !container) {
      fail(outcome.ok ? 'reply' : 'http', failureMessage(outcome, strings), outcome.status);
      return false;
    }
    // Success: the returned container replaces the form area.
    host.replaceChildren(sanitizeFragment(container.innerHTML));
    setMessage(null);
    const redirect = attrs['redirect-url'];
    emit(host, contactFormEvents, 'x-contact-form-conversion', { formId: host.id, redirect });
    if (redirect) location.assign(redirect);
    return true;
  }

  async function submit() {
    if (!form || isPreview() || !guard.begin()) return;
    setState('validating');
    const hidden = applyConditions();
    const fields = describeFields(form);
    const data = new FormData(form);
    const values = valuesOf(data, fields);
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
    markInvalid(form, result.invalidFields);
    // The row's field from the form itself: a submit right after the row
    // appeared may run before the render that records it.
    const captchaInput = captcha.input ?? form.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_FIELD}"]`);
    if (result.missing.length || result.errors.length) {
      if (result.captchaWrong && captchaInput) {
        captcha.redraw();
        captchaInput.value = '';
      }
      setMessage({ tone: 'error', sections: composeMessage(result, strings) });
      emit(host, contactFormEvents, 'x-contact-form-invalid', { missing: result.missing, errors: result.errors });
      const first = controlsOf(form).find((c) => result.invalidFields.includes(c.name));
      (first ?? (result.captchaWrong ? captchaInput : null))?.focus();
      guard.end(false);
      setState('idle');
      return;
    }

    const token = attrs['captcha-token'] ? await tokenOrNull(TAG, 'contact') : '';
    if (token === null) {
      fail('captcha', strings.captcha_error);
      guard.end(false);
      setState('idle');
      return;
    }
    data.set('x_form_id', host.id);
    data.set('x_fields', JSON.stringify(fields));
    data.set('x_hidden_fields', JSON.stringify([...hidden].filter((id) => fields.some((f) => f.field_id === id))));
    data.set('token', token);
    data.set('x_idempotency_key', guard.key());
    if (answer !== null) {
      data.set('x_captcha_first', String(captcha.pair[0]));
      data.set('x_captcha_second', String(captcha.pair[1]));
    }
    setMessage(null);
    setState('submitting');
    const action = form.getAttribute('action') ? formAction(form) : location.href.split('#')[0]!;
    const outcome = await post(action, formBody(data), { timeoutMs: attrs.timeout * 1000 });
    const accepted = handleReply(outcome);
    guard.end(accepted);
    setState(accepted ? 'submitted' : 'idle');
  }

  useSubmitHandler(form, submit);

  useElementApi(contactFormMethods, { submit: () => submit(), state: () => state });

  return <FormBody message={message} />;
}
