// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STRINGS, fillString, pageSettings, parseSettings, resetPageSettings } from './page-settings';

describe('page settings', () => {
  afterEach(() => {
    resetPageSettings();
    delete window.xElementsSettings;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('validates field by field and keeps the good ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = parseSettings({ page_id: '42', ajaxurl: '/ajax', ab_tests: 'nope', is_ab_testing_active: true, strings: { next: 'Weiter', previous: 3 } });
    expect(s.page_id).toBe(42);
    expect(s.ajaxurl).toBe('/ajax');
    expect(s.ab_tests).toEqual([]);
    expect(s.is_ab_testing_active).toBe(true);
    expect(s.strings.next).toBe('Weiter');
    expect(s.strings.previous).toBe(DEFAULT_STRINGS.previous);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('"ab_tests"');
  });

  it('reads the global first, then a JSON script tag, once', () => {
    document.body.innerHTML = '<script type="application/json" id="x-elements-settings">{"page_id": 7}</script>';
    expect(pageSettings().page_id).toBe(7);
    window.xElementsSettings = { page_id: 9 };
    expect(pageSettings().page_id).toBe(7); // read once
    resetPageSettings();
    expect(pageSettings().page_id).toBe(9);
  });

  it('survives malformed JSON with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<script type="application/json" id="x-elements-settings">{page_id: </script>';
    expect(pageSettings().page_id).toBe(0);
    expect(warn.mock.calls[0]![0]).toContain('malformed');
  });

  it('takes ajax action names, keeping the defaults for the rest, and warns on a bad actions value', () => {
    expect(parseSettings({ actions: { subscribe: 'et_pb_submit_subscribe_form' } }).actions.subscribe).toBe('et_pb_submit_subscribe_form');
    expect(parseSettings({}).actions.subscribe).toBe('x_newsletter_subscribe');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSettings({ actions: 'subscribe' }).actions.subscribe).toBe('x_newsletter_subscribe');
    expect(warn.mock.calls[0]![0]).toContain('"actions" is "subscribe", expected an object of action names');
  });

  it('has the failure texts the forms show, each saying nothing typed is lost', () => {
    for (const key of ['network_error', 'timeout_error', 'server_error', 'reply_error', 'captcha_error'] as const) {
      expect(DEFAULT_STRINGS[key]).toContain('Nothing you typed is lost');
    }
  });

  it('fills placeholders in UI strings, and every text an element shows has a string', () => {
    expect(fillString(DEFAULT_STRINGS.slide_position, { n: 2, count: 5 })).toBe('2 of 5');
    expect(fillString('{n} de {count} {other}', { n: 1, count: 3 })).toBe('1 de 3 {other}');
    for (const key of ['subscribed', 'carousel', 'slide', 'go_to_slide', 'start_slideshow', 'stop_slideshow'] as const) expect(DEFAULT_STRINGS[key]).toBeTruthy();
  });
});
