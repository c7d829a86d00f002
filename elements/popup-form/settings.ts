/**
 * The trigger settings and the captcha site key: the host's attribute, else
 * the first element inside carrying it (an embed's html puts them on its
 * root, SPEC section 2). Both places are one channel: the host's attributes
 * come parsed by core and observed; the carriers inside are watched here
 * (an attribute changed, a carrier added or removed), so a change in either
 * is followed.
 */
import { useEffect, useReducer } from 'react';
import { readAttr, type AttrSpec, type AttrValues } from '../core';
import { popupFormAttributes } from './schema';

const NAMES = ['data-show-after', 'data-show-on-page', 'data-show-on-unload', 'data-sitekey'] as const;
type Name = (typeof NAMES)[number];
export type PopupSettings = { [K in Name]: AttrValues<typeof popupFormAttributes>[K] };

export function useLightSettings(host: HTMLElement, tag: string, attrs: AttrValues<typeof popupFormAttributes>): PopupSettings {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const mo = new MutationObserver(changed);
    mo.observe(host, { subtree: true, childList: true, attributes: true, attributeFilter: [...NAMES] });
    return () => mo.disconnect();
  }, [host]);
  const read = <K extends Name>(name: K): PopupSettings[K] => {
    if (host.hasAttribute(name)) return attrs[name];
    const carrier = host.querySelector(`[${name}]`);
    return carrier ? readAttr(tag, name, popupFormAttributes[name] as AttrSpec<PopupSettings[K]>, carrier.getAttribute(name)) : attrs[name];
  };
  return Object.fromEntries(NAMES.map((name) => [name, read(name)])) as PopupSettings;
}
