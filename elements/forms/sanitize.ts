/**
 * Server-provided HTML is sanitised before insertion: parsed inert (a
 * <template> runs no script and loads nothing), then only an allowlist of
 * text-level and structural elements and harmless attributes is kept. Links
 * keep http(s), mailto, tel and relative URLs only.
 */
const ELEMENTS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span',
  'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);
// Dropped with everything inside them; other unknown elements keep their text.
const DROP = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'link', 'meta', 'base', 'title', 'head', 'form', 'input', 'button', 'select', 'textarea']);
const ATTRIBUTES = new Set(['class', 'id', 'title', 'lang', 'dir', 'role', 'alt', 'width', 'height', 'colspan', 'rowspan', 'href', 'src', 'target', 'rel']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$|[^:]*[/?#])/i;

function clean(node: ParentNode): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.COMMENT_NODE) {
      child.remove();
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.localName;
    if (DROP.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ELEMENTS.has(tag)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const { name, value } of [...child.attributes]) {
      const keep = (ATTRIBUTES.has(name) || name.startsWith('aria-') || name.startsWith('data-'))
        && !((name === 'href' || name === 'src') && !SAFE_URL.test(value.replace(/[\s\p{Cc}]/gu, '')));
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
export function sanitizeFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return template.content;
}

/** A sanitised copy of the HTML, as text. */
export function sanitizeHtml(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeFragment(html));
  return box.innerHTML;
}
