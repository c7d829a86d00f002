/**
 * A toggle button elsewhere on the page opens a closed toggle (SPEC section 1):
 * `<button data-x-toggle="faq-2">` or a link `<a href="#faq-2">` whose target
 * is an x-toggle. One delegated listener serves the page.
 */
import { requestToggle } from './toggle';

let installed = false;

export function installToggleOpeners(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('click', (event) => {
    const source = (event.target as Element | null)?.closest?.('[data-x-toggle], a[href^="#"]');
    if (!source) return;
    const id = source.getAttribute('data-x-toggle') ?? source.getAttribute('href')!.slice(1);
    const target = id ? document.getElementById(id) : null;
    if (target?.localName !== 'x-toggle') return;
    requestToggle(target, true);
  });
}
