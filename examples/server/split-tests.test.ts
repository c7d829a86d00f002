// @vitest-environment node
// Split-test records as a hostile client sends them: ids judged as written,
// and stats that count each visitor once (issue 25, section 2).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { readStatsRecord } from './split-tests.mjs';
import { settingsOf, startServer, type Server } from './test-server';

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

describe('split-test stats count each visitor once', () => {
  let s: Server;
  let nonce: string;
  beforeAll(async () => {
    s = await startServer();
    nonce = (await settingsOf(s.url)).ab_log_nonce!;
  });
  afterAll(() => s.close());
  beforeEach(() => void s.db.prepare('DELETE FROM split_stats').run());

  const record = (type: string, headers: Record<string, string> = {}, subject = '0') => fetch(`${s.url}/wp-admin/admin-ajax.php`, {
    method: 'POST', headers,
    body: new URLSearchParams({ action: 'x_ab_stats', et_ab_log_nonce: nonce, stats_data_array: JSON.stringify({ test_id: '100', subject_id: subject, record_type: type }) }),
  });
  /** The results page's row for a subject of test 100: each record type's count and the rate's text. */
  async function results(subject = '0') {
    const window = new Window();
    const doc = new window.DOMParser().parseFromString(await (await fetch(`${s.url}/split-tests/`)).text(), 'text/html');
    const cell = (type: string) => doc.querySelector(`section[data-test="100"] tr[data-subject="${subject}"] td[data-type="${type}"]`)!.textContent!.trim();
    const row = { read_page: cell('read_page'), con_goal: cell('con_goal'), rate: cell('rate'), bar: doc.querySelector(`svg.split-chart g[data-subject="${subject}"] rect`)?.getAttribute('data-rate') };
    window.happyDOM.close();
    return row;
  }

  it('1 read_page and 60 con_goal from one client without cookies are one read and one conversion', async () => {
    expect((await record('read_page')).status).toBe(200);
    for (let i = 0; i < 60; i++) expect((await record('con_goal')).status).toBe(200);
    const row = await results();
    expect(row).toMatchObject({ read_page: '1', con_goal: '1', bar: '1.0000' });
    expect(row.rate).toMatch(/^100\.0% /);
  });

  it('a visitor keeps their key in a signed cookie: a new address or user agent is the same visitor, a forged cookie is not', async () => {
    const first = await record('read_page', { 'user-agent': 'A' });
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^x_ab_visitor=[a-f0-9]{32}\.[a-f0-9]{32}$/);
    for (const ua of ['B', 'C', 'D']) await record('read_page', { 'user-agent': ua, cookie });
    expect((await results()).read_page).toBe('1');
    const forged = `x_ab_visitor=${'0'.repeat(32)}.${'0'.repeat(32)}`;
    const again = await record('read_page', { 'user-agent': 'E', cookie: forged });
    expect(again.headers.get('set-cookie')).toMatch(/^x_ab_visitor=/);
    expect((await results()).read_page).toBe('2');
  });

  it('conversions count only from visitors whose page read is recorded: the rate never passes what the records allow', async () => {
    await record('read_page', { 'user-agent': 'reader' });
    for (let i = 0; i < 5; i++) await record('con_goal', { 'user-agent': `converter ${i}` });
    const row = await results();
    expect(row).toMatchObject({ read_page: '1', con_goal: '5', bar: '0.0000' });
    expect(row.rate).toMatch(/^0\.0% /);
    await record('con_short', { 'user-agent': 'reader' });
    await record('con_goal', { 'user-agent': 'reader' });
    expect((await results()).rate).toMatch(/^100\.0% /);
  });
});
