import { afterEach, describe, expect, it } from 'vitest';
import { initPreview, isPreview, trackingEnabled, waypointsEnabled } from '../../elements/core/preview';
import { resetPageSettings } from '../../elements/core/page-settings';

describe('preview mode', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    resetPageSettings();
  });

  it('is off on a normal page', () => {
    expect(isPreview()).toBe(false);
    expect(trackingEnabled()).toBe(true);
    expect(waypointsEnabled()).toBe(true);
  });

  it('in a builder preview turns tracking and waypoints off and prevents link clicks and form submits', () => {
    history.replaceState(null, '', '/?et_fb=1');
    expect(isPreview()).toBe(true);
    expect(trackingEnabled()).toBe(false);
    expect(waypointsEnabled()).toBe(false);
    initPreview();
    expect(document.documentElement.hasAttribute('data-x-preview')).toBe(true);
    document.body.innerHTML = '<a href="/elsewhere"><span>go</span></a><form><button>send</button></form>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
