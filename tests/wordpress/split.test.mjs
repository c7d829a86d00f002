// Split tests in WordPress: an Author's <x-split-test> with two subjects;
// each visitor is shown one (and keeps it), the element's records are
// stored once per visitor in MariaDB, the subject lookup for cached pages
// answers, forged and unknown records are refused, and the admin's Split
// tests screen counts them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { htmlBlock, inBrowser, logIn, savePost, site, until } from './wp.mjs';

let wp;
before(async () => (wp = await site()));
after(() => wp?.close());

const TEST = `<x-split-test goal>
  <div data-x-subject="0"><h3>Join the garden club</h3></div>
  <div data-x-subject="1"><h3>Grow more with less work</h3></div>
</x-split-test>`;

describe('a split test in a post', () => {
  let post;
  let locked;
  before(async () => {
    post = await savePost(wp, 'author', { title: 'Garden club', content: htmlBlock(TEST) });
    locked = await savePost(wp, 'author', { title: 'Members only', content: htmlBlock(TEST) });
    wp.php(`wp_update_post( array( 'ID' => ${locked.id}, 'post_password' => 'members' ) ); return true;`);
  });
  const records = (type) => wp.sql(`SELECT subject_id FROM wp_x_split_stats WHERE test_id = ${post.id} AND record_type = '${type}'`).trim().split('\n').filter(Boolean).map(Number);

  it('the server shows one subject, with the test and subject named', async () => {
    const html = await (await fetch(post.link)).text();
    const tag = new RegExp(`<x-split-test goal test="${post.id}" subject="([01])">`).exec(html);
    assert.ok(tag, 'the test with its id and subject');
    assert.equal((html.match(/data-x-subject=/g) ?? []).length, 1);
  });

  it('Chromium: the goal in view and the page read are recorded once; a reload keeps the subject and records nothing new', async () => {
    await inBrowser('chromium', async (tab) => {
      await tab.goto(post.link, { waitUntil: 'load' });
      const subject = Number(await tab.$eval('x-split-test', (el) => el.getAttribute('subject')));
      await until(() => records('view_goal').length === 1, 'the view_goal record');
      // read_page comes once the visitor has stayed past the bounce time (5 s by default).
      await until(() => records('read_page').length === 1, 'the read_page record', 15_000);
      assert.deepEqual([records('view_goal'), records('read_page')], [[subject], [subject]]);
      await tab.reload({ waitUntil: 'load' });
      assert.equal(Number(await tab.$eval('x-split-test', (el) => el.getAttribute('subject'))), subject, 'the same subject');
      // Whatever the element sends again, the server counts this visitor once.
      const again = await tab.evaluate(async (test, s) => {
        const settings = window.xElementsSettings;
        const body = new URLSearchParams({ action: 'x_ab_stats', et_ab_log_nonce: settings.ab_log_nonce, stats_data_array: JSON.stringify({ test_id: String(test), subject_id: String(s), record_type: 'view_goal' }) });
        return (await fetch(settings.ajaxurl, { method: 'POST', body })).status;
      }, post.id, subject);
      assert.equal(again, 200);
      assert.equal(records('view_goal').length, 1);
      assert.deepEqual(tab.problems, []);
    });
  });

  it('a record for a subject the test does not have, or with a forged nonce, is refused; the lookup answers', async () => {
    await inBrowser('chromium', async (tab) => {
      await tab.goto(post.link, { waitUntil: 'load' });
      const statuses = await tab.evaluate(async (test, lockedId) => {
        const s = window.xElementsSettings;
        const post = (fields) => fetch(s.ajaxurl, { method: 'POST', body: new URLSearchParams(fields) }).then(async (r) => ({ status: r.status, body: await r.json() }));
        const stat = (subject, nonce = s.ab_log_nonce) => post({ action: 'x_ab_stats', et_ab_log_nonce: nonce, stats_data_array: JSON.stringify({ test_id: String(test), subject_id: String(subject), record_type: 'read_goal' }) });
        return {
          unknown: await stat(7), forged: (await stat(0, 'forged')).status,
          lookup: await post({ action: 'x_ab_subject', et_frontend_nonce: s.frontend_nonce, et_pb_ab_test_id: String(test) }),
          locked: (await post({ action: 'x_ab_subject', et_frontend_nonce: s.frontend_nonce, et_pb_ab_test_id: String(lockedId) })).status,
        };
      }, post.id, locked.id);
      // A post behind a password (or not public) gives none of its subjects: the lookup skips the_content.
      assert.equal(statuses.locked, 404);
      // Without its password, the same post's test answers.
      wp.php(`wp_update_post( array( 'ID' => ${locked.id}, 'post_password' => '' ) ); return true;`);
      const unlocked = await tab.evaluate(async (id) => {
        const s = window.xElementsSettings;
        return (await fetch(s.ajaxurl, { method: 'POST', body: new URLSearchParams({ action: 'x_ab_subject', et_frontend_nonce: s.frontend_nonce, et_pb_ab_test_id: String(id) }) })).status;
      }, locked.id);
      assert.equal(unlocked, 200);
      assert.deepEqual(statuses.unknown, { status: 400, body: { error: `test ${post.id} has no subject 7` } });
      assert.equal(statuses.forged, 403);
      assert.equal(statuses.lookup.status, 200);
      assert.match(statuses.lookup.body.content, new RegExp(`data-x-subject="${statuses.lookup.body.id}"`));
      assert.ok(!records('read_goal').includes(7), 'nothing stored for the unknown subject');
    });
  });

  it('the Split tests screen counts each record type per subject', async () => {
    await inBrowser('chromium', async (admin) => {
      await logIn(admin, wp, 'admin');
      await admin.goto(`${wp.url}/wp-admin/admin.php?page=x-elements-split-tests`, { waitUntil: 'domcontentloaded' });
      const [subject] = records('view_goal');
      const row = await admin.$eval(`table[data-test="${post.id}"] tr[data-subject="${subject}"]`, (tr) => Object.fromEntries([...tr.querySelectorAll('td')].map((td) => [td.dataset.type, td.textContent])));
      assert.equal(row.view_goal, '1');
      assert.equal(row.read_page, '1');
      assert.equal(row.rate, '0.0% (0.0% – 79.3%)');
    });
  });
});
