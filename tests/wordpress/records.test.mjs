// What the plugin stored, for the site's people: the Submissions screen
// (per form, searched, escaped), its CSV export (formula cells made plain
// text), deleting one, the Consent log screen, who may see them, and
// WordPress's own personal-data export and erasure.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINES, logIn, site, watchedPage } from './wp.mjs';

let wp;
before(async () => (wp = await site()));
after(() => wp?.close());

/** A submission through the embed endpoint, as a visitor's page would send it. */
async function submit(form, fields) {
  const res = await fetch(`${wp.url}/api/embed/submit?form=${form}`, { method: 'POST', headers: { origin: wp.url }, body: new URLSearchParams(fields) });
  assert.equal(res.status, 201, await res.text());
}

describe('the Submissions and Consent log screens', () => {
  let browser;
  let admin;
  before(async () => {
    await submit('records-a', { email: 'una@example.com', note: '<img src=x onerror=alert(1)>' });
    await submit('records-a', { email: 'vic@example.com', note: '=HYPERLINK("http://evil.example")' });
    await submit('records-b', { email: 'una@example.com', note: 'second form' });
    const beacon = new URLSearchParams({ key: 'k', request_type: 'accept_all', event_log_time: '1790000000', payload: JSON.stringify({ consent_session_id: 'records-session', banner_id: 'wordpress' }) });
    assert.equal((await fetch(`${wp.url}/wp-json/x-elements/v1/consent-log`, { method: 'POST', headers: { origin: wp.url }, body: beacon })).status, 204);
    browser = await ENGINES.chromium();
    admin = await watchedPage(browser);
    await logIn(admin, wp, 'admin');
  });
  after(() => browser?.close());

  const rowsShown = () => admin.$$eval('table.x-elements-submissions tbody tr[data-id]', (trs) => trs.map((tr) => tr.cells[2].textContent));

  it('lists one form\'s submissions, searches them, and shows every value as text', async () => {
    await admin.goto(`${wp.url}/wp-admin/admin.php?page=x-elements-submissions&form=embed:records-a`, { waitUntil: 'domcontentloaded' });
    assert.deepEqual((await rowsShown()).sort(), ['una@example.com', 'vic@example.com']);
    assert.equal(await admin.$$eval('table.x-elements-submissions img', (imgs) => imgs.length), 0, 'no markup from a value');
    assert.match(await admin.$eval('table.x-elements-submissions', (t) => t.textContent), /<img src=x onerror=alert\(1\)>/);
    await admin.goto(`${wp.url}/wp-admin/admin.php?page=x-elements-submissions&s=second`, { waitUntil: 'domcontentloaded' });
    assert.deepEqual(await rowsShown(), ['una@example.com']);
    assert.deepEqual(admin.problems, []);
  });

  it('exports them as CSV, a formula cell made plain text', async () => {
    await admin.goto(`${wp.url}/wp-admin/admin.php?page=x-elements-submissions&form=embed:records-a`, { waitUntil: 'domcontentloaded' });
    const href = await admin.$eval('#x-elements-export', (a) => a.href);
    const csv = await admin.evaluate(async (u) => (await fetch(u)).text(), href);
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines[0], '"id","received","form type","form","email","list","email","note"'.replace('"list","email"', '"list","email"'));
    assert.equal(lines.length, 3);
    assert.ok(lines.some((l) => l.includes('"\'=HYPERLINK(""http://evil.example"")"')), csv);
    const forged = await admin.evaluate(async (u) => (await fetch(u.replace(/_wpnonce=[^&]+/, '_wpnonce=forged'))).status, href);
    assert.equal(forged, 403);
  });

  it('deletes one with its own link (nonce and capability checked)', async () => {
    await admin.goto(`${wp.url}/wp-admin/admin.php?page=x-elements-submissions&form=embed:records-b`, { waitUntil: 'domcontentloaded' });
    await Promise.all([admin.waitForNavigation({ waitUntil: 'domcontentloaded' }), admin.click('a.x-elements-delete')]);
    assert.match(await admin.$eval('.notice-success', (n) => n.textContent), /deleted/);
    assert.equal(Number(wp.sql("SELECT COUNT(*) FROM wp_x_submissions WHERE form_id = 'records-b'")), 0);
  });

  it('shows the consent log, searched by session', async () => {
    await admin.goto(`${wp.url}/wp-admin/admin.php?page=x-elements-consent-log&s=records-session`, { waitUntil: 'domcontentloaded' });
    const cells = await admin.$$eval('table.x-elements-consent-log tbody tr', (trs) => trs.map((tr) => [tr.cells[1].textContent, tr.cells[2].textContent]));
    assert.deepEqual(cells, [['accept_all', 'records-session']]);
  });

  it('an Editor or Author cannot open them', async () => {
    for (const user of ['editor', 'author']) {
      const context = await browser.createBrowserContext();
      const tab = await context.newPage();
      await logIn(tab, wp, user);
      await tab.goto(`${wp.url}/wp-admin/admin.php?page=x-elements-submissions`, { waitUntil: 'domcontentloaded' });
      const text = await tab.evaluate(() => document.body.textContent.replace(/\s+/g, ' ').trim());
      assert.match(text, /Sorry, you are not allowed to access this page/, `${user} at ${tab.url()}: ${text.slice(0, 300)}`);
      await context.close();
    }
  });
});

describe('WordPress\'s privacy tools', () => {
  it('export a person\'s submissions and erase them', () => {
    const exported = wp.php(`
      $tools = apply_filters('wp_privacy_personal_data_exporters', array());
      return call_user_func($tools['x-elements']['callback'], 'Una@Example.com', 1);`);
    assert.equal(exported.done, true);
    const values = exported.data.flatMap((item) => item.data.map((d) => `${d.name}=${d.value}`));
    assert.ok(values.includes('email=una@example.com') && values.includes('Form=embed / records-a'), JSON.stringify(values));
    // What was kept of the visit with it is exported too.
    assert.ok(values.some((v) => /^IP address=\S+/.test(v)) && values.some((v) => /^Browser=\S+/.test(v)), JSON.stringify(values));
    // The suggested privacy-policy text names what is kept.
    const policy = wp.php(`
      require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
      require_once ABSPATH . 'wp-admin/includes/screen.php';
      require_once ABSPATH . 'wp-admin/includes/class-wp-privacy-policy-content.php';
      // An admin screen during admin_init, where WordPress takes the text.
      $GLOBALS['current_screen'] = WP_Screen::get( 'options-privacy' );
      $GLOBALS['wp_current_filter'][] = 'admin_init';
      XElements\\add_privacy_policy_text();
      array_pop( $GLOBALS['wp_current_filter'] );
      return implode( ' ', array_column( WP_Privacy_Policy_Content::get_suggested_policy_text(), 'policy_text' ) );`);
    assert.match(policy, /IP address without its last part/);
    const erased = wp.php(`
      $tools = apply_filters('wp_privacy_personal_data_erasers', array());
      return call_user_func($tools['x-elements']['callback'], 'una@example.com', 1);`);
    assert.equal(erased.items_removed >= 1, true);
    assert.equal(Number(wp.sql("SELECT COUNT(*) FROM wp_x_submissions WHERE email = 'una@example.com'")), 0);
    assert.equal(Number(wp.sql("SELECT COUNT(*) FROM wp_x_submissions WHERE email = 'vic@example.com'")), 1);
  });
});
