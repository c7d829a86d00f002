/**
 * The submit guard both forms share: one submission at a time (the flag
 * that blocks a second submit, kept set once the server accepted), and the
 * idempotency key, the same across retries until the server accepts.
 */
import { useMemo, useRef } from 'react';
import { captchaToken } from './captcha';
import { idempotencyKey } from './transport';

export interface SubmitGuard {
  /** Claims the form for one submission; false while another runs or after acceptance. */
  begin(): boolean;
  /** This submission's key. */
  key(): string;
  /** Accepted: the flag stays set and the key is spent. Otherwise the visitor may retry, with the same key. */
  end(accepted: boolean): void;
}

export function useSubmitGuard(): SubmitGuard {
  const running = useRef(false);
  const key = useRef<string | null>(null);
  return useMemo(() => ({
    begin: () => !running.current && (running.current = true),
    key: () => (key.current ??= idempotencyKey()),
    end: (accepted) => {
      if (accepted) key.current = null;
      else running.current = false;
    },
  }), []);
}

/** The captcha token, or null after logging why there is none. */
export async function tokenOrNull(tag: string, action: string, siteKey?: string): Promise<string | null> {
  try {
    return await captchaToken(action, siteKey);
  } catch (error) {
    console.error(`<${tag}>: ${(error as Error).message}`);
    return null;
  }
}
