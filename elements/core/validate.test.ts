import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defaults, field, fieldProblem, flag, readFields } from './validate';
import { attr } from './attrs';

const FIELDS = {
  kind: field(z.enum(['a', 'b']), 'a', '"a" or "b"'),
  count: field(z.number(), 3, 'a number'),
};

describe('the validate-and-default idiom', () => {
  it('keeps good fields, gives missing and bad ones their defaults, names the bad and unknown ones', () => {
    const { values, problems, unknown } = readFields({ kind: 'c', extra: 1 }, FIELDS);
    expect(values).toEqual({ kind: 'a', count: 3 });
    expect(problems).toEqual(['"kind" is "c", expected "a" or "b"']);
    expect(unknown).toEqual(['extra']);
    expect(readFields({ kind: 'b', count: 7 }, FIELDS)).toEqual({ values: { kind: 'b', count: 7 }, problems: [], unknown: [] });
  });

  it('reads own fields only: a polluted prototype supplies nothing', () => {
    const input = Object.create({ kind: 'b', count: 9 }) as Record<string, unknown>;
    expect(readFields(input, FIELDS).values).toEqual({ kind: 'a', count: 3 });
    expect(readFields(JSON.parse('{"__proto__": {"kind": "b"}}'), FIELDS).values.kind).toBe('a');
  });

  it('words any value it cannot show as JSON, and cuts long ones', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(fieldProblem('x', cyclic, 'text')).toBe('"x" is [object Object], expected text');
    expect(fieldProblem('x', 10n, 'text')).toBe('"x" is [object BigInt], expected text');
    expect(fieldProblem('x', undefined, 'text')).toBe('"x" is undefined, expected text');
    expect(fieldProblem('x', 'y'.repeat(100), 'text')).toHaveLength('"x" is , expected text'.length + 40);
  });

  it('is one shape for attributes and fields: a default, the wording and a parse', () => {
    const count = attr.number('a count', 3, { min: 1, int: true });
    expect([count.default, count.expected, count.parse('2'), count.parse('0')]).toEqual([3, 'a whole number of at least 1', 2, undefined]);
    expect(defaults({ ...FIELDS, count })).toEqual({ kind: 'a', count: 3 });
    // An attribute parses text; taken for a field of any value it would see numbers and objects.
    // @ts-expect-error: readFields wants specs that parse any value
    expect(() => readFields({ count: 2 }, { count })).toThrow();
  });

  it('reads a flag as WordPress prints it, and nothing else (no inherited names)', () => {
    const f = flag();
    expect(['yes', 'on', '1', 1, true, ' TRUE '].map((v) => f.parse(v))).toEqual([true, true, true, true, true, true]);
    expect(['no', 'off', '0', 0, false, ''].map((v) => f.parse(v))).toEqual([false, false, false, false, false, false]);
    expect(['constructor', 'toString', 'maybe', null, {}].map((v) => f.parse(v))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
