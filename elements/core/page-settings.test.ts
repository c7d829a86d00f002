// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { fillString, resetPageSettings, settingsFields, uiStrings } from './page-settings';
import { field, flag } from './validate';

const number = (def: number) => field(z.coerce.number(), def, 'a number');
const read = settingsFields({ page_id: number(0), ajaxurl: field(z.string(), '/ajax-default', 'text'), list: field(z.array(z.number()), [], 'a list of numbers'), active: flag() });
const strings = uiStrings({ one: 'One', two: 'Two {n}' });

describe('page settings', () => {
  afterEach(() => {
    resetPageSettings();
    delete window.xElementsSettings;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('validates an owner\'s fields one by one and keeps the good ones, warning once per problem', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.xElementsSettings = { page_id: '42', ajaxurl: '/ajax', list: 'nope', active: 'yes', other: 1, strings: { one: 'Eins', two: 3 } };
    expect(read()).toEqual({ page_id: 42, ajaxurl: '/ajax', list: [], active: true });
    expect(strings()).toEqual({ one: 'Eins', two: 'Two {n}' });
    read();
    strings();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toBe('x-elements page settings: "list" is "nope", expected a list of numbers. Using the default.');
    expect(warn.mock.calls[1]![0]).toContain('"strings.two" is 3, expected text');
  });

  it('looks again while the page has given no settings (a bundle in <head> runs before the settings script)', () => {
    expect(read().page_id).toBe(0);
    expect(read(), 'the same value while there are none: a component\'s dependencies hold still').toBe(read());
    expect(strings()).toBe(strings());
    window.xElementsSettings = { page_id: 5 };
    expect(read().page_id).toBe(5);
    window.xElementsSettings = { page_id: 6 };
    expect(read().page_id).toBe(5); // found: kept
  });

  it('reads the global first, then a JSON script tag, once', () => {
    document.body.innerHTML = '<script type="application/json" id="x-elements-settings">{"page_id": 7}</script>';
    expect(read().page_id).toBe(7);
    window.xElementsSettings = { page_id: 9 };
    expect(read().page_id).toBe(7); // read once
    resetPageSettings();
    expect(read().page_id).toBe(9);
  });

  it('survives malformed JSON and a settings value that is no object, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<script type="application/json" id="x-elements-settings">{page_id: </script>';
    expect(read().page_id).toBe(0);
    expect(warn.mock.calls[0]![0]).toContain('malformed');
    resetPageSettings();
    window.xElementsSettings = [1];
    expect(read().ajaxurl).toBe('/ajax-default');
    expect(warn.mock.calls[1]![0]).toContain('"(the settings object)" is [1], expected an object');
  });

  it('takes upstream\'s ui_strings too, and refuses one key declared with two texts', () => {
    window.xElementsSettings = { ui_strings: { one: 'Un' } };
    expect(strings().one).toBe('Un');
    expect(() => uiStrings({ one: 'Another' })).toThrow('declared twice');
    expect(() => uiStrings({ one: 'One' })).not.toThrow();
  });

  it('fills placeholders in UI strings', () => {
    expect(fillString(strings.defaults.two, { n: 2 })).toBe('Two 2');
    expect(fillString('{n} de {count} {other}', { n: 1, count: 3 })).toBe('1 de 3 {other}');
  });
});
