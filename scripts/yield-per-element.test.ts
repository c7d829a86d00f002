// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { YIELD, elementOf, reachable, yieldPerElement } from './yield-per-element.mjs';

describe('a task of its own for each element (URL build)', () => {
  it('knows an element\'s modules from shared code, tests and styles', () => {
    expect(elementOf('/w/elements/tabs/tabs.tsx')).toBe('tabs');
    expect(elementOf('/w/elements/tabs/define.ts')).toBe('tabs');
    expect(elementOf('/w/elements/popup-form/steps.ts')).toBe('popup-form');
    for (const id of ['/w/elements/core/define.tsx', '/w/elements/behaviours/slides.ts', '/w/elements/forms/rules.ts', '/w/elements/services/shop.ts',
      '/w/elements/tabs/tabs.test.ts', '/w/elements/tabs/tabs.browser.ts', '/w/elements/tabs/tabs.css.ts', '/w/elements/api.ts', '/w/node_modules/react/index.js']) {
      expect(elementOf(id), id).toBeNull();
    }
  });

  it('puts the element\'s yield first in each of its modules, on the first line, and makes the yield a module of its own', () => {
    const plugin = yieldPerElement();
    const out = plugin.transform('/** doc */\nexport const X = 1;\n', '/w/elements/tabs/tabs.tsx');
    expect(out?.code).toBe('import "x-yield:tabs";/** doc */\nexport const X = 1;\n');
    expect(plugin.resolveId('x-yield:tabs')).toBe('\0x-yield:tabs');
    expect(plugin.load('\0x-yield:tabs')).toBe(YIELD);
    expect(plugin.resolveId('./tabs')).toBeNull();
    expect(plugin.transform('x', '/w/elements/core/define.tsx')).toBeNull();
  });

  it('leaves what x-elements/api imports without one: the blocker must not wait', () => {
    const keep = reachable('elements/api.ts');
    expect(keep.has(resolve('elements/consent/blocker.ts'))).toBe(true);
    expect(keep.has(resolve('elements/popup-form/global-snippet.ts'))).toBe(true);
    expect(keep.has(resolve('elements/tabs/tabs.tsx'))).toBe(false);
    expect(yieldPerElement({ keep }).transform('x', resolve('elements/consent/blocker.ts'))).toBeNull();
  });
});
