import { useRef } from 'react';
import { emit, useEvent, type ElementProps } from '../core';
import { useHostForm, usePlaceholdersFromLabels } from '../forms/ui';
import { clearPlaceholderText } from './placeholders';
import { commentsEvents, type commentsAttributes } from './schema';

export function Comments({ host, attrs }: ElementProps<typeof commentsAttributes>) {
  const form = useHostForm(host, 'x-comments');
  usePlaceholdersFromLabels(form, attrs.placeholders);
  // Placeholder text goes before the browser checks the form (a press of a
  // submit button, Enter in a field), so an emptied required field stops the
  // send as if the visitor had typed nothing (they had not); and once more
  // on submit itself, for a form sent by script.
  const cleared = useRef<string[]>([]);
  // Each attempt starts afresh: one the browser stopped sent nothing.
  const clear = (attempt: boolean) => {
    if (attempt) cleared.current = [];
    if (form) cleared.current.push(...clearPlaceholderText(form));
  };
  useEvent(form, 'click', (e) => {
    const button = (e.target as Element | null)?.closest?.('button, input');
    if (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) {
      if (button.type === 'submit' || button.type === 'image') clear(true);
    }
  }, { capture: true });
  useEvent(form, 'keydown', (e) => {
    if ((e as KeyboardEvent).key === 'Enter' && e.target instanceof HTMLInputElement) clear(true);
  }, { capture: true });
  useEvent(form, 'submit', (e) => {
    clear(false);
    const names = [...new Set(cleared.current)];
    cleared.current = [];
    if (names.length && form && !form.checkValidity()) {
      e.preventDefault();
      form.reportValidity();
    }
    emit(host, commentsEvents, 'x-comments-submit', { cleared: names });
  }, { capture: true });
  return <slot />;
}
