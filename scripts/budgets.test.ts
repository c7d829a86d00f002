import { describe, expect, it } from 'vitest';
import { checkBudgets, globToRegExp } from './budgets.mjs';

describe('budgets', () => {
  const budgets = { $comment: 'x', 'dist/x-elements.js': 1024, 'dist/chunks/runtime-*.js': 86016, 'dist/elements/*.js': 8192 };

  it('matches globs within one path segment', () => {
    expect(globToRegExp('dist/elements/*.js').test('dist/elements/x-slider.js')).toBe(true);
    expect(globToRegExp('dist/elements/*.js').test('dist/elements/sub/x.js')).toBe(false);
    expect(globToRegExp('dist/chunks/runtime-*.js').test('dist/chunks/runtime-AbC_1.js')).toBe(true);
  });

  it('passes files within budget and files without one', () => {
    const { failures, rows } = checkBudgets({ 'dist/x-elements.js': 1024, 'dist/x-elements.bundle.js': 99999 }, budgets);
    expect(failures).toEqual([]);
    expect(rows.find((r) => r.file === 'dist/x-elements.bundle.js')!.budget).toBeUndefined();
  });

  it('fails a file over budget with its name, size and budget', () => {
    const { failures } = checkBudgets({ 'dist/x-elements.js': 1100, 'dist/elements/x-tabs.js': 9000 }, budgets);
    expect(failures).toEqual([
      'Budget exceeded: dist/elements/x-tabs.js is 9000 bytes gzip; its budget (dist/elements/*.js in budgets.json) is 8192 bytes.',
      'Budget exceeded: dist/x-elements.js is 1100 bytes gzip; its budget (dist/x-elements.js in budgets.json) is 1024 bytes.',
    ]);
  });
});
