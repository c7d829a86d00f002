import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Cookies from 'js-cookie';
import { emit, useElementApi, useEvent, type DetailOf, type ElementProps } from '../core';
import { useModal } from '../behaviours/modal';
import { consentEvents, consentMethods, type consentAttributes } from './schema';
import {
  CATEGORIES, checkHost, COOKIE_NAME, formatConsent, HOST_MISMATCH, isGranted, newConsentId, parseConsent,
  pushConsentMode, readCookie, type Category, type ConsentRecord,
} from './state';
import { sendConsentLog } from './log';
import * as css from './consent.css';

export type Choices = Record<Category, boolean>;
type Action = DetailOf<(typeof consentEvents)['x-consent-change']>['action'];

/** Cookies each category sets that the page can remove on withdrawal. */
const CATEGORY_COOKIES: Partial<Record<Category, RegExp>> = {
  analytics: /^(_ga|_gid|_gat|_hj|_clck|_clsk)/,
  advertisement: /^(_fbp|_fbc|_gcl|IDE|_uet|_pin)/,
};

/** The record written for a set of choices: id, consent, action, then each category. */
export function recordFor(choices: Choices, consentid: string): ConsentRecord {
  const record: ConsentRecord = { consentid, consent: 'no', action: 'yes' };
  for (const c of CATEGORIES) record[c] = c === 'necessary' || choices[c] ? 'yes' : 'no';
  record.consent = CATEGORIES.some((c) => c !== 'necessary' && choices[c]) ? 'yes' : 'no';
  return record;
}

function removeCookies(pattern: RegExp): void {
  const host = location.hostname;
  const domains = [undefined, host, `.${host.replace(/^www\./, '')}`];
  for (const name of Object.keys(Cookies.get())) {
    if (pattern.test(name)) for (const domain of domains) Cookies.remove(name, { path: '/', ...(domain ? { domain } : {}) });
  }
}

/** The page's own scroll padding while a banner holds it, and how many banners are up. */
let pagePadding: { end: string; start: string; banners: number } | null = null;

