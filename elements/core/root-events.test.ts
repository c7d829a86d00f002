// @vitest-environment happy-dom
// The events a root listens to (root-events.ts) must cover every event prop
// our components use, by React's own table of what each prop is built on.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { CAPTURE_EVENTS, ROOT_EVENTS } from './root-events';
import { flushPortals, mountPortal, unmountPortal } from './portals';

const src = readFileSync('node_modules/react-dom/cjs/react-dom-client.development.js', 'utf8');

/** React DOM's event props and the native events each is built on, read from its development build. */
function reactEventTable(): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const words = (s: string) => s.match(/[A-Za-z]+/g) ?? [];
  const simple = /simpleEventPluginEvents =\s*"([^"]+)"/.exec(src)?.[1] ?? '';
  const pushed = [...src.matchAll(/simpleEventPluginEvents\.push\("(\w+)"\)/g)].map((m) => m[1]!);
  for (const name of [...words(simple), ...pushed]) table.set(`on${name[0]!.toUpperCase()}${name.slice(1)}`, [name.toLowerCase()]);
  const prefixed = new Map([...src.matchAll(/(\w+) = getVendorPrefixedEventName\("(\w+)"\)/g)].map((m) => [m[1]!, m[2]!]));
  for (const m of src.matchAll(/registerSimpleEvent\((?:"(\w+)"|(\w+)), "(on\w+)"\)/g)) table.set(m[3]!, [m[1] ?? prefixed.get(m[2]!) ?? '?']);
  for (const m of src.matchAll(/register(?:Direct|TwoPhase)Event\(\s*"(on\w+)",\s*(\[[^\]]*\]|"[^"]*"\.split\(\s*" "\s*\))/g)) {
    table.set(m[1]!, words(m[2]!.replace(/\.split[\s\S]*$/, '')).filter((w) => w !== 'split'));
  }
  return table;
}

/** The events React listens to on the element itself (the root hears them only for a `…Capture` prop). */
function reactNonDelegated(): Set<string> {
  const own = /nonDelegatedEvents = new Set\(\s*"([^"]+)"/.exec(src)?.[1] ?? '';
  const media = /mediaEventTypes =\s*"([^"]+)"/.exec(src)?.[1] ?? '';
  return new Set(`${own} ${media}`.split(/\s+/).filter(Boolean));
}

/** The event props written in JSX in a component source: `onClickCapture` is onClick's capture phase (but `onGotPointerCapture` is a prop of its own). */
function eventProps(source: string, table: Map<string, string[]>) {
  return [...source.matchAll(/\s(on[A-Z]\w*)=\{/g)].map((m) => {
    const name = m[1]!;
    const capture = !table.has(name) && name.endsWith('Capture');
    return { prop: capture ? name.slice(0, -'Capture'.length) : name, capture };
  });
}

/**
 * What a source's event props need of the root that ROOT_EVENTS (bubbling)
 * or CAPTURE_EVENTS (a `…Capture` prop) lacks (React puts selectionchange on
 * the document, and hears its own events on the element).
 */
function missing(source: string, table: Map<string, string[]>, own: Set<string>): string[] {
  return eventProps(source, table).flatMap(({ prop, capture }) => (table.get(prop) ?? [])
    .filter((e) => e !== 'selectionchange' && (capture ? !CAPTURE_EVENTS.has(e) : !own.has(e) && !ROOT_EVENTS.has(e)))
    .map((e) => `${prop}${capture ? 'Capture' : ''} → ${e}${capture ? ' (CAPTURE_EVENTS)' : ''}`));
}

const components = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
  const path = join(dir, d.name);
  if (d.isDirectory()) return components(path);
  return d.name.endsWith('.tsx') && !/\.(test|browser)\.tsx$/.test(d.name) ? [path] : [];
});

describe('the events a root listens to', () => {
  const table = reactEventTable();
  const own = reactNonDelegated();

  it('reads React DOM\'s table of event props', () => {
    // A change of that file's shape must fail here, not pass with an empty table.
    expect(table.size).toBeGreaterThan(80);
    expect(table.get('onClick')).toEqual(['click']);
    expect(table.get('onFocus')).toEqual(['focusin']);
    expect(table.get('onTransitionEnd')).toEqual(['transitionend']);
    expect(table.get('onChange')).toEqual(['change', 'click', 'focusin', 'focusout', 'input', 'keydown', 'keyup', 'selectionchange']);
    expect(table.get('onMouseEnter')).toEqual(['mouseout', 'mouseover']);
    expect([...own]).toEqual(expect.arrayContaining(['load', 'toggle', 'cancel', 'close', 'scroll', 'play', 'timeupdate']));
  });

  it('covers every event prop a component uses', () => {
    const files = components('elements');
    expect(files.length).toBeGreaterThan(40);
    const gaps = files.flatMap((f) => missing(readFileSync(f, 'utf8'), table, own).map((gap) => `${f}: ${gap} (add it to ROOT_EVENTS, or to CAPTURE_EVENTS for a …Capture prop, in elements/core/root-events.ts)`));
    expect(gaps).toEqual([]);
  });

  it('finds a prop whose events are missing, and ignores props of our own components and events React hears on the element', () => {
    expect(missing('<div onPointerDown={f} onMouseEnter={g}>', table, own)).toEqual(['onPointerDown → pointerdown', 'onMouseEnter → mouseout', 'onMouseEnter → mouseover']);
    expect(missing('<button onClick={f} /><PagingBar onPage={p} /><iframe onLoad={f} />', table, own)).toEqual([]);
    expect(missing('<button onClickCapture={f} />', table, own)).toEqual(['onClickCapture → click (CAPTURE_EVENTS)']);
    expect(missing('<iframe onLoadCapture={f} />', table, own)).toEqual(['onLoadCapture → load (CAPTURE_EVENTS)']);
    expect(missing('<div onGotPointerCapture={f} onScrollEndCapture={g} />', table, own)).toEqual(['onGotPointerCapture → gotpointercapture', 'onScrollEndCapture → scrollend (CAPTURE_EVENTS)']);
  });

  it('gives an element\'s shadow root only those listeners, while React renders there alone', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const added: string[] = [];
    const proto = Object.getPrototypeOf(shadow) as EventTarget;
    const original = proto.addEventListener;
    proto.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      const options = rest[1] as boolean | AddEventListenerOptions | undefined;
      const capture = typeof options === 'boolean' ? options : options?.capture === true;
      if (this === shadow) added.push(capture ? `${type} (capture)` : type);
      return (original as (...a: unknown[]) => void).call(this, type, ...rest);
    };
    let clicks = 0;
    try {
      // An element's own effect adds a listener there in the same commit: it is kept.
      const Own = () => {
        useEffect(() => shadow.addEventListener('beforematch', () => {}), []);
        return createElement('button', { onClick: () => clicks++ }, 'go');
      };
      mountPortal(host, shadow, createElement(Own));
      flushPortals();
      expect(Object.hasOwn(shadow, 'addEventListener')).toBe(false);
      shadow.addEventListener('scroll', () => {});
    } finally {
      proto.addEventListener = original;
    }
    expect(added.filter((t) => t !== 'scroll' && t !== 'beforematch').every((t) => ROOT_EVENTS.has(t))).toBe(true); // no capturing listener
    expect(added).toContain('beforematch'); // the element's own, in the commit: untouched
    expect(added.filter((t) => t === 'click')).toHaveLength(1);
    expect(added).toContain('scroll'); // added after the root: untouched
    shadow.querySelector('button')!.click();
    expect(clicks).toBe(1);
    unmountPortal(host);
    host.remove();
  });
});
