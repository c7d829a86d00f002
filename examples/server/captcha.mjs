// The spam check on the reference server, as the WordPress plugin makes it
// (wordpress/x-elements/includes/captcha.php): with CAPTCHA_PROVIDER
// (recaptcha, hcaptcha or turnstile) and CAPTCHA_SECRET set, a contact form
// with captcha-token, a newsletter signup and an embedded form are stored
// only with a token the provider accepts for their action. Without them
// there is nothing to verify with, and forms are judged as before.

/** Each provider's verification address (all take secret, response and remoteip, and answer JSON with success). */
export const CAPTCHA_PROVIDERS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** Error codes that are the site's or the provider's, not the visitor's. */
const SITE_ERRORS = ['missing-input-secret', 'invalid-input-secret', 'sitekey-secret-mismatch', 'internal-error', 'bad-request'];

/** What a visitor is told when the check fails. */
export const CAPTCHA_MESSAGES = {
  refused: 'The spam check did not pass. Nothing you typed is lost: please try again.',
  unreachable: 'The spam check could not run. Nothing you typed is lost: please try again.',
};

/**
 * A verifier: `verdict(token, action, ip)` resolves with 'ok', 'refused'
 * (none, the provider said no, a reCAPTCHA score under `minScore`, or
 * another action's token) or 'unreachable' (no answer within 5 s).
 * `configured` says whether a provider and secret are set. `verifyUrl`
 * replaces the provider's address (tests, a proxy).
 */
export function captchaVerifier({ provider = process.env.CAPTCHA_PROVIDER ?? '', secret = process.env.CAPTCHA_SECRET ?? '', verifyUrl = process.env.CAPTCHA_VERIFY_URL, minScore = 0.5, fetchImpl = fetch, log = console.error } = {}) {
  const url = Object.hasOwn(CAPTCHA_PROVIDERS, provider) ? (verifyUrl ?? CAPTCHA_PROVIDERS[provider]) : null;
  const configured = Boolean(url && secret);
  async function verdict(token, action, ip = '') {
    if (!configured) return 'ok';
    if (typeof token !== 'string' || !token || token.length > 4096) return 'refused';
    let answer;
    try {
      const res = await fetchImpl(url, { method: 'POST', body: new URLSearchParams({ secret, response: token, remoteip: ip }), signal: AbortSignal.timeout(5000) });
      if (res.status !== 200) return 'unreachable';
      const text = await res.text();
      try {
        answer = JSON.parse(text);
      } catch {
        answer = null;
      }
    } catch {
      return 'unreachable';
    }
    if (!answer || typeof answer !== 'object') {
      log('x-elements: the captcha provider\'s answer is not JSON');
      return 'unreachable';
    }
    if (answer.success !== true) {
      // The site's own mistake (its secret) or the provider's: not the visitor's, who may try again later.
      const codes = (Array.isArray(answer['error-codes']) ? answer['error-codes'] : []).filter((c) => SITE_ERRORS.includes(c));
      if (codes.length) {
        log(`x-elements: the captcha provider refused the check itself: ${codes.join(', ')}`);
        return 'unreachable';
      }
      return 'refused';
    }
    // reCAPTCHA v3 scores a visit from 0 (a bot) to 1 (hCaptcha's Enterprise score runs the other way).
    if (provider === 'recaptcha' && typeof answer.score === 'number' && answer.score < minScore) return 'refused';
    // Another form's token, where the provider names its action (reCAPTCHA v3, Turnstile).
    if (typeof answer.action === 'string' && answer.action && answer.action !== action) return 'refused';
    return 'ok';
  }
  return { configured, verdict };
}
