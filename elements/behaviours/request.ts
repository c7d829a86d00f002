/**
 * Requests with a time limit, their outcome classified so a form (or the
 * blog's pagination) can say what happened and keep everything the visitor
 * typed: a reply (any status, with its text), a timeout, or no connection.
 */
export type Outcome =
  | { kind: 'reply'; status: number; ok: boolean; text: string; contentType: string }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown };

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