export function Consent({ host, attrs }: ElementProps<typeof consentAttributes>) {
  const [record, setRecord] = useState<ConsentRecord>(() => parseConsent(readCookie(COOKIE_NAME)));
  // The latest decision, current even between a save and the next render.
  const latest = useRef(record);
  const [bannerOpen, setBannerOpen] = useState(() => record.action !== 'yes');
  const preferences = useModal<'close' | 'save'>();
  const ccpa = attrs.mode === 'ccpa';

  const hostOk = useMemo(() => {
    if (!attrs.domain) return true;
    try {
      checkHost(attrs.domain);
      return true;
    } catch {
      // The spec's message, with what a site builder needs to act on it: the attribute, its value and this page's host.
      console.error(`<x-consent>: ${HOST_MISMATCH} (attribute "domain" is ${JSON.stringify(attrs.domain)}, this page is on ${JSON.stringify(location.hostname)}: set "domain" to the site's host, or leave it out; no banner until then.)`);
      return false;
    }
  }, [attrs.domain]);

  const consentId = useRef(record.consentid || newConsentId());
  const log = (requestType: string) =>
    sendConsentLog({ endpoint: attrs['log-endpoint'], key: attrs['log-key'], requestType, sessionId: consentId.current, bannerId: attrs['banner-id'] });

  // The error mark follows the current domain; banner_load is logged once per
  // page load, the first time the host is right (not again when domain changes).
  const loaded = useRef(false);
  useEffect(() => {
    host.toggleAttribute('data-x-error', !hostOk);
    if (!hostOk || loaded.current) return;
    loaded.current = true;
    log('banner_load');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per load
  }, [hostOk]);

  const current = (): Choices => Object.fromEntries(CATEGORIES.map((c) => [c, isGranted(latest.current, c, false)])) as Choices;

  // A decision made in the banner or the dialog removes what had focus: focus goes on to the revisit control, which
  // takes the banner's place (not to the page's top). One made elsewhere (an embed's placeholder) leaves focus alone.
  const revisit = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (bannerOpen || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active === host) revisit.current?.focus();
  }, [bannerOpen, host]);

  // While the banner is up, the page's scroll padding keeps it clear of what the visitor focuses (WCAG 2.4.11): a
  // focused link under the fixed banner is scrolled above it. Its side (the bottom, or the top where a site moved it)
  // and height are measured as they change; the page's own padding comes back when it goes.
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = banner.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    // The page's own padding, kept by the first banner up (another consent element's may still be leaving).
    const before = (pagePadding ??= { end: root.scrollPaddingBlockEnd, start: root.scrollPaddingBlockStart, banners: 0 });
    before.banners++;
    const place = () => {
      const box = el.getBoundingClientRect();
      // Only over the page (a site may lay the banner in its flow): by its middle, as a tall banner at a phone's
      // bottom starts above the viewport's middle.
      const over = getComputedStyle(el).position === 'fixed';
      const low = box.top + box.bottom > innerHeight;
      root.scrollPaddingBlockEnd = over && low ? `${Math.max(0, Math.ceil(innerHeight - box.top) + 8)}px` : before.end;
      root.scrollPaddingBlockStart = over && !low ? `${Math.max(0, Math.ceil(box.bottom) + 8)}px` : before.start;
    };
    const ro = new ResizeObserver(place);
    ro.observe(el);
    addEventListener('resize', place);
    return () => {
      ro.disconnect();
      removeEventListener('resize', place);
      if (--before.banners) return;
      root.scrollPaddingBlockEnd = before.end;
      root.scrollPaddingBlockStart = before.start;
      pagePadding = null;
    };
  }, [bannerOpen, hostOk]);

  function save(choices: Choices, action: Action) {
    refocus.current = !!host.shadowRoot?.activeElement;
    const next = recordFor(choices, consentId.current);
    Cookies.set(COOKIE_NAME, formatConsent(next), {
      expires: attrs['expiry-days'], path: '/', sameSite: 'strict', secure: location.protocol === 'https:',
    });
    const withdrawn = CATEGORIES.filter((c) => latest.current[c] === 'yes' && next[c] === 'no');
    latest.current = next;
    setRecord(next);
    setBannerOpen(false);
    preferences.hide('save');
    pushConsentMode('update', next);
    log(action);
    emit(host, consentEvents, 'x-consent-change', { record: next, action });
    if (withdrawn.length) {
      for (const c of withdrawn) if (CATEGORY_COOKIES[c]) removeCookies(CATEGORY_COOKIES[c]!);
      // A script that already runs cannot be stopped: start again without it.
      if (attrs['reload-on-withdrawal']) location.reload();
    }
  }

  const all = (on: boolean) => Object.fromEntries(CATEGORIES.map((c) => [c, on || c === 'necessary'])) as Choices;
  const acceptAll = () => save(all(true), 'accept_all');
  const rejectAll = () => save(all(false), 'reject_all');
  const doNotSell = () => save({ ...current(), advertisement: false }, 'do_not_sell');
  const showPreferences = () => void preferences.show();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'accept') return acceptAll();
    if (submitter?.value === 'reject') return rejectAll();
    const data = new FormData(event.currentTarget);
    const choices = Object.fromEntries(CATEGORIES.map((c) => [c, c === 'necessary' || data.has(c)])) as Choices;
    if (ccpa && data.has('do-not-sell')) choices.advertisement = false;
    save(choices, 'save_preferences');
  }

  // A blocked embed's placeholder asks for its category.
  useEvent(document, 'x-consent-request', (e) => {
    const { category } = (e as CustomEvent<{ category: Category }>).detail;
    if (!hostOk || !(CATEGORIES as readonly string[]).includes(category)) return;
    e.preventDefault();
    save({ ...current(), [category]: true }, 'accept_partial');
  });

  useElementApi(consentMethods, { acceptAll, rejectAll, showPreferences, state: () => ({ ...latest.current }) });

  if (!hostOk) return null;
  const label = (c: Category) => attrs[`label-${c}`];
  return (
    <>
      {bannerOpen && (
        <section ref={banner} className={css.banner} part="banner" role="region" aria-label={attrs['label-banner']}>
          <div part="message">
            <slot>We use cookies to run this site and, with your consent, to measure and improve it.</slot>
          </div>
          {ccpa && (
            <button type="button" className={css.link} part="do-not-sell" onClick={doNotSell}>{attrs['label-do-not-sell']}</button>
          )}
          <div className={css.actions} part="actions">
            <button type="button" className={css.button} part="button customise" onClick={showPreferences}>{attrs['label-customise']}</button>
            <button type="button" className={`${css.button} ${css.primary}`} part="button reject" onClick={rejectAll}>{attrs['label-reject']}</button>
            <button type="button" className={`${css.button} ${css.primary}`} part="button accept" onClick={acceptAll}>{attrs['label-accept']}</button>
          </div>
        </section>
      )}
      {!bannerOpen && attrs.revisit && (
        <button ref={revisit} type="button" className={css.revisit} part="revisit" aria-haspopup="dialog" onClick={showPreferences}>{attrs['label-revisit']}</button>
      )}
      <dialog ref={preferences.ref} className={css.dialog} part="dialog" aria-labelledby="x-consent-title">
        <form onSubmit={submit} key={formatConsent(record)}>
          <h2 id="x-consent-title" className={css.title} part="title">{attrs['label-preferences']}</h2>
          <slot name="preferences" />
          {CATEGORIES.map((c) => (
            <label key={c} className={css.category} part="category">
              <input
                type="checkbox" name={c} className={css.checkbox}
                defaultChecked={c === 'necessary' || record[c] === 'yes'} disabled={c === 'necessary'}
              />
              <span>{label(c)}{c === 'necessary' && ` (${attrs['label-always-on']})`}</span>
              <span className={css.describe}><slot name={`category-${c}`} /></span>
            </label>
          ))}
          {ccpa && (
            <label className={css.category} part="category">
              <input type="checkbox" name="do-not-sell" className={css.checkbox} defaultChecked={record.advertisement !== 'yes'} />
              <span>{attrs['label-do-not-sell']}</span>
            </label>
          )}
          <div className={css.actions} part="actions" style={{ marginBlockStart: '1rem' }}>
            <button type="button" className={css.button} part="button close" onClick={() => preferences.hide('close')}>{attrs['label-close']}</button>
            <button type="submit" value="reject" className={css.button} part="button reject">{attrs['label-reject']}</button>
            <button type="submit" value="save" className={css.button} part="button save">{attrs['label-save']}</button>
            <button type="submit" value="accept" className={`${css.button} ${css.primary}`} part="button accept">{attrs['label-accept']}</button>
          </div>
        </form>
      </dialog>
    </>
  );
}
