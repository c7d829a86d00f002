import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { emit, useEvent, useOnChange, warnOnce, type ElementProps } from '../core';
import { useDevice } from '../behaviours/devices';
import { CONTENT_ELEMENTS, sanitizeFragment } from '../forms/sanitize';
import { hasHover, readSchema, viewFor, type Schema } from './views';
import { multiViewEvents, type multiViewAttributes } from './schema';

const ATTRIBUTE = 'data-et-multi-view';

interface Target {
  el: HTMLElement;
  schema: Schema;
  /** What the page printed, put back where a view gives nothing and when the element goes. */
  original: { content: Node[]; className: string; attrs: Map<string, string | null>; styles: Map<string, string> };
}

/** Reads every element with a schema inside the host (and the host itself), once per change of markup. */
function targetsOf(host: HTMLElement): Target[] {
  const els = [...(host.hasAttribute(ATTRIBUTE) ? [host] : []), ...host.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}]`)];
  return els.flatMap((el) => {
    const { schema, problems } = readSchema(el.getAttribute(ATTRIBUTE) ?? '');
    for (const p of problems) warnOnce(`multi-view ${p}`, `<x-multi-view>: a ${ATTRIBUTE} schema was partly refused: ${p}. The rest applies.`);
    if (!schema) return [];
    const names = new Set(Object.values(schema.attrs).flatMap((a) => Object.keys(a)));
    const props = new Set(Object.values(schema.styles).flatMap((s) => Object.keys(s)));
    return [{
      el, schema,
      original: {
        content: [...el.childNodes],
        className: el.className,
        attrs: new Map([...names].map((n) => [n, el.getAttribute(n)])),
        styles: new Map([...props].map((p) => [p, el.style.getPropertyValue(p)])),
      },
    }];
  });
}

function apply({ el, schema, original }: Target, device: 'desktop' | 'tablet' | 'phone', hovered: boolean): void {
  const view = viewFor(schema, device, hovered);
  // Content: server HTML, sanitised; the printed content where the view gives none.
  if (view.content !== undefined) el.replaceChildren(sanitizeFragment(view.content, { elements: CONTENT_ELEMENTS }));
  else if (original.content.some((n) => n.parentNode !== el) || el.childNodes.length !== original.content.length) el.replaceChildren(...original.content);
  for (const [name, printed] of original.attrs) {
    const value = view.attrs[name] ?? printed;
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  }
  for (const [prop, printed] of original.styles) el.style.setProperty(prop, view.styles[prop] ?? printed);
  const classes = new Set(original.className.split(/\s+/).filter(Boolean));
  view.classes.remove.forEach((c) => classes.delete(c));
  view.classes.add.forEach((c) => classes.add(c));
  el.className = [...classes].join(' ');
  el.toggleAttribute('data-x-multi-view-hidden', !view.visible);
}

function restore({ el, original }: Target): void {
  el.replaceChildren(...original.content);
  for (const [name, printed] of original.attrs) {
    if (printed === null) el.removeAttribute(name);
    else el.setAttribute(name, printed);
  }
  for (const [prop, printed] of original.styles) el.style.setProperty(prop, printed);
  el.className = original.className;
  el.removeAttribute('data-x-multi-view-hidden');
}

export function MultiView({ host }: ElementProps<typeof multiViewAttributes>) {
  const device = useDevice();
  const [hovered, setHovered] = useState(false);
  const [version, setVersion] = useState(0);
  // The schemas are read once per change of the attribute anywhere inside (not of the content we write).
  useLayoutEffect(() => {
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.type === 'attributes')) setVersion((v) => v + 1);
    });
    observer.observe(host, { attributes: true, attributeFilter: [ATTRIBUTE], subtree: true });
    return () => observer.disconnect();
  }, [host]);
  const targets = useMemo(() => targetsOf(host), [host, version]); // eslint-disable-line react-hooks/exhaustive-deps -- version: a schema changed
  const hover = targets.some((t) => hasHover(t.schema));

  useLayoutEffect(() => {
    targets.forEach((t) => apply(t, device, hovered));
  }, [targets, device, hovered]);
  useLayoutEffect(() => () => targets.forEach(restore), [targets]);
  useOnChange(`${device}|${hovered}`, () => emit(host, multiViewEvents, 'x-multi-view-change', { device, hovered }));

  // Hover (SPEC section 4): a mouse hovers while over the element; on touch
  // the first tap hovers (its click is held back) and the second goes through.
  const touchHover = useRef(false);
  useEvent(host, 'pointerenter', (e) => {
    if (hover && (e as PointerEvent).pointerType !== 'touch') setHovered(true);
  });
  useEvent(host, 'pointerleave', (e) => {
    if ((e as PointerEvent).pointerType !== 'touch') setHovered(false);
  });
  useEvent(host, 'pointerdown', (e) => {
    touchHover.current = hover && (e as PointerEvent).pointerType === 'touch' && !hovered;
  });
  useEvent(host, 'click', (e) => {
    if (!touchHover.current) return;
    touchHover.current = false;
    e.preventDefault();
    setHovered(true);
  }, { capture: true });
  // A tap elsewhere ends the touch hover.
  useEvent(hovered ? document : null, 'pointerdown', (e) => {
    if ((e as PointerEvent).pointerType === 'touch' && !e.composedPath().includes(host)) setHovered(false);
  });

  return <slot />;
}
