/**
 * The forms' requests: where a form posts, a post with a time limit, an
 * idempotency key, and the visitor-facing text for a failure.
 */
import { send, type Outcome } from '../services/requests';

export { send, type Outcome };

// Read on first use: the module is also evaluated where there is no DOM (a bundler's server render).
let actionGetter: (() => string) | undefined;

/**
 * Where a form posts, read through the platform's getter: a control named
 * `action` (WordPress forms carry `<input type="hidden" name="action">`)
 * shadows `form.action` with itself.
 */
export function formAction(form: HTMLFormElement): string {
  actionGetter ??= Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'action')!.get! as () => string;
  return actionGetter.call(form);
}

export function post(url: string, body: FormData | URLSearchParams, { timeoutMs, headers = {}, method = 'POST' }: { timeoutMs: number; headers?: Record<string, string>; method?: string }): Promise<Outcome> {
  // A GET form sends its fields in the query, as the browser would.
  const get = method.toUpperCase() === 'GET';
  const target = get ? `${url.split('?')[0]}?${new URLSearchParams(body as unknown as Record<string, string>)}` : url;
  // A form's reply may be a page or a message in HTML.
  return send(target, { method: get ? 'GET' : 'POST', body: get ? undefined : body, headers }, { timeoutMs, html: true });
}

/**
 * A form's fields as a form-encoded body, the encoding the form itself (and
 * so the no-script fallback) sends. Multipart would lose a checkbox group's
 * values on a PHP server, whose $_POST keeps one value a name; files are
 * never fields here.
 */
export function formBody(data: FormData): URLSearchParams {
  return new URLSearchParams([...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
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
