import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHost, formatConsent, HOST_MISMATCH, isGranted, newConsentId, parseConsent, readCookie } from './state';

describe('consent state', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses and formats the cookie key:value pairs', () => {
    const text = 'consentid:abc,consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no';
    const record = parseConsent(text);
    expect(record).toEqual({ consentid: 'abc', consent: 'yes', action: 'yes', necessary: 'yes', functional: 'no', analytics: 'yes', performance: 'no', advertisement: 'no' });
    expect(formatConsent(record)).toBe(text);
    expect(parseConsent('')).toEqual({});
    expect(parseConsent('garbage,,:x,a:')).toEqual({ a: '' });
  });

  it('reads a cookie by exact name', () => {
    expect(readCookie('cookieyes-consent', 'a=1; cookieyes-consent=analytics%3Ayes; cookieyes-consent-x=2')).toBe('analytics:yes');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });

  it('treats undecided as blocked, necessary as always granted', () => {
    expect(isGranted({}, 'necessary', false)).toBe(true);
    expect(isGranted({}, 'analytics', false)).toBe(false);
    expect(isGranted({ analytics: '' }, 'analytics', false)).toBe(false);
    expect(isGranted({ analytics: 'no' }, 'analytics', false)).toBe(false);
    expect(isGranted({ analytics: 'yes' }, 'analytics', false)).toBe(true);
  });

  it('refuses sale/share categories under Global Privacy Control', () => {
    expect(isGranted({ advertisement: 'yes' }, 'advertisement', true)).toBe(false);
    expect(isGranted({ analytics: 'yes' }, 'analytics', true)).toBe(true);
    vi.stubGlobal('navigator', { globalPrivacyControl: true });
    expect(isGranted({ advertisement: 'yes' }, 'advertisement')).toBe(false);
  });

  it('makes consent ids of 32 URL-safe random characters', () => {
    const a = newConsentId();
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(encodeURIComponent(a)).toBe(a);
    expect(newConsentId()).not.toBe(a);
  });

  it('checks the host against the registered domain, ignoring a leading www', () => {
    expect(() => checkHost('example.com', 'example.com')).not.toThrow();
    expect(() => checkHost('example.com', 'www.example.com')).not.toThrow();
    expect(() => checkHost('www.example.com', 'shop.example.com')).not.toThrow();
    expect(() => checkHost('example.com', 'badexample.com')).toThrow(HOST_MISMATCH);
    expect(() => checkHost('example.com', 'example.com.evil.net')).toThrow(HOST_MISMATCH);
    expect(() => checkHost('', 'example.com')).toThrow(HOST_MISMATCH);
  });
});
