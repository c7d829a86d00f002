import { useEffect, useState } from 'react';
import { emit, isPreview, useElementApi, type DetailOf, type ElementProps, type MethodImpls } from '../core';
import { controlsOf, describeFields, NEWSLETTER_FIELDS, valuesOf } from '../forms/fields.mjs';
import { validateNewsletter } from '../forms/rules.mjs';
import { useConditionalLogic } from '../forms/conditional';
import { captchaProvider } from '../forms/captcha';
import { failureMessage, post, type Outcome } from '../forms/transport';
import { tokenOrNull, useSubmitGuard } from '../forms/submission';
import { sanitizeFragment } from '../forms/sanitize';
import { FormBody, markInvalid, setBusy, useSubmitHandler, useHostForm, usePlaceholdersFromLabels, type FormMessage } from '../forms/ui';
import { formStrings } from '../forms/strings';
import { requestStrings } from '../services/request-strings';
import { ajaxActions, ajaxSettings } from '../services/requests';

const newsletterActions = ajaxActions({ subscribe: 'x_newsletter_subscribe' });
import { newsletterEvents, newsletterMethods, type newsletterAttributes } from './schema';

type NewsletterState = ReturnType<MethodImpls<typeof newsletterMethods>['state']>;
type NewsletterErrorDetail = DetailOf<(typeof newsletterEvents)['x-newsletter-error']>;

const TAG = 'x-newsletter';

/** The reply's meaning (SPEC sections 7 item 5 and 8). A JSON error is shown whatever the status (a stale nonce's 403, a rate limit's 429). */
export function readReply(outcome: Outcome): { kind: 'success'; text: string } | { kind: 'refused'; html: string; fields: string[] } | { kind: 'falsy' } | { kind: 'unreadable' } | { kind: 'failed' } {
  if (outcome.kind !== 'reply') return { kind: 'failed' };
  let data: unknown;
  try {
    data = JSON.parse(outcome.text);
  } catch {
    return outcome.ok ? { kind: 'unreadable' } : { kind: 'failed' };
  }
  const { error, success, fields } = (data && typeof data === 'object' ? data : {}) as { error?: unknown; success?: unknown; fields?: unknown };
  if (typeof error === 'string' && error) {
    return { kind: 'refused', html: error, fields: Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [] };
  }
  if (!outcome.ok) return { kind: 'failed' };
  if (!data) return { kind: 'falsy' };
  if (typeof data !== 'object') return { kind: 'unreadable' };
  if (success) return { kind: 'success', text: typeof success === 'string' ? success : '' };
  return { kind: 'falsy' };
}

export function Newsletter({ host, attrs }: ElementProps<typeof newsletterAttributes>) {
  const strings = { ...formStrings(), ...requestStrings() };
  const { ajaxurl, frontend_nonce } = ajaxSettings();
  const actions = newsletterActions();
  const form = useHostForm(host, TAG);
  const [state, setState] = useState<NewsletterState>('idle');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const guard = useSubmitGuard();
  const applyConditions = useConditionalLogic(form, TAG);
  usePlaceholdersFromLabels(form, attrs.placeholders);

  useEffect(() => {
    host.setAttribute('data-state', state);
    setBusy(host, state === 'loading');
    // The button's loading state, for the page's own button styles.
    const button = form?.querySelector<HTMLElement>('[type="submit"], button:not([type])');
    if (!button) return;
    setBusy(button, state === 'loading');
    if (state === 'loading') button.setAttribute('data-x-state', 'loading');
    else button.removeAttribute('data-x-state');
  }, [host, form, state]);
  useEffect(() => {
    if (form) form.noValidate = true;
  }, [form]);

  function fail(kind: NewsletterErrorDetail['kind'], msg: FormMessage, fields: string[] = []) {
    setMessage(msg);
    if (form) markInvalid(form, fields);
    const text = 'text' in msg ? msg.text : 'fragment' in msg ? msg.fragment.textContent ?? '' : '';
    emit(host, newsletterEvents, 'x-newsletter-error', { kind, message: text, fields });
  }

  async function submit() {
    if (!form || isPreview() || !guard.begin()) return;
    const hidden = applyConditions();
    const fields = describeFields(form);
    const data = new FormData(form);
    const values = valuesOf(data, fields);
    const custom = fields.filter((f) => !NEWSLETTER_FIELDS.includes(f.field_id));
    // The browser's own validity check first, on visible fields only.
    const failing = controlsOf(form).filter((c) => !hidden.has(c.name) && !c.validity.valid).map((c) => c.name);
    for (const name of validateNewsletter({ values, custom, hidden })) if (!failing.includes(name)) failing.push(name);
    if (failing.length) {
      fail('invalid', { tone: 'error', text: strings.subscription_failed }, failing);
      controlsOf(form).find((c) => failing.includes(c.name))?.focus();
      guard.end(false);
      return;
    }
    markInvalid(form, []);
    setMessage(null);
    setState('loading');
    const accepted = await send(values, custom, hidden);
    guard.end(accepted);
    setState(accepted ? 'subscribed' : 'idle');
  }

  async function send(values: Record<string, string | string[] | undefined>, custom: ReturnType<typeof describeFields>, hidden: Set<string>): Promise<boolean> {
    const token = attrs['captcha-token'] ? await tokenOrNull(TAG, 'newsletter') : '';
    if (token === null) {
      fail('captcha', { tone: 'error', text: strings.captcha_error });
      return false;
    }
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const names = ['first_name', 'last_name'].filter((n) => n in values).map((n) => [n, text(values[n])]);
    const body = new URLSearchParams({
      action: actions.subscribe,
      nonce: frontend_nonce,
      list_id: attrs['list-id'],
      ...Object.fromEntries(names), // only the name fields the form has
      email: text(values.email),
      provider: attrs.provider,
      account: attrs.account,
      ip_address: attrs['ip-address'],
      checksum: attrs.checksum,
      custom_fields: JSON.stringify(Object.fromEntries(custom.filter((f) => !hidden.has(f.field_id)).map((f) => [f.field_id, values[f.field_id]]))),
      hidden_fields: JSON.stringify(custom.filter((f) => hidden.has(f.field_id)).map((f) => f.field_id)),
      token,
      x_idempotency_key: guard.key(),
    });
    const outcome = await post(ajaxurl, body, { timeoutMs: attrs.timeout * 1000, headers: { accept: 'application/json' } });
    const reply = readReply(outcome);
    if (reply.kind !== 'success') captchaProvider()?.reset?.();
    switch (reply.kind) {
      case 'failed':
        fail(outcome.kind === 'reply' ? 'http' : outcome.kind, { tone: 'error', text: failureMessage(outcome, strings) });
        return false;
      case 'unreadable':
        fail('reply', { tone: 'error', text: strings.reply_error });
        return false;
      case 'falsy':
        fail('refused', { tone: 'error', text: strings.subscription_failed });
        return false;
      case 'refused':
        fail('refused', { tone: 'error', fragment: sanitizeFragment(reply.html) }, reply.fields);
        return false;
      case 'success': {
        const redirect = attrs['redirect-url'];
        emit(host, newsletterEvents, 'x-newsletter-success', { email: text(values.email), listId: attrs['list-id'], redirect });
        if (redirect) {
          location.assign(redirect);
          return true;
        }
        form!.hidden = true;
        setMessage({ tone: 'success', text: attrs['success-message'] || reply.text || strings.subscribed });
        return true;
      }
    }
  }

  useSubmitHandler(form, submit);

  useElementApi(newsletterMethods, { submit: () => submit(), state: () => state });

  return <FormBody message={message} />;
}
