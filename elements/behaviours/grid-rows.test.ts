import { describe, expect, it } from 'vitest';
import { rowMarks } from './grid-rows';

const compact = (tops: number[]) => rowMarks(tops).map((m) => `${m.first ? 'F' : '-'}${m.last ? 'L' : '-'}${m.lastRow ? 'R' : '-'}`).join(' ');

describe('grid row marks (D21)', () => {
  it('marks the first and last of each row and the whole last row', () => {
    // Three columns, seven items: rows of 3, 3, 1.
    expect(compact([0, 0, 0, 200, 200, 200, 400])).toBe('F-- --- -L- F-- --- -L- FLR');
  });

  it('marks a last row that is not full, its last item last in its row', () => {
    expect(compact([0, 0, 0, 0, 310, 310])).toBe('F-- --- --- -L- F-R -LR');
  });

  it('treats one column as rows of one, and one row as the last', () => {
    expect(compact([0, 120, 240])).toBe('FL- FL- FLR');
    expect(compact([10, 10, 10])).toBe('F-R --R -LR');
  });

  it('takes sub-pixel differences as the same row and anything more as a new one', () => {
    expect(compact([0, 0.5, 1, 2.5])).toBe('F-- --- -L- FLR');
  });

  it('gives nothing for no items', () => {
    expect(rowMarks([])).toEqual([]);
  });
});
