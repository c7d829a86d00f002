// @vitest-environment happy-dom
// The submit flow the three form elements share, driven through a bare component.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCaptchaProvider } from './captcha';
import { useSubmission, type Failure, type SubmissionConfig } from './use-submission';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Submission = ReturnType<typeof useSubmission<string, string>>;
type Config = SubmissionConfig<string, string>;

let host: HTMLElement;
let root: Root;
let current: Submission;
let failures: (Failure & { text: string })[];
let accepted: string[];
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function Probe({ config }: { config: Config }) {
  current = useSubmission(host, 'x-probe', config);
  return null;
}

function config(overrides: Partial<Config> = {}): Config {
  return {
    timeout: 5,
    captcha: null,
    validate: (form) => ({ ok: true, value: (form.elements.namedItem('email') as HTMLInputElement).value }),
    request: (_form, email, token) => ({ url: '/send', body: new URLSearchParams({ email, token }) }),
    read: (reply) => (reply.ok ? { ok: true, value: reply.text } : { ok: false, failure: { kind: 'http', message: { tone: 'error', text: 'no' }, status: reply.status } }),
    accepted: (result, _input, setMessage) => {
      accepted.push(result);
      setMessage({ tone: 'success', text: result });
    },
    failed: (failure) => failures.push(failure),
    ...overrides,
  };
}

async function mount(c: Config) {
  await act(async () => root.render(createElement(Probe, { config: c })));
}
const submit = () => act(() => current.submit());
const keyOf = (call: number) => new Headers(fetchMock.mock.calls[call]![1].headers).get('idempotency-key');

beforeEach(() => {
  host = document.createElement('div');
  host.innerHTML = '<form><input name="email" value="ann@example.com"><button>Send</button></form>';
  document.body.append(host);
  root = createRoot(document.createElement('div'));
  failures = [];
  accepted = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  registerCaptchaProvider(undefined);
  vi.unstubAllGlobals();
});

describe('useSubmission', () => {
  it('sends the key as the Idempotency-Key header, the same across retries, and takes over the browser\'s checks', async () => {
    await mount(config());
    expect(current.form?.noValidate).toBe(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit();
    expect(failures.map((f) => f.kind)).toEqual(['network']);
    expect(failures[0]!.text).toMatch(/could not reach the server/);
    expect(current.phase).toBe('idle');
    expect((host.querySelector('input') as HTMLInputElement).value).toBe('ann@example.com');

    fetchMock.mockResolvedValueOnce(new Response('busy', { status: 503 }));
    await submit();
    expect(failures.map((f) => f.kind)).toEqual(['network', 'http']);

    fetchMock.mockResolvedValueOnce(new Response('welcome'));
    await submit();
    expect(accepted).toEqual(['welcome']);
    expect(current.phase).toBe('accepted');
    expect(current.message).toEqual({ tone: 'success', text: 'welcome' });
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
    expect([keyOf(1), keyOf(2)]).toEqual([keyOf(0), keyOf(0)]);
    expect(new URLSearchParams(fetchMock.mock.calls[0]![1].body as URLSearchParams).has('x_idempotency_key')).toBe(false);

    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(3); // accepted for good: no second submission
  });

  it('one submission at a time: a second submit while one is on its way sends nothing', async () => {
    await mount(config());
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    let first!: Promise<void>;
    act(() => void (first = current.submit()));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(current.phase).toBe('sending');
    expect(host.getAttribute('aria-busy')).toBe('true');
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(new Response('ok'));
      await first;
    });
    expect(host.hasAttribute('aria-busy')).toBe(false);
    expect(accepted).toEqual(['ok']);
  });

  it('failed checks send nothing, mark the fields and leave the captcha alone', async () => {
    const reset = vi.fn();
    registerCaptchaProvider({ getToken: () => 'tok', reset });
    await mount(config({ captcha: { action: 'probe' }, validate: () => ({ ok: false, failure: { kind: 'invalid', message: { tone: 'error', text: 'Fix it' }, fields: ['email'] } }) }));
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(failures.map((f) => [f.kind, f.text])).toEqual([['invalid', 'Fix it']]);
    expect(host.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
    expect(reset).not.toHaveBeenCalled();
    expect(current.phase).toBe('idle');
  });

  it('asks the captcha provider for a token and resets it after a failed attempt; no token, no request', async () => {
    const reset = vi.fn();
    const getToken = vi.fn<(action: string, siteKey?: string) => string>().mockReturnValueOnce('tok-1').mockReturnValueOnce('');
    registerCaptchaProvider({ getToken, reset });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount(config({ captcha: { action: 'probe', siteKey: 'SITE' } }));
    fetchMock.mockResolvedValueOnce(new Response('no', { status: 500 }));
    await submit();
    expect(getToken).toHaveBeenCalledWith('probe', 'SITE');
    expect(new URLSearchParams(fetchMock.mock.calls[0]![1].body as URLSearchParams).get('token')).toBe('tok-1');
    expect(reset).toHaveBeenCalledTimes(1);
    await submit(); // the provider gives an empty token
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(failures.map((f) => f.kind)).toEqual(['http', 'captcha']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('<x-probe>: the captcha provider returned an empty token'));
    error.mockRestore();
  });

  it('gives up after the time limit with a timeout failure', async () => {
    await mount(config({ timeout: 0.05 }));
    fetchMock.mockImplementationOnce((_url, init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    await submit();
    expect(failures.map((f) => f.kind)).toEqual(['timeout']);
  });
});
