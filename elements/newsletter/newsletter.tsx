import { useEffect } from 'react';
import { emit, useElementApi, warnOnce, type DetailOf, type ElementProps, type MethodImpls } from '../core';
import { controlsOf, labelOf, NEWSLETTER_FIELDS } from '../forms/fields.mjs';
import { validateNewsletter } from '../forms/rules.mjs';
import { useConditionalLogic, type RuledInput } from '../forms/conditional';
import { type Outcome } from '../forms/transport';
import { replyFailure, useSubmission } from '../forms/use-submission';
import { sanitizeFragment } from '../forms/sanitize';
import { FormBody, setBusy, usePlaceholdersFromLabels } from '../forms/ui';
import { formStrings } from '../forms/strings';
import { requestStrings } from '../services/request-strings';
import { ajaxActions, ajaxSettings } from '../services/requests';
import { pageSettingsName } from '../core/page-settings';
import { newsletterEvents, newsletterMethods, type newsletterAttributes } from './schema';

type NewsletterState = ReturnType<MethodImpls<typeof newsletterMethods>['state']>;
type NewsletterErrorDetail = DetailOf<(typeof newsletterEvents)['x-newsletter-error']>;

const TAG = 'x-newsletter';
const newsletterActions = ajaxActions({ subscribe: 'x_newsletter_subscribe' });

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

/** What the checks hand on to the request. */
type Checked = Pick<RuledInput, 'values' | 'hidden'> & { custom: RuledInput['fields'] };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function Newsletter({ host, attrs }: ElementProps<typeof newsletterAttributes>) {
  const strings = { ...formStrings(), ...requestStrings() };
  const { ajaxurl, frontend_nonce } = ajaxSettings();
  const actions = newsletterActions();
  const submission = useSubmission<Checked, string>(host, TAG, {
    timeout: attrs.timeout,
    captcha: attrs['captcha-token'] ? { action: 'newsletter' } : null,
    validate(form) {
      const { hidden, fields, values } = readInput(form);
      const custom = fields.filter((f) => !NEWSLETTER_FIELDS.includes(f.field_id));
      // The browser's own validity check first, on visible fields only.
      const controls = controlsOf(form);
      const failing = controls.filter((c) => !hidden.has(c.name) && !c.validity.valid).map((c) => c.name);
      for (const name of validateNewsletter({ values, custom, hidden })) if (!failing.includes(name)) failing.push(name);
      if (!failing.length) return { ok: true, value: { values, custom, hidden } };
      controls.find((c) => failing.includes(c.name))?.focus();
      // The spec's message, then what fails: each field by its label, a filled email field said to be invalid (a visitor
      // who typed "ann.example.com" was told only to check the fields).
      const items = failing.map((name) => {
        const control = controls.find((c) => c.name === name);
        const label = control ? labelOf(control, form) : name;
        const filled = text(values[name]) !== '';
        const email = name === 'email' || control?.type === 'email' || custom.some((f) => f.field_id === name && f.field_type === 'email');
        return filled && email ? `${label}: ${strings.invalid}` : label;
      });
      return { ok: false, failure: { kind: 'invalid', message: { tone: 'error', sections: [{ title: strings.subscription_failed, items }] }, fields: failing } };
    },
    request(_form, { values, custom, hidden }, token) {
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
      });
      return { url: ajaxurl, body, accept: 'application/json' };
    },
    read(outcome) {
      const reply = readReply(outcome);
      // Sent to WordPress's address because the page named none: say so to the site builder, once, where it failed.
      if (!pageSettingsName('ajaxurl') && (reply.kind === 'failed' || reply.kind === 'unreadable')) {
        warnOnce('x-newsletter\u0000ajaxurl', `<x-newsletter>: the signup went to ${ajaxurl}, WordPress's address, as the page settings (window.xElementsSettings) name no "ajaxurl"; outside WordPress, set "ajaxurl" (and "frontend_nonce") to your endpoint's.`);
      }
      switch (reply.kind) {
        case 'failed':
          return { ok: false, failure: replyFailure(outcome, 'http') };
        case 'unreadable':
          return { ok: false, failure: { kind: 'reply', message: { tone: 'error', text: strings.reply_error }, fields: [] } };
        case 'falsy':
          return { ok: false, failure: { kind: 'refused', message: { tone: 'error', text: strings.subscription_failed }, fields: [] } };
        case 'refused':
          return { ok: false, failure: { kind: 'refused', message: { tone: 'error', fragment: sanitizeFragment(reply.html) }, fields: reply.fields } };
        case 'success':
          return { ok: true, value: reply.text };
      }
    },
    accepted(success, { values }, setMessage) {
      const redirect = attrs['redirect-url'];
      emit(host, newsletterEvents, 'x-newsletter-success', { email: text(values.email), listId: attrs['list-id'], redirect });
      if (redirect) return location.assign(redirect);
      form!.hidden = true;
      setMessage({ tone: 'success', text: attrs['success-message'] || success || strings.subscribed });
    },
    failed({ kind, text, fields = [] }) {
      emit(host, newsletterEvents, 'x-newsletter-error', { kind: kind as NewsletterErrorDetail['kind'], message: text, fields });
    },
  });
  const { form } = submission;
  const readInput = useConditionalLogic(form, TAG);
  usePlaceholdersFromLabels(form, attrs.placeholders);
  // Checking (the captcha token included) and sending both show as loading.
  const state: NewsletterState = submission.phase === 'idle' ? 'idle' : submission.phase === 'accepted' ? 'subscribed' : 'loading';

  useEffect(() => {
    host.setAttribute('data-state', state);
    // The button's loading state, for the page's own button styles.
    const button = form?.querySelector<HTMLElement>('[type="submit"], button:not([type])');
    if (!button) return;
    setBusy(button, state === 'loading');
    if (state === 'loading') button.setAttribute('data-x-state', 'loading');
    else button.removeAttribute('data-x-state');
  }, [host, form, state]);

  useElementApi(newsletterMethods, { submit: () => submission.submit(), state: () => state });

  return <FormBody message={submission.message} />;
}
