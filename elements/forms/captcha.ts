/**
 * Captcha tokens (SPEC section 7 item 10): before a contact or newsletter
 * submit with captcha enabled, the form asks the page's captcha provider for
 * a token and sends it as `token`. A site plugs in its service (reCAPTCHA,
 * hCaptcha, Turnstile...) with registerCaptchaProvider() or, from plain HTML,
 * `window.xElementsCaptcha = { getToken(action) { return ... } }`.
 */
export interface CaptchaProvider {
  /** Resolves with a fresh token for the action ('contact', 'newsletter', 'embed'); siteKey when the form names one. */
  getToken(action: string, siteKey?: string): Promise<string> | string;
  /** Called after a failed submit, for widgets that need a reset. */
  reset?(): void;
}

declare global {
  interface Window {
    xElementsCaptcha?: CaptchaProvider;
  }
}

let registered: CaptchaProvider | undefined;

export function registerCaptchaProvider(provider: CaptchaProvider | undefined): void {
  registered = provider;
}

export function captchaProvider(): CaptchaProvider | undefined {
  return registered ?? (typeof window !== 'undefined' ? window.xElementsCaptcha : undefined);
}

/** The token for one submit; throws an Error with a clear message when there is no provider or it fails. */
export async function captchaToken(action: string, siteKey?: string, timeoutMs = 10000): Promise<string> {
  const provider = captchaProvider();
  if (!provider) throw new Error('no captcha provider is registered (set window.xElementsCaptcha or call registerCaptchaProvider)');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the captcha provider gave no token within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    const token = await Promise.race([Promise.resolve(provider.getToken(action, siteKey)), timeout]);
    if (typeof token !== 'string' || !token) throw new Error('the captcha provider returned an empty token');
    return token;
  } finally {
    clearTimeout(timer);
  }
}
