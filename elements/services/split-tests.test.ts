// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPageSettings } from '../core/page-settings';
import { readCookie } from './cookies';
import { goalVisible } from './split-goal';
import { SHOP_LOG_COOKIE, keepShortcodeTrack, readShopLog, splitTestSettings, readShortcodeTrack, readSubjectReply, recordCookieName, sendLogged, sendRecord, resetSplitTracking, setSubject, shortcodeTrackCookieName, statsBody, subjectOf } from './split-tests';

const clearCookies = () => document.cookie.split('; ').filter(Boolean).forEach((c) => (document.cookie = `${c.split('=')[0]}=;path=/;max-age=0`));

describe('split-test records (E2 to E5)', () => {
  afterEach(() => {
    resetPageSettings();
    resetSplitTracking();
    delete window.xElementsSettings;
    clearCookies();
    vi.restoreAllMocks();
  });

  it('names cookies as the page builder does, the subject left out for click_goal and con_short', () => {
    expect(recordCookieName('read_page', 42, 100, 1)).toBe('et_pb_ab_read_page_421001');
    expect(recordCookieName('view_goal', 42, 100, 0)).toBe('et_pb_ab_view_goal_421000');
    expect(recordCookieName('click_goal', 42, 100, 1)).toBe('et_pb_ab_click_goal_42100');
    expect(recordCookieName('con_short', 42, 100, 1)).toBe('et_pb_ab_con_short_42100');
  });

  it('posts stats_data_array as a JSON string with the A/B log nonce and the stats action (7.4)', () => {
    window.xElementsSettings = { ab_log_nonce: 'n0nce', actions: { ab_stats: 'et_pb_update_stats_table' } };
    const body = statsBody('con_goal', 100, 2);
    expect(body.get('action')).toBe('et_pb_update_stats_table');
    expect(JSON.parse(body.get('stats_data_array')!)).toEqual({ test_id: '100', subject_id: '2', record_type: 'con_goal' });
    expect(body.get('et_ab_log_nonce')).toBe('n0nce');
  });

  it('accepts is_cache_plugin_active as WordPress sends it, "yes" (E9)', () => {
    const read = (settings: object) => {
      window.xElementsSettings = settings;
      resetPageSettings();
      return splitTestSettings();
    };
    expect(read({ is_cache_plugin_active: 'yes' }).is_cache_plugin_active).toBe(true);
    expect(read({ is_cache_plugin_active: 'no', is_ab_testing_active: 'on', is_shortcode_tracking: 1 })).toMatchObject({ is_cache_plugin_active: false, is_ab_testing_active: true, is_shortcode_tracking: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(read({ is_cache_plugin_active: 'maybe' }).is_cache_plugin_active).toBe(false);
    expect(warn.mock.calls[0]![0]).toContain('"is_cache_plugin_active" is "maybe"');
  });

  it('reads a subject reply, bare or in WordPress\'s { success, data }, and refuses anything else', () => {
    expect(readSubjectReply('{"id":"1","content":"<p>B</p>"}')).toEqual({ kind: 'subject', id: 1, content: '<p>B</p>' });
    expect(readSubjectReply('{"success":true,"data":{"id":0,"content":""}}')).toEqual({ kind: 'subject', id: 0, content: '' });
    expect(readSubjectReply('<html>')).toMatchObject({ kind: 'failed', reason: 'the reply is not JSON' });
    expect(readSubjectReply('{"id":-1,"content":"x"}').kind).toBe('failed');
    expect(readSubjectReply('{"id":1}').kind).toBe('failed');
    expect(readSubjectReply('null').kind).toBe('failed');
  });

  it('sends a record once: the page view\'s flag, then the cookie once the server answered', async () => {
    window.xElementsSettings = { page_id: 7, is_ab_testing_active: true, ajaxurl: '/ajax' };
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('{}'));
    expect((await sendRecord('read_page', 100, 1)).outcome).toBe('sent');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(document.cookie).toContain('et_pb_ab_read_page_71001=true');
    expect(document.cookie).toContain('x_ab_subject_100=1');
    expect((await sendRecord('read_page', 100, 1)).outcome).toBe('recorded-before');
    resetSplitTracking(); // a later page view: the cookie holds
    expect((await sendRecord('read_page', 100, 1)).outcome).toBe('recorded-before');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends again on a later visit when the request never reached the server', async () => {
    window.xElementsSettings = { is_ab_testing_active: true };
    const fetch = vi.spyOn(window, 'fetch').mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(new Response('{}'));
    expect((await sendRecord('view_goal', 100, 0)).outcome).toBe('failed');
    expect(document.cookie).not.toContain('et_pb_ab_view_goal');
    expect((await sendRecord('view_goal', 100, 0)).outcome).toBe('sent');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends nothing with split testing off or in a builder preview (E10)', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    window.xElementsSettings = { is_ab_testing_active: false };
    expect((await sendRecord('read_page', 100, 1)).outcome).toBe('off');
    resetPageSettings();
    window.xElementsSettings = { is_ab_testing_active: true, preview: true };
    expect((await sendRecord('read_page', 100, 1)).outcome).toBe('off');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names the subject shown on this page, else the one kept from before, else none', async () => {
    expect(await subjectOf(5)).toBe(null);
    document.cookie = 'x_ab_subject_5=3;path=/';
    expect(await subjectOf(5)).toBe(3);
    setSubject(5, 1);
    expect(await subjectOf(5)).toBe(1);
    document.body.innerHTML = '<x-split-test test="6"></x-split-test>';
    const waiting = subjectOf(6);
    setSubject(6, 2);
    expect(await waiting).toBe(2);
    document.body.innerHTML = '';
  });

  it('reads the shop log; it is removed once the server has the conversion, kept while it cannot be sent; a malformed one is only removed (E8)', async () => {
    window.xElementsSettings = { is_ab_testing_active: true, page_id: 7 };
    const kept = () => readCookie(SHOP_LOG_COOKIE) || null; // removed (happy-dom keeps an empty one)
    document.cookie = 'et_pb_ab_shop_log=42_1_100;path=/';
    const log = readShopLog()!;
    expect(log).toEqual({ page: 42, subject: 1, test: 100 });
    const fetch = vi.spyOn(window, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    expect(await sendLogged('con_goal', SHOP_LOG_COOKIE, log)).toBe('failed');
    expect(kept()).toBe('42_1_100');
    fetch.mockResolvedValueOnce(new Response('{}'));
    expect(await sendLogged('con_goal', SHOP_LOG_COOKIE, log)).toBe('sent');
    expect(kept()).toBe(null);
    // The record's cookie names the page the test ran on, not this one.
    expect(readCookie('et_pb_ab_con_goal_421001')).toBe('true');
    expect(readShopLog()).toBe(null);
    document.cookie = 'et_pb_ab_shop_log=<script>;path=/';
    expect(readShopLog()).toBe(null);
    expect(kept()).toBe(null);
  });

  it('keeps the subject for the thank-you page only with shortcode tracking on and con_short not recorded (E1)', async () => {
    const track = () => readCookie(shortcodeTrackCookieName(100)) || null;
    window.xElementsSettings = { is_ab_testing_active: true, page_id: 42 };
    expect(await keepShortcodeTrack(100, 2)).toBe(false);
    expect(track()).toBe(null);
    resetPageSettings();
    window.xElementsSettings = { is_ab_testing_active: true, page_id: 42, is_shortcode_tracking: 'on' };
    expect(await keepShortcodeTrack(100, 2)).toBe(true);
    expect(track()).toBe('42_2_100');
    expect(readShortcodeTrack(100)).toEqual({ page: 42, subject: 2, test: 100 });
    expect(readShortcodeTrack(101)).toBe(null);
    // A log naming another test under this test's name is not this test's.
    document.cookie = `${shortcodeTrackCookieName(101)}=42_2_100;path=/`;
    expect(readShortcodeTrack(101)).toBe(null);
    document.cookie = `${shortcodeTrackCookieName(100)}=;path=/;max-age=0`;
    document.cookie = 'et_pb_ab_con_short_42100=true;path=/';
    expect(await keepShortcodeTrack(100, 2)).toBe(false);
    expect(track()).toBe(null);
  });

  it('waits for analytics consent where a consent manager runs', async () => {
    window.xElementsSettings = { is_ab_testing_active: true };
    document.cookie = 'cookieyes-consent=consent:no,analytics:no;path=/';
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('{}'));
    const pending = sendRecord('read_page', 100, 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    document.cookie = 'cookieyes-consent=consent:yes,analytics:yes;path=/';
    document.dispatchEvent(new CustomEvent('x-consent-change'));
    expect((await pending).outcome).toBe('sent');
  });
});

describe('goal visibility (E6)', () => {
  const entry = (visible: number, height: number, viewport = 800) => ({
    isIntersecting: visible > 0, intersectionRect: { height: visible } as DOMRectReadOnly, boundingClientRect: { height } as DOMRectReadOnly, rootBounds: { height: viewport } as DOMRectReadOnly,
  });
  it('is half of the goal in view, or half the viewport of a very tall one', () => {
    expect(goalVisible(entry(100, 200))).toBe(true);
    expect(goalVisible(entry(99, 200))).toBe(false);
    expect(goalVisible(entry(400, 3000))).toBe(true);
    expect(goalVisible(entry(399, 3000))).toBe(false);
    expect(goalVisible(entry(0, 200))).toBe(false);
  });
});
