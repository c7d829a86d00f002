// @vitest-environment happy-dom
// Pins the r2wc internals elements/core/r2wc.ts relies on: if an upgrade of
// @r2wc/react-to-web-component changes them, this fails before any element does.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { getProps, r2wcBase, setProps, type R2wcElement } from './r2wc';

const pkg = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { version: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

function Label({ text }: { text?: string }) {
  return createElement('p', null, text ?? 'none');
}
class Probe extends r2wcBase(Label as never) {}
customElements.define('x-r2wc-probe', Probe);
/** As defineElement's class does: its own connect and disconnect, r2wc's never called. */
class Own extends r2wcBase(Label as never) {
  override connectedCallback() {}
  override disconnectedCallback() {}
}
customElements.define('x-r2wc-own', Own);

describe('the r2wc adapter', () => {
  it('depends on the exact r2wc version whose internals it was written against', () => {
    expect(pkg('package.json').dependencies?.['@r2wc/react-to-web-component']).toBe('2.1.1');
    expect(pkg('node_modules/@r2wc/react-to-web-component/package.json').version).toBe('2.1.1');
    expect(pkg('node_modules/@r2wc/core/package.json').version).toBe('1.3.1');
  });

  it('attaches no shadow root itself, and keeps the props set under r2wc\'s own symbol', () => {
    const el = document.createElement('x-r2wc-probe') as R2wcElement;
    expect(el.shadowRoot).toBe(null);
    setProps(el, { text: 'before' });
    expect(getProps<{ text: string }>(el).text).toBe('before');
    // Where r2wc's own render reads them: connected, it renders these props.
    flushSync(() => document.body.append(el));
    expect(el.textContent).toBe('before');
    el.remove();
  });

  it('starts each element with props of its own that have no `attrs` (defineElement parses them at their first need)', () => {
    expect(getProps<object>(document.createElement('x-r2wc-own') as R2wcElement)).not.toHaveProperty('attrs');
  });

  it('mounts nothing from a subclass that overrides connect and disconnect', () => {
    const el = document.createElement('x-r2wc-own') as R2wcElement;
    setProps(el, { text: 'one' });
    flushSync(() => document.body.append(el));
    expect(el.textContent).toBe('');
    expect(el.shadowRoot).toBe(null);
    el.remove();
  });
});
