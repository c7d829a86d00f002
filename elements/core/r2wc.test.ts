// @vitest-environment happy-dom
// Pins the r2wc internals elements/core/r2wc.ts relies on: if an upgrade of
// @r2wc/react-to-web-component changes them, this fails before any element does.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { getProps, isMounted, r2wcBase, setContainer, setProps, type R2wcElement } from './r2wc';

const pkg = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { version: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

function Label({ text }: { text?: string }) {
  return createElement('p', null, text ?? 'none');
}
class Probe extends r2wcBase(Label as never) {}
customElements.define('x-r2wc-probe', Probe);
/** As defineElement does: a shadow root of its own, given as r2wc's container. */
const make = () => {
  const el = document.createElement('x-r2wc-probe') as R2wcElement;
  setContainer(el, el.attachShadow({ mode: 'open' }));
  return el;
};

describe('the r2wc adapter', () => {
  it('depends on the exact r2wc version whose internals it was written against', () => {
    expect(pkg('package.json').dependencies?.['@r2wc/react-to-web-component']).toBe('2.1.1');
    expect(pkg('node_modules/@r2wc/react-to-web-component/package.json').version).toBe('2.1.1');
    expect(pkg('node_modules/@r2wc/core/package.json').version).toBe('1.3.1');
  });

  it('attaches no shadow root itself, and takes props it can replace before mounting', () => {
    expect((document.createElement('x-r2wc-probe') as R2wcElement).shadowRoot).toBe(null);
    const el = make();
    setProps(el, { text: 'before' });
    expect(getProps<{ text: string }>(el).text).toBe('before');
    expect(isMounted(el)).toBe(false);
    expect(el.shadowRoot!.textContent).toBe('');
  });

  it('mounts on connect with the props set, renders new props at once, and unmounts on disconnect', () => {
    const el = make();
    setProps(el, { text: 'one' });
    flushSync(() => document.body.append(el));
    expect(isMounted(el)).toBe(true);
    expect(el.shadowRoot!.textContent).toBe('one');
    expect(el.textContent, 'mounted into the container, not the element').toBe('');

    flushSync(() => setProps(el, { text: 'two' }));
    expect(el.shadowRoot!.textContent).toBe('two');

    el.remove();
    expect(isMounted(el)).toBe(false);
    // Connected again, it mounts again with the props it holds.
    flushSync(() => document.body.append(el));
    expect(isMounted(el)).toBe(true);
    expect(el.shadowRoot!.textContent).toBe('two');
    el.remove();
  });
});
