/**
 * Server-provided HTML is sanitised before insertion: parsed inert (a
 * <template> runs no script and loads nothing), then only an allowlist of
 * text-level and structural elements and harmless attributes is kept, plus
 * form controls when asked for (an embedded form's configured html). Links
 * and form actions keep http(s), mailto, tel and relative URLs only.
 */
const ELEMENTS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span',
  'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);
// Form markup, kept only when asked for (an embedded form's configured html).
const FORM_ELEMENTS = new Set(['form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'label', 'fieldset', 'legend']);
// Dropped with everything inside them; other unknown elements keep their text.
const DROP = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'link', 'meta', 'base', 'title', 'head', ...FORM_ELEMENTS]);
const ATTRIBUTES = new Set(['class', 'id', 'title', 'lang', 'dir', 'role', 'alt', 'width', 'height', 'colspan', 'rowspan', 'href', 'src', 'target', 'rel', 'hidden']);
const FORM_ATTRIBUTES = new Set([
  'action', 'method', 'enctype', 'novalidate', 'name', 'type', 'value', 'placeholder', 'required', 'pattern', 'min', 'max', 'step',
  'minlength', 'maxlength', 'checked', 'selected', 'multiple', 'disabled', 'readonly', 'for', 'autocomplete', 'inputmode', 'rows', 'cols', 'size', 'label',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$|[^:]*[/?#])/i;

function clean(node: ParentNode, forms: boolean): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.COMMENT_NODE) {
      child.remove();
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.localName;
    if (DROP.has(tag) && !(forms && FORM_ELEMENTS.has(tag))) {
      child.remove();
      continue;
    }
    clean(child, forms);
    if (!ELEMENTS.has(tag) && !(forms && FORM_ELEMENTS.has(tag))) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const { name, value } of [...child.attributes]) {
      const keep = (ATTRIBUTES.has(name) || name.startsWith('aria-') || name.startsWith('data-') || (forms && FORM_ATTRIBUTES.has(name)))
        && !(URL_ATTRIBUTES.has(name) && !SAFE_URL.test(value.replace(/[\s\p{Cc}]/gu, '')));
      if (!keep) child.removeAttribute(name);
    }
    if (tag === 'a' && child.getAttribute('target') === '_blank') child.setAttribute('rel', 'noopener noreferrer');
  }
}

/**
 * A sanitised copy of the HTML, as a fragment ready to insert. Takes text
 * only: a node imported into the live document would already load its
 * images and so run their error handlers.
 */
export function sanitizeFragment(html: string, { forms = false } = {}): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  clean(template.content, forms);
  return template.content;
}

/** A sanitised copy of the HTML, as text. */
export function sanitizeHtml(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeFragment(html));
  return box.innerHTML;
}
