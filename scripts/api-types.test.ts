// @vitest-environment node
// Events and methods are declared once, in code (schema.ts); the build reads
// their types through the TypeScript checker for the manifest and the .d.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readApiTypes } from './api-types.mjs';
import { parseDocBlock } from './elements.mjs';

const dir = mkdtempSync(join('elements', '.api-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const schema = (name: string, text: string) => {
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, `import { event, method } from '../core/events';\n${text}`);
  return file;
};

describe('declared events and methods', () => {
  it('prints details and signatures as the code declares them', () => {
    const file = schema('ok', `
export const okEvents = { 'x-ok-change': event<{ index: number; kind: 'a' | 'b'; when?: Date }>('Changed.') };
export const okMethods = { goTo: method<(index: number, smooth?: boolean) => Promise<void>>('Go.') };
`);
    const types = readApiTypes([file])[file]!;
    expect(types.events['x-ok-change']).toBe("{ index: number; kind: 'a' | 'b'; when?: Date | undefined }");
    expect(types.methods.goTo).toEqual({
      parameters: [{ name: 'index', optional: false, type: 'number' }, { name: 'smooth', optional: true, type: 'boolean | undefined' }],
      returns: 'Promise<void>',
    });
  });

  it('refuses a detail that names a type the generated declarations would not have', () => {
    const file = schema('alias', `
type Kind = { a: string };
export const aliasEvents = { 'x-alias-change': event<{ kind: Kind }>('Changed.') };
`);
    expect(() => readApiTypes([file])).toThrow(/names Kind; write it inline in schema.ts/);
  });

  it('refuses @event and @method in a doc block: they are declared in schema.ts', () => {
    expect(() => parseDocBlock('/**\n * @tag x-a\n * @event x-a-b - Said.\n */')).toThrow(/declare events in the element's schema.ts/);
    expect(() => parseDocBlock('/**\n * @tag x-a\n * @method go - Go.\n */')).toThrow(/declare methods in the element's schema.ts/);
    expect(parseDocBlock('/**\n * @tag x-a\n * @slot - Body.\n */').slots).toEqual([{ name: '', description: 'Body.' }]);
  });
});

describe('emit', () => {
  it('dispatches a declared event that bubbles, is composed and is cancelable only as declared', async () => {
    const { emit, event } = await import('../elements/core/events');
    const events = {
      'x-a-request': event<{ open: boolean }>('Asks.', { cancelable: true }),
      'x-a-change': event<{ index: number }>('Changed.'),
    };
    const target = new EventTarget();
    const seen: Event[] = [];
    target.addEventListener('x-a-request', (e) => (seen.push(e), e.preventDefault()));
    target.addEventListener('x-a-change', (e) => (seen.push(e), e.preventDefault()));
    expect(emit(target, events, 'x-a-request', { open: true })).toBe(false);
    expect(emit(target, events, 'x-a-change', { index: 2 })).toBe(true);
    expect(seen.map((e) => [e.type, e.bubbles, e.composed, e.cancelable, (e as CustomEvent).detail])).toEqual([
      ['x-a-request', true, true, true, { open: true }],
      ['x-a-change', true, true, false, { index: 2 }],
    ]);
    const _typeChecks = () => {
      // @ts-expect-error: the detail must match the declaration
      emit(target, events, 'x-a-change', { index: 'two' });
      // @ts-expect-error: only declared events
      emit(target, events, 'x-a-other', {});
    };
  });
});
