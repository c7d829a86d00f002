/**
 * Openers (SPEC sections 1, 2 and 9), one way for every element that opens:
 * a control naming the element by a data attribute (`data-x-toggle="faq-2"`,
 * `data-x-popup-open="join"`, or empty for any, where the kind allows it) or a
 * same-page link to its `#id`. One delegated click listener serves the page;
 * each kind of element registers once, from its define.
 */
export interface OpenerKind {
  /** The attribute a control names the element by. */
  attribute: `data-${string}`;
  /** What the element must match (its tag). */
  selector: string;
  /** An empty attribute value opens every element of this kind. */
  anyWhenEmpty?: boolean;
  /** Opens the element; true when the click was used for it (its default is then prevented). */
  open(el: HTMLElement, source: Element): boolean;
}

const kinds = new Map<string, OpenerKind>();

/** The elements of a kind that a click on `from` opens, with the control or link that names them. */
export function openerTargets(kind: OpenerKind, from: Element): [HTMLElement, Element][] {
  const byId = (id: string, source: Element): [HTMLElement, Element][] => {
    const el = id ? from.ownerDocument.getElementById(id) : null;
    return el?.matches(kind.selector) ? [[el, source]] : [];
  };
  const control = from.closest(`[${kind.attribute}]`);
  if (control) {
    const id = control.getAttribute(kind.attribute)!;
    if (id || !kind.anyWhenEmpty) return byId(id, control);
    return [...from.ownerDocument.querySelectorAll<HTMLElement>(kind.selector)].map((el) => [el, control]);
  }
  const link = from.closest('a[href^="#"]');
  return link ? byId(link.getAttribute('href')!.slice(1), link) : [];
}

function onClick(event: MouseEvent): void {
  const from = event.target;
  if (event.defaultPrevented || event.button !== 0 || !(from instanceof Element)) return;
  let used = false;
  for (const kind of kinds.values()) {
    for (const [el, source] of openerTargets(kind, from)) used = kind.open(el, source) || used;
  }
  if (used) event.preventDefault();
}

/** Adds a kind of opener to the page's listener (once per attribute). */
export function registerOpeners(kind: OpenerKind): void {
  if (typeof document === 'undefined' || kinds.has(kind.attribute)) return;
  if (kinds.size === 0) document.addEventListener('click', onClick);
  kinds.set(kind.attribute, kind);
}
