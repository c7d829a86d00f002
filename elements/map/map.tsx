import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { emit, useEvent, warnOnce, type ElementProps } from '../core';
import { observeInView } from '../behaviours/in-view';
import { finiteNumber } from '../behaviours/site-values';
import { requestConsent } from '../services/consent';
import { embedUrl } from './embed';
import { mapEvents, type mapAttributes } from './schema';
import { mapStrings } from './strings';
import * as css from './map.css';

/** Whether the consent blocker holds the frame back: it keeps the address aside and loads nothing. */
const heldCategory = (frame: HTMLIFrameElement) =>
  (frame.hasAttribute('data-x-src') && !/^https?:/.test(frame.src) ? frame.getAttribute('data-x-category') : null);

/** How near view the box is when its frame is made: a screen away, above or below. */
const NEAR = '100% 0px';

export function MapFrame({ host, attrs }: ElementProps<typeof mapAttributes>) {
  const src = useMemo(() => embedUrl({
    address: attrs.address, lat: finiteNumber(attrs.lat) ?? null, lng: finiteNumber(attrs.lng) ?? null, zoom: attrs.zoom, src: attrs.src,
  }, document.baseURI), [attrs.address, attrs.lat, attrs.lng, attrs.zoom, attrs.src]);
  const frame = useRef<HTMLIFrameElement>(null);
  const [held, setHeld] = useState<string | null>(null);
  // The frame is made once the box is a screen or less from view: a frame is a browsing context, made as it
  // is inserted even when lazy (the demo home page's map, far below, made one in a mount task of 12 to 17 ms under Lighthouse).
  const [near, setNear] = useState(false);
  useEffect(() => observeInView(host, (inView) => inView && setNear(true), { rootMargin: NEAR, once: true }), [host]);
  // The blocker decides as the frame gets its address, before this runs.
  useLayoutEffect(() => setHeld(frame.current ? heldCategory(frame.current) : null), [src, near]);
  // Once allowed, the blocker has given the frame its address back: shown, it loads (a hidden lazy frame never would).
  useEvent(document, 'x-consent-change', () => setHeld(frame.current ? heldCategory(frame.current) : null));

  useEffect(() => {
    if (!src) warnOnce(`x-map ${host.id || attrs.src || attrs.address}`, `<x-map>: give "address", "lat" and "lng", or an absolute http(s) "src"${attrs.src ? ` ("${attrs.src.slice(0, 60)}" is not one)` : ''}. It shows its content until then.`);
  }, [host, src, attrs.src, attrs.address]);

  if (!src || !near) return <slot />;
  const allow = () => held && requestConsent(host, held);
  const loaded = () => {
    if (!frame.current || !/^https?:/.test(frame.current.src)) return;
    setHeld(null);
    emit(host, mapEvents, 'x-map-load', { src });
  };
  // The page's content (the address, a link) is the fallback, and stays
  // while consent holds the map; the frame takes the same box.
  return (
    <>
      {held && (
        <div className={css.consent} part="consent">
          <slot />
          <button type="button" className={css.allow} part="allow" onClick={allow}>{mapStrings().allow_map.replace('{category}', held)}</button>
        </div>
      )}
      <iframe
        ref={frame} key={src} className={css.frame} part="frame" src={src} title={attrs.label} loading="lazy" hidden={!!held}
        referrerPolicy="no-referrer-when-downgrade" onLoad={loaded}
      />
    </>
  );
}
