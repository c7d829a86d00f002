/**
 * Placeholder text is removed from the comment form on submit (SPEC section
 * 5): a field whose value is only its placeholder (or its label's text),
 * as older placeholder emulation wrote it in, is emptied before sending,
 * so the placeholder is never posted as the visitor's words.
 */
const TEXT_TYPES = new Set(['text', 'email', 'url', 'tel', 'search', 'textarea']);

const words = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Empties the fields whose value is their placeholder or label text; returns their names. */
export function clearPlaceholderText(form: HTMLFormElement): string[] {
  const cleared: string[] = [];
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!TEXT_TYPES.has(control.type) || !control.value) continue;
    const value = words(control.value);
    const label = [...(control.labels ?? [])].map((l) => words(l.textContent)).find(Boolean);
    // Labels often mark required fields with an asterisk the placeholder does not have.
    if (value === words(control.placeholder) || (label && (value === label || value === label.replace(/\s*\*$/, '')))) {
      control.value = '';
      cleared.push(control.name || control.id);
    }
  }
  return cleared;
}
