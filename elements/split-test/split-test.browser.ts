// x-split-test and x-split-goal in the three engines (checklist E1 to E10):
// records sent once with their payload, the cache-plugin lookup and its
// failures, goals by view, reading, click and conversion, and nothing in a
// preview or with tracking off. Cookie names, the payload and consent are
// unit-tested in services/split-tests.test.ts.
import { expect } from 'chai';
import './define';
import '../split-goal/define';
import '../counter/define';
import '../order-received/define';
import { resetSplitTracking } from '../services/split-tests';
import { captureWarnings, clearCookies, fixture, nextFrame, observed, record, smoke, staysFor, until, withPageSettings } from '../../tests/browser/helpers';

type Post = { action: string; fields: Record<string, string> };
const SETTINGS = { page_id: 42, is_ab_testing_active: true, ab_bounce_rate: 0.2, ajaxurl: '/ajax', ab_log_nonce: 'log-nonce', frontend_nonce: 'front-nonce' };

/** Answers every request: a lookup with `lookup(fields)`, stats with success. */
function server(lookup: (fields: Record<string, string>) => Response = () => new Response('{}')) {
  const real = window.fetch;
  const posts: Post[] = [];
  window.fetch = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    const fields = Object.fromEntries(new URLSearchParams(String(init.body)));
    posts.push({ action: fields.action!, fields });
    return fields.action === 'x_ab_subject' ? lookup(fields) : new Response('{"success":true}');
  }) as typeof fetch;
  const stats = () => posts.filter((p) => p.action === 'x_ab_stats').map((p) => JSON.parse(p.fields.stats_data_array!) as Record<string, string>);
  return { posts, stats, restore: () => (window.fetch = real) };
}
const spacer = (px: number) => `<div style="height: ${px}px"></div>`;

