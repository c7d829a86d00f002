import { useEffect } from 'react';
import { emit, useEvent, warnOnce, type ElementProps } from '../core';
import { safeUrl } from '../behaviours/site-values';
import { formAction } from '../forms/transport';
import { useHostForm } from '../forms/ui';
import { feedFormEvents, type feedFormAttributes } from './schema';

/** The feed service's address for this form: its action with the `uri` value in the query, or null when it is not http(s). */
export function feedAddress(action: string, uri: string, base = document.baseURI): URL | null {
  const url = safeUrl(action, base);
  if (url && uri) url.searchParams.set('uri', uri);
  return url;
}

/** The feed's name: the form's own `uri` field, else the attribute. */
function uriOf(form: HTMLFormElement, attribute: string): string {
  const field = form.elements.namedItem('uri');
  return field instanceof HTMLInputElement ? field.value.trim() : attribute.trim();
}

export function FeedForm({ host, attrs }: ElementProps<typeof feedFormAttributes>) {
  const form = useHostForm(host, 'x-feed-form');

  useEffect(() => {
    if (!form) return;
    const address = feedAddress(formAction(form), uriOf(form, attrs.uri));
    if (!address) warnOnce(`x-feed-form ${host.id}`, `<x-feed-form>: the form's action must be the feed service's http(s) address ("${form.getAttribute('action') ?? ''}" is not one); it submits as it is.`);
    else if (!address.searchParams.get('uri')) warnOnce(`x-feed-form uri ${host.id}`, '<x-feed-form>: give the feed\'s name, a "uri" attribute or a field named uri; the service cannot tell which feed otherwise.');
  }, [form, host, attrs.uri]);

  // SPEC section 7.9: the subscription opens a popup window to the feed
  // service with the uri value; the form's own post (with the visitor's
  // address) then goes into that window. Blocked popups: a new tab instead.
  useEvent(form, 'submit', (e) => {
    if (!form || e.defaultPrevented) return;
    const address = feedAddress(formAction(form), uriOf(form, attrs.uri));
    if (!address) return;
    const popup = window.open('about:blank', attrs.label, `scrollbars=yes,width=${attrs.width},height=${attrs.height}`);
    // The service's page may not reach back into this one.
    if (popup) popup.opener = null;
    form.setAttribute('action', address.href);
    form.setAttribute('target', popup ? attrs.label : '_blank');
    emit(host, feedFormEvents, 'x-feed-form-open', { url: address.href, popup: !!popup });
  });
  return <slot />;
}
