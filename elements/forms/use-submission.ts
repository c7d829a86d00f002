/**
 * The submit flow every form element runs, as one hook: the guard (one
 * submission at a time, the same idempotency key across retries until the
 * server accepts), the element's checks, the captcha token, the request
 * (the key always as the `Idempotency-Key` header), the time limit, the
 * outcome classified, the busy state and the message. Behaviour apart from
 * rendering: each element passes a configuration (how to check, what to
 * send, how to read the reply, what success does, which events to emit) and
 * renders the message itself. Nothing the visitor typed is touched on a
 * failure.
 */
import { useEffect, useState } from 'react';
import { isPreview } from '../core';
import { requestStrings } from '../services/request-strings';
import { captchaProvider } from './captcha';
import { formStrings } from './strings';
import { tokenOrNull, useSubmitGuard } from './submission';
import { failureMessage, post, type Outcome } from './transport';
import { markInvalid, messageText, setBusy, useHostForm, useSubmitHandler, type FormMessage } from './ui';

export type Reply = Extract<Outcome, { kind: 'reply' }>;

/** Where a submission is: checking (and fetching the captcha token), sending, or accepted for good. */
export type SubmitPhase = 'idle' | 'validating' | 'sending' | 'accepted';

export interface Failure<D = undefined> {
  /** invalid: the element's own checks; captcha: no token; timeout, network: no reply; the rest the element's reading of the reply. */
  kind: 'invalid' | 'captcha' | 'timeout' | 'network' | 'http' | 'reply' | 'refused' | 'server';
  /** Shown in the message block; null shows none (the element marked the fields itself). */
  message: FormMessage | null;
  status?: number;
  /** Fields to mark as failing (the rest are cleared); absent leaves the marks alone. */
  fields?: string[];
  /** What else the element's event carries. */
  detail?: D;
}

export type Verdict<T, D> = { ok: true; value: T } | { ok: false; failure: Failure<D> };

export interface SubmitRequest {
  url: string;
  body: FormData | URLSearchParams;
  method?: string;
  accept?: string;
}

export interface SubmissionConfig<P, A, D = undefined> {
  /** How long to wait for the server, in seconds (the elements' `timeout`). */
  timeout: number;
  /** The form cannot be sent (the popup's `disabled`). */
  disabled?: boolean;
  /** The browser's own checks (its bubbles) run before the submit event; otherwise the element checks and explains. */
  browserChecks?: boolean;
  /** The captcha provider's action (and site key) when a token is wanted. */
  captcha: { action: string; siteKey?: string } | null;
  /** The element's checks: the prepared input, or why not (nothing is sent). */
  validate(form: HTMLFormElement): Verdict<P, D>;
  /** What to send; the token is '' without a captcha. */
  request(form: HTMLFormElement, input: P, token: string): SubmitRequest;
  /** The reply's meaning; a timeout or a lost connection never gets here. */
  read(reply: Reply, input: P, url: string): Verdict<A, D>;
  /** After acceptance: the element's success (its event, a redirect, a message through setMessage). */
  accepted(result: A, input: P, setMessage: (message: FormMessage | null) => void): void;
  /** After any failure, for the element's event; `text` is the message as plain text. */
  failed(failure: Failure<D> & { text: string }): void;
}

/** The usual failure for a reply the element cannot use: `http` for an error status, `reply` for an unreadable 2xx. */
/** Whether a request goes to this page's own origin. */
function sameOrigin(url: string): boolean {
  try {
    return new URL(url, document.baseURI).origin === location.origin;
  } catch {
    return false;
  }
}

export function replyFailure<D>(reply: Reply, kind: 'http' | 'reply' = reply.ok ? 'reply' : 'http'): Failure<D> {
  const strings = requestStrings();
  return { kind, message: { tone: 'error', text: failureMessage(reply, strings) }, status: reply.status };
}

/** The host's form and its submission; `tag` names the element in console messages. */
export function useSubmission<P, A, D = undefined>(host: HTMLElement, tag: string, config: SubmissionConfig<P, A, D>) {
  const form = useHostForm(host, tag);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const guard = useSubmitGuard();
  const { browserChecks } = config;

  useEffect(() => setBusy(host, phase === 'sending'), [host, phase]);
  useEffect(() => {
    if (form && !browserChecks) form.noValidate = true;
  }, [form, browserChecks]);

  function fail(failure: Failure<D>, attempted: boolean): void {
    setMessage(failure.message);
    if (form && failure.fields) markInvalid(form, failure.fields);
    // A token is spent once the attempt got that far; widgets want a fresh one.
    if (attempted) captchaProvider()?.reset?.();
    guard.end(false);
    setPhase('idle');
    config.failed({ ...failure, text: failure.message ? messageText(failure.message) : '' });
  }

  async function submit(): Promise<void> {
    if (!form || config.disabled || isPreview() || !guard.begin()) return;
    setPhase('validating');
    const checked = config.validate(form);
    if (!checked.ok) return fail(checked.failure, false);
    markInvalid(form, []);
    setMessage(null);
    const { captcha } = config;
    const token = captcha ? await tokenOrNull(tag, captcha.action, captcha.siteKey) : '';
    if (token === null) return fail({ kind: 'captcha', message: { tone: 'error', text: formStrings().captcha_error } }, true);
    const { url, body, method, accept } = config.request(form, checked.value, token);
    setPhase('sending');
    const outcome = await post(url, body, {
      method, timeoutMs: config.timeout * 1000,
      // The key to this site's own backend only: a custom header makes a cross-origin post a preflighted one, which a form service may refuse.
      headers: { ...(accept ? { accept } : {}), ...(sameOrigin(url) ? { 'idempotency-key': guard.key() } : {}) },
    });
    if (outcome.kind !== 'reply') return fail({ kind: outcome.kind, message: { tone: 'error', text: failureMessage(outcome, requestStrings()) } }, true);
    const verdict = config.read(outcome, checked.value, url);
    if (!verdict.ok) return fail(verdict.failure, true);
    guard.end(true);
    setPhase('accepted');
    config.accepted(verdict.value, checked.value, setMessage);
  }

  useSubmitHandler(form, submit);

  return { form, phase, message, setMessage, submit };
}
