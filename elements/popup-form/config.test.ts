// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePopupConfig } from './config';
import { popupOpeners, scrollThreshold } from './triggers';
import { openerTargets } from '../behaviours/navigation';

describe('the embedded form\'s global object', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes a valid object as is, with defaults for missing fields', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePopupConfig({ type: 'popup', html: '<form></form>', trackingUrl: '/v' })).toEqual({
      type: 'popup', html: '<form></form>', disabled: false, fixedTop: false, trackingUrl: '/v',
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('names every wrong field in one error and uses the defaults for them', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePopupConfig({ type: 'modal', html: '<form></form>', disabled: 'no', extra: 1 })).toMatchObject({ type: 'inline', disabled: false });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/"type" is "modal", expected "inline" or "popup"; "disabled" is "no", expected true or false; unknown field "extra"/);
  });

  it.each([[null], ['<form>'], [[1]], [{ type: 'popup' }], [{ html: '' }]])('shows nothing for %j, with one error', (raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePopupConfig(raw)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('popup triggers', () => {
  it('scroll depth: "end" is 100 percent, anything else 50', () => {
    expect(scrollThreshold('end')).toBe(100);
    expect(scrollThreshold('')).toBe(50);
    expect(scrollThreshold('middle')).toBe(50);
  });

  it('openers: data-x-popup-open for this id or any popup, and links to #id', () => {
    document.body.innerHTML = `<button id="a" data-x-popup-open><span id="inner">x</span></button><button id="b" data-x-popup-open="other"></button><a id="c" href="#promo">l</a><a id="d" href="#else">l</a><a id="e" href="#">top</a>
      <x-popup-form id="promo"></x-popup-form><x-popup-form id="second"></x-popup-form><div id="other"></div><div id="else"></div>`;
    const $ = (id: string) => document.getElementById(id)!;
    const targets = (id: string) => openerTargets(popupOpeners, $(id)).map(([el, source]) => `${el.id}<-${source.id}`);
    expect(targets('inner')).toEqual(['promo<-a', 'second<-a']);
    expect(targets('b')).toEqual([]); // names an element that is no popup
    expect(targets('c')).toEqual(['promo<-c']);
    expect(targets('d')).toEqual([]);
    expect(targets('e')).toEqual([]);
  });
});
