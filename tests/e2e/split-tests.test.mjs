// Split tests against the reference server (SQLite): the stats action and
// the subject lookup over HTTP (nonces, bad records, a visitor keeping their
// subject), then a visitor in Chromium: the cache-plugin page looks its
// subject up and records read_page, a goal on another page records a click
// for that subject, and the results page counts them and charts the rate.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './browser.mjs';
import { readStatsRecord, wilson } from '../../examples/server/split-tests.mjs';

const env = serverAndBrowser({ before, after });
const settings = async () => JSON.parse(/Object\.assign\((\{.*?\}), window/.exec(await (await fetch(`${env.server.url}/api/settings.js`)).text())[1]);
const ajax = (fields, headers = {}) => fetch(`${env.server.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams(fields), headers });
const stats = (type) => env.server.db.prepare('SELECT test_id, subject_id, record_type FROM split_stats WHERE record_type = ? ORDER BY id').all(type);

describe('split tests on the reference server', () => {
  it('stores a record with the A/B log nonce, and refuses a forged nonce, a bad record and an unknown subject', async () => {
    const { ab_log_nonce: nonce } = await settings();
    const post = (record, n = nonce) => ajax({ action: 'x_ab_stats', stats_data_array: JSON.stringify(record), et_ab_log_nonce: n });
    assert.equal((await post({ test_id: '100', subject_id: '1', record_type: 'view_goal' })).status, 200);
    assert.deepEqual(stats('view_goal'), [{ test_id: 100, subject_id: 1, record_type: 'view_goal' }]);
    assert.equal((await post({ test_id: '100', subject_id: '1', record_type: 'view_goal' }, 'forged')).status, 403);
    assert.equal((await post({ test_id: '100', subject_id: '1', record_type: 'drop_table' })).status, 400);
    assert.equal((await post({ test_id: '100', subject_id: '9', record_type: 'view_goal' })).status, 400);
    assert.equal((await ajax({ action: 'x_ab_stats', stats_data_array: '{nope', et_ab_log_nonce: nonce })).status, 400);
    assert.equal(stats('view_goal').length, 1);
    env.server.db.prepare('DELETE FROM split_stats').run();
  });

  it('reads records strictly and computes a Wilson interval', () => {
    assert.deepEqual(readStatsRecord('{"test_id":100,"subject_id":"0","record_type":"con_short"}'), { record: { test: 100, subject: 0, type: 'con_short' } });
    assert.match(readStatsRecord('[1]').error, /object/);
    assert.match(readStatsRecord('{"test_id":"1e3","subject_id":0,"record_type":"read_page"}').error, /ids/);
    assert.equal(wilson(0, 0), null);
    const w = wilson(20, 100);
    assert.equal(w.rate, 0.2);
    assert.ok(Math.abs(w.low - 0.1333) < 0.001 && Math.abs(w.high - 0.2888) < 0.001, JSON.stringify(w));
    assert.deepEqual(wilson(5, 3), wilson(3, 3), 'hits capped at n');
  });

  it('looks a subject up with the frontend nonce, keeps a visitor on the subject they were shown, and refuses bad input', async () => {
    const { frontend_nonce: nonce } = await settings();
    const look = (fields, headers) => ajax({ action: 'x_ab_subject', et_frontend_nonce: nonce, ...fields }, headers);
    const reply = await (await look({ et_pb_ab_test_id: '100' })).json();
    assert.ok([0, 1].includes(reply.id));
    assert.match(reply.content, /<section class="split-subject">/);
    for (let i = 0; i < 5; i++) assert.equal((await (await look({ et_pb_ab_test_id: '100' }, { cookie: 'a=b; x_ab_subject_100=1' })).json()).id, 1);
    assert.equal((await look({ et_pb_ab_test_id: '999' })).status, 404);
    assert.equal((await look({ et_pb_ab_test_id: '1 OR 1' })).status, 400);
    assert.equal((await ajax({ action: 'x_ab_subject', et_frontend_nonce: 'forged', et_pb_ab_test_id: '100' })).status, 403);
  });

  it('a visitor: the subject looked up and read, a goal clicked on another page, the results page counting both', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.server.url}/x-split-test.html`);
    await page.waitForFunction(() => document.querySelector('x-split-test[data-subject]'));
    const heading = await page.textContent('x-split-test h3');
    // read_page after the page's 3 bounce-rate seconds; then the subject shown is kept for other pages.
    await page.waitForFunction(() => document.cookie.includes('et_pb_ab_read_page_42100'), null, { timeout: 8000 });
    const subject = Number(await page.evaluate(() => document.cookie.match(/x_ab_subject_100=(\d)/)?.[1] ?? -1));
    const readCookieSubject = Number(await page.evaluate(() => document.cookie.match(/et_pb_ab_read_page_42100(\d)=/)[1]));
    assert.deepEqual(stats('read_page'), [{ test_id: 100, subject_id: readCookieSubject, record_type: 'read_page' }]);
    assert.equal(subject, readCookieSubject);
    assert.equal(await page.getAttribute('x-split-test', 'data-subject'), String(subject));
    assert.equal(heading.trim(), subject === 1 ? 'Grow more with less work' : 'Join the garden club');

    await page.goto(`${env.server.url}/x-split-goal.html`);
    await page.waitForFunction(() => document.querySelector('x-split-goal')?.hasAttribute('data-x-ready'));
    await page.click('x-split-goal a');
    await page.waitForFunction(() => document.cookie.includes('et_pb_ab_click_goal_43100'));
    assert.deepEqual(stats('click_goal'), [{ test_id: 100, subject_id: subject, record_type: 'click_goal' }]);
    // A conversion by the same visitor (the server's visitor key of their page read): conversions count only from visitors who read.
    env.server.db.prepare("INSERT INTO split_stats (test_id, subject_id, record_type, visitor) SELECT test_id, subject_id, 'con_goal', visitor FROM split_stats WHERE record_type = 'read_page'").run();

    await page.goto(`${env.server.url}/split-tests/`);
    const row = (type) => page.textContent(`section[data-test="100"] tr[data-subject="${subject}"] td[data-type="${type}"]`);
    assert.equal(await row('read_page'), '1');
    assert.equal(await row('click_goal'), '1');
    assert.match(await row('rate'), /^100\.0% \(\d+\.\d% to 100\.0%\)$/);
    const bar = await page.$eval(`svg.split-chart g[data-subject="${subject}"] rect`, (r) => ({ rate: r.dataset.rate, width: r.getBBox().width }));
    assert.equal(bar.rate, '1.0000');
    assert.ok(bar.width > 300, `a full bar (${bar.width})`);
    assert.match(await page.textContent(`svg.split-chart g[data-subject="${1 - subject}"]`), /no page reads yet/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
