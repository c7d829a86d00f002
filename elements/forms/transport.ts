/**
 * Requests with a time limit, their outcome classified so a form (or the
 * blog's pagination) can say what happened and keep everything the visitor
 * typed: a reply (any status, with its text), a timeout, or no connection.
 */
export type Outcome =
  | { kind: 'reply'; status: number; ok: boolean; text: string; contentType: string }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown };

const actionGetter = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'action')!.get!;

/**
 * Where a form posts, read through the platform's getter: a control named
 * `action` (WordPress forms carry `<input type="hidden" name="action">`)
 * shadows `form.action` with itself.
 */
export function formAction(form: HTMLFormElement): string {
  return actionGetter.call(form) as string;
}

/**
 * One request with a time limit (and the caller's own signal, to give it
 * up), its reply read as text whatever its status: the outcome forms and
 * ajax pagination classify.
 */
export async function send(url: string, init: RequestInit, { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal }): Promise<Outcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
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

export function post(url: string, body: FormData | URLSearchParams, { timeoutMs, headers = {}, method = 'POST' }: { timeoutMs: number; headers?: Record<string, string>; method?: string }): Promise<Outcome> {
  // A GET form sends its fields in the query, as the browser would.
  const get = method.toUpperCase() === 'GET';
  const target = get ? `${url.split('?')[0]}?${new URLSearchParams(body as unknown as Record<string, string>)}` : url;
  return send(target, { method: get ? 'GET' : 'POST', body: get ? undefined : body, headers }, { timeoutMs });
}

/**
 * A key that stays the same across retries of one submission, so the server
 * stores it once however often the visitor presses the button again. Not
 * crypto.randomUUID: that exists only on secure origins.
 */
export function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The visitor-facing text for a failed request, from the page's UI strings. */
export function failureMessage(outcome: Outcome, strings: { network_error: string; timeout_error: string; server_error: string; reply_error: string }): string {
  if (outcome.kind === 'timeout') return strings.timeout_error;
  if (outcome.kind === 'network') return strings.network_error;
  return outcome.ok ? strings.reply_error : strings.server_error.replace('%d', String(outcome.status));
}
