/**
 * The embeddable popup's one snippet (`window.xPopupForm = {...}` and a
 * script) needs no tag: the autoloader places an `<x-popup-form
 * data-x-global>` where its script is. Pages without the autoloader (the
 * all-in-one bundle, an app's bundler) call this, once, for the same.
 */
export function placeGlobalPopup(): void {
  if (typeof window === 'undefined' || (window as { xPopupForm?: unknown }).xPopupForm === undefined || document.querySelector('x-popup-form[data-x-global]')) return;
  const create = () => {
    const node = document.createElement('x-popup-form');
    node.setAttribute('data-x-global', '');
    document.body.append(node);
  };
  if (document.body) create();
  else document.addEventListener('DOMContentLoaded', create, { once: true });
}
