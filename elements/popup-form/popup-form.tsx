import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { emit, isPreview, readAttr, trackingEnabled, useElementApi, type DetailOf, type ElementProps } from '../core';
import { useModal } from '../behaviours/modal';
import { formAction } from '../forms/transport';
import { replyFailure, useSubmission } from '../forms/use-submission';
import { sanitizeFragment } from '../forms/sanitize';
import { FormBody } from '../forms/ui';
import { parsePopupConfig } from './config';
import { forget, remember, remembered } from './memory';
import { useLightSettings } from './settings';
import { useFormSteps, useTitleField } from './steps';
import { usePopupTriggers, type Trigger } from './triggers';
import { popupFormAttributes, popupFormEvents, popupFormMethods } from './schema';
import * as css from './popup-form.css';

const TAG = 'x-popup-form';
type FieldMessages = DetailOf<(typeof popupFormEvents)['x-popup-form-invalid']>['messages'];

/** The 422 reply's `validation_messages` (server input): own string or string-list entries only. */
function fieldMessages(raw: unknown): FieldMessages {
  const out = Object.create(null) as FieldMessages; // a `__proto__` key stays a key
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.filter((m): m is string => typeof m === 'string');
  }
  return out;
}
type CloseReason = DetailOf<(typeof popupFormEvents)['x-popup-form-close']>['reason'];
type PopupErrorDetail = DetailOf<(typeof popupFormEvents)['x-popup-form-error']>;

