/**
 * One limited text block (SPEC sections 2 to 5, A16 to A19): an element in
 * a slide with `data-text-limit`. Its own text stays in the light DOM,
 * readable before any script and whole when expanded; the block gets a
 * shadow root that shows either the shortened text and a "more" link, or its
 * text (a slot) and a "less" link. One button for both (focus stays on it),
 * with aria-expanded; the block's `data-state` is collapsed or expanded for
 * styling. A text within the limit shows whole with no link.
 */
import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { adoptStyles, cssOf } from '../core';
import type { Device } from '../behaviours/devices';
import { limitFor, truncate, type TextLimitSettings } from './text-limit';
import * as css from './expandable-text.css';

const ours = new WeakSet<ShadowRoot>();
const SHEETS = cssOf(css);

/** The block's shadow root, made here; null when the block cannot have one (e.g. `<li>`) or has one of its own. */
function rootOf(block: HTMLElement): ShadowRoot | null {
  if (block.shadowRoot) return ours.has(block.shadowRoot) ? block.shadowRoot : null;
  // A custom element (one of ours attaches its shadow root only when it mounts) keeps its own.
  if (block.localName.includes('-')) return null;
  try {
    const root = block.attachShadow({ mode: 'open' });
    ours.add(root);
    adoptStyles(root, SHEETS);
    return root;
  } catch {
    console.warn(`<x-carousel> attribute "data-text-limit" on a <${block.localName}>: this element cannot hold the more/less link; put the attribute on a div, p, span, section or heading. Showing the text whole.`);
    return null;
  }
}

export interface ExpandableTextProps {
  block: HTMLElement;
  settings: TextLimitSettings;
  device: Device;
  onToggle(expanded: boolean): void;
}

export function ExpandableText({ block, settings, device, onToggle }: ExpandableTextProps) {
  const [root] = useState(() => rootOf(block));
  const [expanded, setExpanded] = useState(false);
  const short = useMemo(() => truncate(block.textContent ?? '', limitFor(settings, device)), [block, settings, device]);
  const state = short === null || !root ? null : expanded ? 'expanded' : 'collapsed';
  useLayoutEffect(() => {
    if (state) block.dataset.state = state;
    else delete block.dataset.state;
  }, [block, state]);
  useLayoutEffect(() => {
    if (!root) return;
    // A slot left by an earlier unmount (below) gives way to this render.
    root.querySelectorAll(':scope > slot[data-x-rest]').forEach((s) => s.remove());
    return () => {
      // Unmounted (the carousel went, or the limit did): the block shows its text whole again.
      const rest = document.createElement('slot');
      rest.dataset.xRest = '';
      root.append(rest);
      delete block.dataset.state;
    };
  }, [root, block]);
  if (!root) return null;
  const toggle = () => {
    setExpanded(!expanded);
    onToggle(!expanded);
  };
  return createPortal(
    short === null ? <slot /> : (
      <>
        {expanded ? <slot /> : <span part="text">{short}</span>}
        <button type="button" part="toggle" className={css.toggle} aria-expanded={expanded} onClick={toggle}>
          {expanded ? settings.text_less : settings.text_more}
        </button>
      </>
    ),
    root,
  );
}
