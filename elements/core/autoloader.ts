/**
 * The autoloader: the one `<script src=".../x-elements.js">` a page needs.
 * Marks the root script-enabled, applies the elements' pre-upgrade styles
 * (so upgrading shifts no layout), then imports the chunk of each x-element
 * tag present now or added later, from beside itself (and places the
 * popup form of a `window.xPopupForm` snippet). Everything else
 * (React, the kit) arrives with the first element chunk. Budget: 1 KB gzip.
 */
declare const __X_TAGS__: string[];
declare const __X_PRE_CSS__: string;

((d) => {
  const root = d.documentElement;
  root.classList.remove('no-js');
  root.classList.add('js');
  const style = d.createElement('style');
  style.textContent = __X_PRE_CSS__;
  d.head.append(style);
  const script = (d.currentScript ?? d.querySelector('script[src*="x-elements"]')) as HTMLScriptElement | null;
  const base = new URL('elements/', script?.src ?? location.href).href;
  const tags = new Set(__X_TAGS__);
  const selector = [...tags].join();
  const load = (tag: string) => {
    if (!tags.delete(tag)) return;
    import(`${base}${tag}.js`).catch((e) => {
      console.error(`x-elements: could not load <${tag}>`, e);
      // Release the content the pre-upgrade styles hold back.
      d.querySelectorAll(tag).forEach((el) => el.setAttribute('data-x-error', ''));
    });
    if (!tags.size) observer.disconnect();
  };
  const scan = (node: Element | Document) => {
    if ('localName' in node) load(node.localName);
    node.querySelectorAll(selector).forEach((el) => load(el.localName));
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) r.addedNodes.forEach((n) => n.nodeType === 1 && tags.size && scan(n as Element));
  });
  observer.observe(root, { childList: true, subtree: true });
  scan(d);
  // The embed snippet's global object: its element goes where the script
  // tag was pasted (in the body), else at the end of the body.
  if ((window as { xPopupForm?: unknown }).xPopupForm) {
    const el = d.createElement('x-popup-form');
    el.dataset.xGlobal = '';
    const put = () => (script?.closest('body') ? script.after(el) : d.body.append(el));
    if (d.body) put();
    else d.addEventListener('DOMContentLoaded', put);
  }
})(document);