describe('x-split-test and x-split-goal', () => {
  afterEach(async () => {
    resetSplitTracking();
    await clearCookies();
  });

  smoke('records read_page once, after the bounce-rate seconds, with its payload and nonce (E4, E5)', async () => {
    const s = server();
    try {
      await withPageSettings(SETTINGS, async () => {
        const t0 = performance.now();
        const el = await fixture('<x-split-test test="100" subject="1"><p>Subject B</p></x-split-test>');
        const records = record(el, 'x-split-test-record');
        await until(() => records.length === 1, 'read_page', 2000);
        expect(performance.now() - t0, 'not before the bounce rate (0.2 s)').to.be.at.least(100);
        expect(s.stats()).to.deep.equal([{ test_id: '100', subject_id: '1', record_type: 'read_page' }]);
        expect(s.posts[0]!.fields.et_ab_log_nonce).to.equal('log-nonce');
        await until(() => document.cookie.includes('et_pb_ab_read_page_421001=true'), 'the et_pb_ab_read_page_421001 cookie');
        el.remove();
        resetSplitTracking(); // the next page view
        const again = await fixture('<x-split-test test="100" subject="1"><p>Subject B</p></x-split-test>');
        // Time is what is tested: past its 0.2 s bounce time, twice over, still the one record.
        await staysFor(400, () => s.stats().length !== 1, 'no second read_page');
        expect(again.isConnected && s.stats().length).to.equal(1, 'the cookie keeps it to once per visitor');
      });
    } finally {
      s.restore();
    }
  });

  it('looks its subject up where a cache plugin serves the page, sanitised, then tells the page (E9)', async () => {
    const s = server((f) => new Response(JSON.stringify({ id: f.et_pb_ab_test_id === '7' ? 1 : 0, content: '<h3>Grow more</h3><img src="x" onerror="window.splitXss = 1"><script>window.splitXss = 2</script><x-counter value="5"></x-counter>' })));
    const ready: CustomEvent[] = [];
    const builder: Event[] = [];
    const onReady = (e: Event) => ready.push(e as CustomEvent);
    const onBuilder = (e: Event) => builder.push(e);
    document.body.addEventListener('x-split-test-ready', onReady);
    document.body.addEventListener('et_pb_ab_subject_ready', onBuilder);
    try {
      await withPageSettings({ ...SETTINGS, is_cache_plugin_active: 'yes' }, async () => {
        const wrap = await fixture('<div><x-split-test test="100" post="7"><p>Placeholder</p></x-split-test><x-split-test test="200"><p>Other</p></x-split-test></div>');
        const [a, b] = [...wrap.children] as HTMLElement[];
        await until(() => ready.length === 1, 'every lookup done');
        const lookups = s.posts.filter((p) => p.action === 'x_ab_subject').map((p) => p.fields);
        expect(lookups).to.deep.equal([
          { action: 'x_ab_subject', et_frontend_nonce: 'front-nonce', et_pb_ab_test_id: '7' },
          { action: 'x_ab_subject', et_frontend_nonce: 'front-nonce', et_pb_ab_test_id: '200' },
        ]);
        expect(a!.querySelector('h3')!.textContent).to.equal('Grow more');
        expect([a!.getAttribute('data-subject'), b!.getAttribute('data-subject')]).to.deep.equal(['1', '0']);
        expect(a!.querySelector('p'), 'the placeholder went').to.equal(null);
        expect(a!.querySelector('script')).to.equal(null);
        expect(a!.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
        await until(() => a!.querySelector('x-counter')!.hasAttribute('data-x-ready'), 'its elements upgrade');
        expect((window as { splitXss?: number }).splitXss).to.equal(undefined);
        expect(b!.querySelector('h3')).to.not.equal(null);
        expect(ready[0]!.detail.subjects).to.have.deep.members([{ test: 100, subject: 1 }, { test: 200, subject: 0 }]);
        expect(builder).to.have.length(1);
        await until(() => s.stats().length === 2, 'read_page for both', 2000);
        expect(s.stats().find((r) => r.test_id === '100')!.subject_id).to.equal('1', 'the looked-up subject is recorded');
      });
    } finally {
      s.restore();
      document.body.removeEventListener('x-split-test-ready', onReady);
      document.body.removeEventListener('et_pb_ab_subject_ready', onBuilder);
    }
  });

  it('keeps the placeholder when the lookup fails, says why, and records nothing for the test', async () => {
    for (const reply of [new Response('oops', { status: 500 }), new Response('<html>not json</html>'), new Response('{"id":"x"}')]) {
      const s = server(() => reply);
      try {
        await withPageSettings({ ...SETTINGS, is_cache_plugin_active: true }, async () => {
          let el!: HTMLElement;
          const errors = record(document, 'x-split-test-error');
          const warnings = await captureWarnings(async () => {
            el = await fixture('<x-split-test test="300"><p>Placeholder</p></x-split-test>');
            await until(() => errors.length === 1, 'error');
          });
          expect(el.querySelector('p')!.textContent).to.equal('Placeholder');
          expect(el.hasAttribute('aria-busy')).to.equal(false);
          expect(warnings.join()).to.contain('could not be looked up');
          // Time is what is tested: past the 0.2 s bounce time (twice over), no record.
          await staysFor(400, () => s.stats().length > 0, 'nothing recorded');
          expect(s.stats()).to.deep.equal([]);
        });
      } finally {
        s.restore();
        resetSplitTracking();
      }
    }
  });

  smoke('records a goal\'s view, its reading 3 s later, a click on a link and a form\'s conversion, once each (E6, E7)', async () => {
    const s = server();
    try {
      await withPageSettings({ ...SETTINGS, ab_bounce_rate: 60 }, async () => {
        const wrap = await fixture(`<div><x-split-test test="100" subject="0"><p>A</p></x-split-test>${spacer(3 * innerHeight)}<x-split-goal test="100"><a href="#goal-link" id="goal-link">Join</a><form id="goal-form"></form></x-split-goal></div>`);
        const goal = wrap.querySelector('x-split-goal')!;
        const records = record<{ type: string }>(goal, 'x-split-goal-record');
        await observed(goal); // the goal has been told it is out of view
        expect(s.stats(), 'out of view: nothing').to.deep.equal([]);
        goal.scrollIntoView({ block: 'center' });
        await until(() => records.length === 1, 'view_goal');
        expect(s.stats()[0]).to.deep.equal({ test_id: '100', subject_id: '0', record_type: 'view_goal' });
        (goal.querySelector('#goal-link') as HTMLElement).click();
        // One record at a time: two requests in flight may be answered in either order.
        await until(() => records.length === 2, 'click_goal');
        goal.querySelector('form')!.dispatchEvent(new CustomEvent('x-contact-form-conversion', { bubbles: true, composed: true }));
        (goal.querySelector('#goal-link') as HTMLElement).click();
        await until(() => records.length === 3, 'click and conversion');
        await until(() => records.length === 4, 'read_goal 3 s after', 4000);
        expect(records.map((e) => e.detail.type)).to.deep.equal(['view_goal', 'click_goal', 'con_goal', 'read_goal']);
        expect(s.stats().map((r) => r.record_type)).to.deep.equal(['view_goal', 'click_goal', 'con_goal', 'read_goal']);
        await until(() => document.cookie.includes('et_pb_ab_click_goal_42100=true'), 'the et_pb_ab_click_goal_42100 cookie');
        await until(() => document.cookie.includes('et_pb_ab_con_goal_421000=true'), 'the et_pb_ab_con_goal_421000 cookie');
        scrollTo(0, 0);
      });
    } finally {
      s.restore();
    }
  });

  it('does not count a goal read when it leaves the view before 3 s', async function () {
    this.timeout(20_000); // 3 s and more of waiting
    const s = server();
    try {
      await withPageSettings({ ...SETTINGS, ab_bounce_rate: 60 }, async () => {
        const wrap = await fixture(`<div><x-split-test test="100" subject="0"></x-split-test>${spacer(3 * innerHeight)}<x-split-goal test="100"><p style="height: 100px">Goal</p></x-split-goal>${spacer(3 * innerHeight)}</div>`);
        const goal = wrap.querySelector('x-split-goal')!;
        goal.scrollIntoView({ block: 'center' });
        await until(() => s.stats().length === 1, 'view_goal');
        const seen = performance.now(); // the 3 s count from the view, before this
        scrollTo(0, 0);
        await observed(goal); // the goal has been told it left the view
        // Time is what is tested: past the 3 s after the view, no read_goal.
        await staysFor(3300 - (performance.now() - seen), () => s.stats().length > 1, 'no read_goal');
        expect(s.stats().map((r) => r.record_type)).to.deep.equal(['view_goal']);
      });
    } finally {
      s.restore();
    }
  });

  it('records con_short on a thank-you page with the subject kept from before, and nothing without one', async () => {
    const s = server();
    try {
      await withPageSettings(SETTINGS, async () => {
        const none = await fixture('<x-split-goal test="500" visit></x-split-goal>');
        await nextFrame(); // its look for a subject ends within microtasks
        expect(s.stats(), 'a visitor who never saw the test').to.deep.equal([]);
        none.remove();
        document.cookie = 'x_ab_subject_100=1;path=/';
        const records = record(document, 'x-split-goal-record');
        await fixture('<x-split-goal test="100" visit><p>Thanks!</p></x-split-goal>');
        await until(() => records.length === 1, 'con_short');
        expect(s.stats()).to.deep.equal([{ test_id: '100', subject_id: '1', record_type: 'con_short' }]);
        await until(() => document.cookie.includes('et_pb_ab_con_short_42100=true'), 'the et_pb_ab_con_short_42100 cookie');
      });
    } finally {
      s.restore();
    }
  });

  it('with shortcode tracking on, the test page keeps its subject for the thank-you page, which records con_short with it and removes it (E1)', async () => {
    const s = server();
    try {
      await withPageSettings({ ...SETTINGS, ab_bounce_rate: 60, is_shortcode_tracking: 'on' }, async () => {
        const test = await fixture('<x-split-test test="100" subject="3"><p>C</p></x-split-test>');
        await until(() => document.cookie.includes('et_pb_ab_shortcode_track_100=42_3_100'), 'the kept subject');
        test.remove();
      });
      resetSplitTracking(); // the thank-you page, another page, later
      await withPageSettings({ ...SETTINGS, page_id: 77 }, async () => {
        const records = record<{ type: string; subject: number }>(document, 'x-split-goal-record');
        await fixture('<x-split-goal test="100" visit><p>Thanks!</p></x-split-goal>');
        await until(() => records.length === 1, 'con_short');
        expect(records[0]!.detail.subject).to.equal(3);
        expect(s.stats()).to.deep.equal([{ test_id: '100', subject_id: '3', record_type: 'con_short' }]);
        // The cookies follow the server's answer, which may come after the record's event.
        await until(() => document.cookie.includes('et_pb_ab_con_short_42100=true'), 'counted for the test page');
        await until(() => !document.cookie.includes('et_pb_ab_shortcode_track_100'), 'the kept subject removed');
      });
    } finally {
      s.restore();
    }
  });

  smoke('keeps a shop log when a product goal\'s add-to-cart is pressed; the order page records con_goal and removes it (E8)', async () => {
    const s = server();
    try {
      await withPageSettings({ ...SETTINGS, ab_bounce_rate: 60 }, async () => {
        const wrap = await fixture('<div><x-split-test test="100" subject="2"><p>B</p></x-split-test><x-split-goal test="100"><button type="button" class="add_to_cart_button">Add to cart</button></x-split-goal></div>');
        wrap.querySelector('button')!.click();
        await until(() => document.cookie.includes('et_pb_ab_shop_log=42_2_100'), 'the shop log');
        resetSplitTracking(); // the order-received page, later
        const conversions = record<{ test: number; subject: number }>(document, 'x-order-received-conversion');
        await fixture('<x-order-received><p>Thank you. Your order has been received.</p></x-order-received>');
        await until(() => conversions.length === 1, 'the conversion');
        expect(conversions[0]!.detail).to.deep.equal({ test: 100, subject: 2 });
        expect(s.stats().filter((r) => r.record_type === 'con_goal')).to.deep.equal([{ test_id: '100', subject_id: '2', record_type: 'con_goal' }]);
        await until(() => !document.cookie.includes('et_pb_ab_shop_log'), 'the shop log removed once the server has it');
      });
    } finally {
      s.restore();
    }
  });

  it('sends nothing in a builder preview or with split testing off, and still shows the subject (E10)', async () => {
    const s = server(() => new Response('{"id":1,"content":"<p>Looked up</p>"}'));
    try {
      for (const settings of [{ ...SETTINGS, preview: true }, { ...SETTINGS, is_ab_testing_active: false }]) {
        await withPageSettings({ ...settings, is_cache_plugin_active: true }, async () => {
          const el = await fixture('<x-split-test test="100" goal><p>Placeholder</p></x-split-test>');
          el.querySelector('p')!.click();
          await until(() => el.textContent!.includes('Looked up'), 'the subject shows');
          el.click();
          await nextFrame(); // with tracking off nothing is started: a send would have begun by now
        });
        resetSplitTracking();
      }
      expect(s.stats()).to.deep.equal([]);
      expect(document.cookie).to.not.contain('et_pb_ab_');
    } finally {
      s.restore();
    }
  });

  it('warns once, naming the element and attribute, for a missing or bad test, and records nothing', async () => {
    const s = server();
    try {
      await withPageSettings(SETTINGS, async () => {
        const warnings = await captureWarnings(async () => {
          const collect = console.warn; // captureWarnings' own, watched
          const seen: string[] = [];
          console.warn = (...args: unknown[]) => {
            seen.push(args.map(String).join(' '));
            collect(...args);
          };
          await fixture('<x-split-test subject="1"><p>A</p></x-split-test>');
          await fixture('<x-split-goal test="abc"><p>B</p></x-split-goal>');
          await fixture('<x-split-test test="9"><p>No subject, no cache plugin</p></x-split-test>');
          await until(() => seen.some((w) => w.includes('test="9"') && w.includes('"subject"')), 'the last one\'s warning');
          await nextFrame();
        });
        expect(warnings.filter((w) => w.includes('<x-split-test>') && w.includes('"test"'))).to.have.length(1);
        expect(warnings.filter((w) => w.includes('x-split-goal') && w.includes('test'))).to.have.length(1);
        expect(warnings.filter((w) => w.includes('test="9"') && w.includes('"subject"'))).to.have.length(1);
        expect(s.posts).to.deep.equal([]);
      });
    } finally {
      s.restore();
    }
  });
});
