// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { initPreview, isPreview, previewMode, trackingEnabled, waypointsEnabled } from './preview';
import { disableRemovalLinks } from '../services/shop';
import { resetPageSettings } from './page-settings';

describe('preview mode', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    delete window.xElementsSettings;
    resetPageSettings();
  });

  it('is off on a normal page', () => {
    expect(isPreview()).toBe(false);
    expect(trackingEnabled()).toBe(true);
    expect(waypointsEnabled()).toBe(true);
  });

  it('in a builder preview turns tracking and waypoints off and prevents link clicks and form submits', async () => {
    history.replaceState(null, '', '/?et_fb=1');
    expect(isPreview()).toBe(true);
    expect(trackingEnabled()).toBe(false);
    expect(waypointsEnabled()).toBe(false);
    initPreview();
    expect(document.documentElement.getAttribute('data-x-preview')).toBe('visual');
    document.body.innerHTML = '<a href="/elsewhere"><span>go</span></a><form><button>send</button></form>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('knows the builder: visual, backend, theme or layout, from the address or the settings (E11)', () => {
    for (const [query, mode] of [['et_fb=1', 'visual'], ['et_bfb=1', 'backend'], ['et_tb=1', 'theme'], ['et_block_layout_preview=1', 'layout'], ['x-preview', 'visual'], ['x-preview=theme', 'theme'], ['x-preview=nonsense', 'visual']] as const) {
      history.replaceState(null, '', `/?${query}`);
      expect(previewMode(), query).toBe(mode);
    }
    history.replaceState(null, '', '/');
    for (const [preview, mode] of [[true, 'visual'], ['backend', 'backend'], ['no', null]] as const) {
      window.xElementsSettings = { preview };
      resetPageSettings();
      expect(previewMode(), String(preview)).toBe(mode);
    }
    window.xElementsSettings = { block_layout_content: '<!-- wp:divi/layout /-->' };
    resetPageSettings();
    expect(previewMode()).toBe('layout');
  });

  it('disables the cart\'s removal links, those the shop adds later too (E12)', async () => {
    document.body.innerHTML = '<table class="shop_table cart"><tr><td class="product-remove"><a href="/cart/?remove_item=abc" class="remove" aria-label="Remove this item">×</a></td><td><a href="/product/">Seeds</a></td></tr></table>';
    disableRemovalLinks(document);
    const remove = document.querySelector<HTMLElement>('a.remove')!;
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('tabindex')).toBe('-1');
    expect(remove.style.pointerEvents).toBe('none');
    expect(document.querySelector('a[href="/product/"]')!.hasAttribute('aria-disabled')).toBe(false);
    history.replaceState(null, '', '/?et_fb=1');
    initPreview();
    document.querySelector('tr')!.insertAdjacentHTML('afterend', '<tr><td class="product-remove"><a href="/cart/?remove_item=def" class="remove">×</a></td></tr>');
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector('a[href$="def"]')!.getAttribute('aria-disabled')).toBe('true');
  });
});
