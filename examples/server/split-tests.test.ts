// @vitest-environment node
// Split-test records as a hostile client sends them: ids judged as written,
// and stats that count each visitor once (issue 25, section 2).
import { describe, expect, it } from 'vitest';
import { readStatsRecord } from './split-tests.mjs';

describe('readStatsRecord', () => {
  it('judges ids as written: 100.0, 1e2 and the like are not ids, though String() makes them "100"', () => {
    for (const id of ['100.0', '1e2', '1E2', '1.0e2', '100.00', '-0', '0.0', '1e0']) {
      expect(readStatsRecord(`{"test_id":${id},"subject_id":"0","record_type":"read_page"}`).error, id).toMatch(/ids/);
      expect(readStatsRecord(`{"test_id":"100","subject_id":${id},"record_type":"read_page"}`).error, id).toMatch(/ids/);
    }
    for (const id of ['"100.0"', '"1e2"', '" 100"', '"100 "', '"+100"', '""', 'true', 'null', '[100]', '"٣"']) {
      expect(readStatsRecord(`{"test_id":${id},"subject_id":"0","record_type":"read_page"}`).error, id).toMatch(/ids/);
    }
  });

  it('still takes the element\'s strings and plain whole numbers', () => {
    expect(readStatsRecord('{"test_id":"100","subject_id":"1","record_type":"con_goal"}')).toEqual({ record: { test: 100, subject: 1, type: 'con_goal' } });
    expect(readStatsRecord('{"test_id":100,"subject_id":0,"record_type":"read_page"}')).toEqual({ record: { test: 100, subject: 0, type: 'read_page' } });
    expect(readStatsRecord('{ "test_id" : 100 , "subject_id" : "0", "record_type": "read_page" }').record).toEqual({ test: 100, subject: 0, type: 'read_page' });
  });
});
