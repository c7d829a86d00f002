/** Page-wide set-up run once, when the first element is defined. */
import { initPreview } from './preview';

/**
 * Marks the root as script-enabled (SPEC section 1), and `x-js`, which stands the linked pre-upgrade file's
 * fallback down; the autoloader does it first, this covers bundler users.
 */
export function markScriptEnabled(root: Element = document.documentElement): void {
  root.classList.remove('no-js');
  root.classList.add('js', 'x-js');
}

let done = false;
export function initPage(): void {
  if (done || typeof document === 'undefined') return;
  done = true;
  markScriptEnabled();
  initPreview();
}