export function PopupForm({ host, attrs }: ElementProps<typeof popupFormAttributes>) {
  // The global object, for the element the snippet's script created.
  const [config] = useState(() => (host.hasAttribute('data-x-global') ? parsePopupConfig(window.xPopupForm) : null));
  useLayoutEffect(() => {
    if (config) host.replaceChildren(sanitizeFragment(config.html, { forms: true }));
  }, [host, config]);
  const type = config?.type ?? attrs.type;
  const fixedTop = config?.fixedTop ?? attrs['fixed-top'];
  const disabled = config?.disabled ?? attrs.disabled;
  const trackingUrl = config?.trackingUrl || attrs['tracking-url'];
  const popup = type === 'popup';
  const id = host.id;

  const settings = useLightSettings(host, TAG, attrs);
  const submission = useSubmission<undefined, Record<string, unknown>, FieldMessages>(host, TAG, {
    timeout: attrs.timeout,
    disabled,
    browserChecks: true,
    captcha: settings['data-sitekey'] ? { action: 'embed', siteKey: settings['data-sitekey'] } : null,
    // The server judges the fields (its 422); the last reply's marks go.
    validate() {
      clearErrors();
      return { ok: true, value: undefined };
    },
    request(form, _input, token) {
      const data = new FormData(form);
      if (token) data.set('captcha', token);
      return { url: formAction(form), body: data, method: form.getAttribute('method') ?? 'POST', accept: 'application/json' };
    },
    read(reply, _input, url) {
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = reply.text ? JSON.parse(reply.text) : {};
        if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
      } catch { /* a non-JSON body: the status decides */ }
      if (reply.status === 200 || reply.status === 201) return { ok: true, value: body };
      if (reply.status === 422) return { ok: false, failure: { kind: 'invalid', message: null, detail: fieldMessages(body.validation_messages) } };
      console.error(`<${TAG}>: the server answered ${reply.status} to ${url}; the input is kept.`);
      // Beyond the spec's console line: the visitor learns what happened and can retry.
      return { ok: false, failure: replyFailure(reply, 'http') };
    },
    accepted(body, _input, setMessage) {
      remember('submitted', id, attrs['remember-submit'] ? 3650 : 0);
      const redirect = typeof body.redirect === 'string' ? readAttr(TAG, 'redirect', popupFormAttributes['tracking-url'], body.redirect) : '';
      emit(host, popupFormEvents, 'x-popup-form-success', { redirect });
      if (redirect) location.assign(redirect);
      else if (!pages.go(pages.index + 1) && form) {
        form.hidden = true;
        setMessage({ tone: 'success', text: attrs['success-message'] });
      }
    },
    failed({ kind, status, detail }) {
      if (kind !== 'invalid') return emit(host, popupFormEvents, 'x-popup-form-error', { kind: kind as PopupErrorDetail['kind'], status });
      showFieldErrors(detail ?? {});
      emit(host, popupFormEvents, 'x-popup-form-invalid', { messages: detail ?? {} });
    },
  });

  const { form } = submission;
  const [open, setOpen] = useState(false);
  const autoShown = useRef(false);
  const modal = useModal<CloseReason>({ backdrop: 'backdrop', onClosed: closed });
  const pages = useFormSteps(form, (index) => emit(host, popupFormEvents, 'x-popup-form-page', { index }));
  useTitleField(form);

  // A popup lives at the end of the body (SPEC section 2); core keeps its state across the move.
  useEffect(() => {
    host.setAttribute('data-x-type', type);
    if (popup && host.parentElement !== document.body) document.body.append(host);
  }, [host, type, popup]);

  // Disabled: the action emptied and the submit button disabled.
  useEffect(() => {
    if (!form) return;
    const buttons = [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('[type="submit"], button:not([type])')];
    if (!disabled) return;
    const action = form.getAttribute('action');
    form.setAttribute('action', '');
    buttons.forEach((b) => (b.disabled = true));
    return () => {
      if (action === null) form.removeAttribute('action');
      else form.setAttribute('action', action);
      buttons.forEach((b) => (b.disabled = false));
    };
  }, [form, disabled]);

  useEffect(() => {
    host.setAttribute('data-state', open ? 'open' : 'closed');
  }, [host, open]);

  function show(trigger: Trigger) {
    if (!popup || modal.isOpen()) return;
    if (trigger !== 'opener' && trigger !== 'api') {
      // Never nag: one automatic show per page view, none while dismissed or after a submit.
      if (autoShown.current || remembered('dismissed', id) || (attrs['remember-submit'] && remembered('submitted', id))) return;
      autoShown.current = true;
    }
    // Focus goes to the first control the visitor sees, else the close button.
    if (!modal.show((surface) => (form && [...form.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea, button')]
      .find((c) => c.getClientRects().length > 0)) ?? surface.querySelector<HTMLElement>('[part~="close"]'))) return;
    setOpen(true);
    if (trackingUrl && trackingEnabled()) {
      fetch(trackingUrl, { headers: { accept: 'application/json' }, credentials: 'same-origin' }).catch(() => { /* ignored (SPEC section 7 item 3) */ });
    }
    emit(host, popupFormEvents, 'x-popup-form-open', { trigger });
  }

  const hide = (reason: CloseReason) => modal.hide(reason);

  // Every close, however it came (the close button, Escape, the backdrop, the API).
  function closed(reason: CloseReason) {
    setOpen(false);
    if (reason !== 'api') remember('dismissed', id, attrs['dismiss-days']);
    emit(host, popupFormEvents, 'x-popup-form-close', { reason });
  }

  usePopupTriggers(host, popup && !isPreview(), {
    id,
    showAfter: settings['data-show-after'],
    showOnPage: settings['data-show-on-page'],
    showOnUnload: settings['data-show-on-unload'],
  }, show);

  // The fixed-top banner's spacer follows its height, so the page is never covered.
  useEffect(() => {
    const el = modal.element;
    if (!fixedTop || !open || !el) return;
    const spacer = document.createElement('div');
    spacer.setAttribute('data-x-popup-spacer', '');
    spacer.setAttribute('aria-hidden', 'true');
    document.body.prepend(spacer);
    const ro = new ResizeObserver(() => (spacer.style.height = `${el.offsetHeight}px`));
    ro.observe(el);
    spacer.style.height = `${el.offsetHeight}px`;
    return () => {
      ro.disconnect();
      spacer.remove();
    };
  }, [fixedTop, open, modal.element]);


  function clearErrors() {
    if (!form) return;
    form.querySelectorAll<HTMLElement>('[data-field-error]').forEach((slot) => {
      slot.textContent = '';
      slot.hidden = true;
    });
    form.querySelectorAll('[data-x-state="error"]').forEach((c) => {
      c.removeAttribute('data-x-state');
      c.removeAttribute('aria-invalid');
    });
    submission.setMessage(null);
  }

  /** 422: each message in its field's error slot (made when the markup has none), the field marked. */
  function showFieldErrors(messages: FieldMessages) {
    if (!form) return;
    let first: HTMLElement | null = null;
    for (const [name, raw] of Object.entries(messages)) {
      const text = [raw].flat().join(' ');
      const control = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`) ?? form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
      let slot = form.querySelector<HTMLElement>(`[data-field-error="${CSS.escape(name)}"]`);
      if (!slot) {
        slot = document.createElement('span');
        slot.setAttribute('data-field-error', name);
        (control?.closest('label') ?? control ?? form.lastElementChild)?.after(slot);
      }
      slot.id ||= `${id || TAG}-error-${name}`;
      slot.textContent = text;
      slot.hidden = false;
      if (control) {
        control.setAttribute('data-x-state', 'error');
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', slot.id);
        // The earliest failing field in the form, wherever the server listed it.
        if (!first || first.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING) first = control;
      }
    }
    // The field may sit on an earlier page of a multi-page form.
    const page = first?.closest<HTMLElement>('[data-page]');
    if (page && form) pages.go([...form.querySelectorAll('[data-page]')].indexOf(page));
    first?.focus();
  }


  useElementApi(popupFormMethods, { show: () => show('api'), hide: () => hide('api'), forget: () => forget(id) });

  const content = (
    // Inline, the form keeps the room the page gave it (no shift on upgrade); a popup pads its box.
    <div className={popup ? css.body : undefined} part="body">
      <FormBody message={submission.message} />
    </div>
  );
  if (!popup) return content;
  // Named as the visitor reads it: its heading ("Before you go"), not a generic "Form".
  const name = attrs.label || host.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim() || 'Form';
  const closeButton = (
    <button type="button" className={css.close} part="close" aria-label={attrs['label-close']} onClick={() => hide('close-button')}>×</button>
  );
  if (fixedTop) {
    return (
      <div ref={modal.ref} popover="manual" className={css.banner} part="dialog banner" role="region" aria-label={name}>
        {closeButton}
        {content}
      </div>
    );
  }
  return (
    <dialog ref={modal.ref} className={css.dialog} part="dialog" aria-label={name}>
      {closeButton}
      {content}
    </dialog>
  );
}
