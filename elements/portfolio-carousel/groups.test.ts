import { describe, expect, it } from 'vitest';
import { groupAt, groupCount, groupStart, stepGroup } from './groups';

describe('portfolio carousel groups (D6)', () => {
  it('moves by a group of the visible count, the last group ending on the last item', () => {
    expect(groupCount(10, 4)).toBe(3);
    expect([0, 1, 2].map((g) => groupStart(g, 10, 4))).toEqual([0, 4, 6]);
    expect(groupStart(0, 3, 4)).toBe(0); // fewer items than columns
    expect(groupCount(3, 4)).toBe(1);
    expect(groupCount(5, 0)).toBe(5);
  });

  it('wraps past either end', () => {
    expect(stepGroup(2, 1, 3)).toBe(0);
    expect(stepGroup(0, -1, 3)).toBe(2);
    expect(stepGroup(0, 1, 1)).toBe(0);
  });

  it('finds the group a view starts at, the last group starting inside the one before it', () => {
    expect([0, 4, 6].map((first) => groupAt(first, 10, 4))).toEqual([0, 1, 2]);
    expect(groupAt(0, 3, 4)).toBe(0);
  });

  it('keeps the first item in view when the column count changes', () => {
    expect(groupStart(groupAt(6, 10, 2), 10, 2)).toBe(6);
    expect(groupStart(groupAt(4, 10, 5), 10, 5)).toBe(0);
    expect(groupStart(groupAt(6, 10, 5), 10, 5)).toBe(5);
  });
});
