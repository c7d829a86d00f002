/**
 * What the contact form and the newsletter share on screen: the message
 * block, marking fields in error, the busy state and visually hidden labels.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useEvent } from '../core';
import type { MessageSection } from './rules.mjs';
import { controlsOf } from './fields.mjs';
import * as css from './forms.css';

export type FormMessage =
  | { tone: 'error' | 'success'; sections: MessageSection[] }
  | { tone: 'error' | 'success'; text: string }
  | { tone: 'error' | 'success'; fragment: DocumentFragment }; // already sanitised (sanitizeFragment)

/** A message as plain text, for an event's detail. */
export function messageText(message: FormMessage): string {
  if ('text' in message) return message.text;
  if ('fragment' in message) return (message.fragment.textContent ?? '').trim();
  return message.sections.flatMap((s) => [s.title, ...s.items]).filter(Boolean).join(' ');
}

/** Sanitised nodes in a box: copied in by DOM calls, never set as an HTML string. */
function Nodes({ fragment }: { fragment: DocumentFragment }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => box.current?.replaceChildren(fragment.cloneNode(true)), [fragment]);
  return <div ref={box} />;
}

export function MessageBlock({ message }: { message: FormMessage | null }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (message?.tone !== 'success') return;
    // A sent form is hidden with the button that had focus: focus goes to the answer, not to the page's top (nor,
    // in a popup, to nowhere in the dialog). Looked at once the element has hidden what it hides, in this task.
    const timer = setTimeout(() => {
      const el = box.current;
      const active = document.activeElement;
      const host = (el?.getRootNode() as ShadowRoot | undefined)?.host;
      const lost = !active || active === document.body || (!!host?.contains(active) && !active.getClientRects().length);
      if (el && lost) el.focus();
    });
    return () => clearTimeout(timer);
  }, [message]);
  return (
    // Always in the tree, so screen readers announce what is put into it.
    <div ref={box} tabIndex={-1} part="message" className={css.message} role="status" aria-live="polite" data-tone={message?.tone} hidden={!message}>
      {message && 'sections' in message && message.sections.map((s, i) => (
        <div key={i} part="message-section">
          {s.title && <p part="message-title">{s.title}</p>}
          <ul part="message-list">{s.items.map((item, j) => <li key={j}>{item}</li>)}</ul>
        </div>
      ))}
      {message && 'text' in message && <p part="message-title">{message.text}</p>}
      {message && 'fragment' in message && <Nodes fragment={message.fragment} />}
    </div>
  );
}

/** The message block above the slotted form: what every form element renders. */
export function FormBody({ message }: { message: FormMessage | null }) {
  return (
    <>
      <MessageBlock message={message} />
      <slot />
    </>
  );
}

/** Takes over the form's submit: the element checks and sends it itself. */
export function useSubmitHandler(form: HTMLFormElement | null, submit: () => Promise<void>): void {
  useEvent(form, 'submit', (e) => {
    e.preventDefault();
    void submit();
  });
}

/** Marks one field as failing (aria-invalid and data-x-state="error"), or clears the mark. */
export function markControl(control: Element, failing: boolean): void {
  if (failing) {
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('data-x-state', 'error');
  } else if (control.getAttribute('data-x-state') === 'error') {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('data-x-state');
  }
}

/** Marks the named fields as failing, clearing the rest. */
export function markInvalid(form: HTMLFormElement, names: Iterable<string>): void {
  const bad = new Set(names);
  for (const control of controlsOf(form)) markControl(control, bad.has(control.name));
}

export function setBusy(el: Element, busy: boolean): void {
  if (busy) el.setAttribute('aria-busy', 'true');
  else el.removeAttribute('aria-busy');
}

/** The first light-DOM <form> of the host, kept current. */
export function useHostForm(host: HTMLElement, tag: string): HTMLFormElement | null {
  const [form, setForm] = useState(() => host.querySelector('form'));
  useEffect(() => {
    const update = () => setForm(host.querySelector('form'));
    const mo = new MutationObserver(update);
    mo.observe(host, { childList: true, subtree: true });
    update();
    return () => mo.disconnect();
  }, [host]);
  useEffect(() => {
    if (!host.querySelector('form')) console.error(`<${tag}> needs a <form> inside it with the fields; it shows its content as is until one is added.`);
  }, [host, tag]);
  return form;
}

const VISUALLY_HIDDEN = 'position:absolute;inline-size:1px;block-size:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';

/**
 * Placeholder emulation (SPEC section 1): each text field without a
 * placeholder takes its label's text as one, and the label is hidden
 * visually but kept for assistive technology. Undone when turned off.
 */
export function usePlaceholdersFromLabels(form: HTMLFormElement | null, on: boolean): void {
  useEffect(() => {
    if (!form || !on) return;
    const undo: (() => void)[] = [];
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      const type = control.type;
      if (control.placeholder || !['text', 'email', 'tel', 'url', 'number', 'search', 'textarea'].includes(type)) continue;
      const label = control.id ? form.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(control.id)}"]`) : null;
      if (!label || label.contains(control)) continue;
      const text = (label.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const style = label.getAttribute('style');
      control.placeholder = text;
      label.setAttribute('style', `${style ? `${style};` : ''}${VISUALLY_HIDDEN}`);
      undo.push(() => {
        control.removeAttribute('placeholder');
        if (style === null) label.removeAttribute('style');
        else label.setAttribute('style', style);
      });
    }
    return () => undo.forEach((u) => u());
  }, [form, on]);
}
