// Last (node --test runs the files in name order): the admin deactivates
// and deletes the plugin from the Plugins screen; its tables and options go
// with it, and WordPress's own content stays.
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { inBrowser, logIn, site, until } from './wp.mjs';

let wp;
before(async () => (wp = await site()));
after(() => wp?.close());

it('Plugins > Deactivate, then Delete: the tables and options are gone, the posts stay', async () => {
  wp.php("update_option('x_elements_settings', array('consent' => true)); return true;");
  const posts = Number(wp.sql("SELECT COUNT(*) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'"));
  assert.equal(wp.sql("SHOW TABLES LIKE 'wp\\_x\\_%'").trim().split('\n').length, 4);
  await inBrowser('chromium', async (admin) => {
    admin.on('dialog', (dialog) => dialog.accept());
    await logIn(admin, wp, 'admin');
    await admin.goto(`${wp.url}/wp-admin/plugins.php`, { waitUntil: 'domcontentloaded' });
    await Promise.all([admin.waitForNavigation({ waitUntil: 'domcontentloaded' }), admin.click('tr[data-plugin="x-elements/x-elements.php"] .deactivate a')]);
    await admin.click('tr[data-plugin="x-elements/x-elements.php"] .delete a');
    await until(() => wp.sql("SHOW TABLES LIKE 'wp\\_x\\_%'").trim() === '', 'the tables dropped', 20_000);
  });
  assert.equal(wp.sql("SELECT COUNT(*) FROM wp_options WHERE option_name LIKE 'x\\_elements\\_%'").trim(), '0');
  assert.equal(Number(wp.sql("SELECT COUNT(*) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'")), posts);
  assert.equal(wp.php("return is_dir(WP_PLUGIN_DIR . '/x-elements');"), false);
});
