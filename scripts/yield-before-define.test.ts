// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { YIELD, yieldBeforeDefine } from './yield-before-define.mjs';

describe('the yield before each define (URL build)', () => {
  const { transform } = yieldBeforeDefine();

  it('puts the await first in an element\'s define, on its first line', () => {
    const out = transform('/** @tag x-tabs */\nexport const X = 1;\n', '/w/elements/tabs/define.ts');
    expect(out?.code).toBe(`${YIELD}/** @tag x-tabs */\nexport const X = 1;\n`);
    expect(out?.code.split('\n')).toHaveLength(3);
  });

  it('leaves every other module alone, core\'s define included', () => {
    expect(transform('x', '/w/elements/core/define.tsx')).toBeNull();
    expect(transform('x', '/w/elements/tabs/tabs.tsx')).toBeNull();
    expect(transform('x', '/w/elements/tabs/define.test.ts')).toBeNull();
  });
});
