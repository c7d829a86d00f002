// docs/SECURITY.md's covered and not-covered lists say what the blocker corpus
// tries: every route of the corpus is named in the covered list, every
// route out of reach in the not-covered one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCKER_VECTORS, NOT_COVERED, PARSE_TIME_VECTORS } from './blocker-corpus';

const security = readFileSync('docs/SECURITY.md', 'utf8');
const section = security.slice(security.indexOf('## The consent blocker: what it holds'));
const flat = (text: string) => text.replace(/\s+/g, ' ');
const covered = flat(section.slice(section.indexOf('**Covered**'), section.indexOf('**Not covered**')));
const notCovered = flat(section.slice(section.indexOf('**Not covered**')));

describe('the consent blocker corpus and docs/SECURITY.md', () => {
  it('has at least 60 vectors, each id once', () => {
    const ids = [...BLOCKER_VECTORS, ...PARSE_TIME_VECTORS].map((v) => v.id);
    expect(ids.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every route it tries in the covered list', () => {
    const missing = [...BLOCKER_VECTORS, ...PARSE_TIME_VECTORS].map((v) => v.route).filter((r) => !covered.includes(r));
    expect(missing).toEqual([]);
  });

  it('names every route out of reach in the not-covered list', () => {
    expect(NOT_COVERED.filter((r) => !notCovered.includes(r))).toEqual([]);
  });
});
