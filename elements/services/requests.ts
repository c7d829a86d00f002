/**
 * Requests with a time limit, their outcome classified so a form (or the
 * blog's pagination) can say what happened and keep everything the visitor
 * typed: a reply (any status, with its text), a timeout, or no connection.
 */
import * as z from 'zod/mini';
import { settingsFields } from '../core/page-settings';
import { prepareInertParser } from '../core/trusted-types';
import { field } from '../core/validate';

/** Where the elements post (SPEC section 3): WordPress's admin-ajax unless the page says, and the nonce it checks. */
export const ajaxSettings = settingsFields({
  ajaxurl: field(z.string(), '/wp-admin/admin-ajax.php', 'text'),
  frontend_nonce: field(z.string(), '', 'text'),
});

/**
 * The ajax action names an owner sends (settings `actions`), so the elements
 * talk to any backend: ours by default, a WordPress site with the page
 * builder names its own (`et_pb_update_stats_table`). Names the page leaves
 * out keep their defaults.
 */
export function ajaxActions<K extends string>(defaults: Record<K, string>): () => Record<K, string> {
  const names = z.object(Object.fromEntries(Object.keys(defaults).map((k) => [k, z.optional(z.string())])));
  const read = settingsFields({ actions: field(names, {}, 'an object of action names, e.g. { "subscribe": "..." }') });
  return () => ({ ...defaults, ...(Object.fromEntries(Object.entries(read().actions).filter(([, v]) => v !== undefined)) as Partial<Record<K, string>>) });
}

export type Outcome =
  | { kind: 'reply'; status: number; ok: boolean; text: string; contentType: string }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown };

export interface SendOptions {
  timeoutMs: number;
  /** Gives the request up (the caller's own reason: a newer page asked for). */
  signal?: AbortSignal;
  /** The reply may carry HTML to sanitise: its inert parser is made while the request is out (core/trusted-types). */
  html?: boolean;
}

/**
 * One request with a time limit (and the caller's own signal, to give it
 * up), its reply read as text whatever its status: the outcome forms and
 * ajax pagination classify.
 */
export async function send(url: string, init: RequestInit, { timeoutMs, signal, html = false }: SendOptions): Promise<Outcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  if (html) prepareInertParser();
  try {
    const res = await fetch(url, { ...init, credentials: 'same-origin', signal: controller.signal });
    const text = await res.text();
    return { kind: 'reply', status: res.status, ok: res.ok, text, contentType: res.headers.get('content-type') ?? '' };
  } catch (error) {
    return timedOut ? { kind: 'timeout' } : { kind: 'network', error };
  } finally {
    clearTimeout(timer);
  }
}

