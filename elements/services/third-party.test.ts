// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THIRD_PARTY_SCRIPTS, loadScript, type ThirdPartyScript } from './third-party';

describe('the one Trusted Types policy: third-party scripts', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    vi.unstubAllGlobals();
  });

  it('loads only the listed addresses, and each once', async () => {
    expect(THIRD_PARTY_SCRIPTS).toEqual(['https://www.youtube.com/iframe_api']);
    await expect(loadScript('https://evil.example/x.js' as ThirdPartyScript)).rejects.toThrow('x-elements loads no script from https://evil.example/x.js');
    expect(document.head.querySelector('script')).toBe(null);
    // Scripts held back from happy-dom (which fails them at once); the test fires their events.
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as HTMLScriptElement[])));
    const first = loadScript('https://www.youtube.com/iframe_api');
    const again = loadScript('https://www.youtube.com/iframe_api');
    expect(again, 'one load for every demand meanwhile').toBe(first);
    expect(appended.map((s) => s.src)).toEqual(['https://www.youtube.com/iframe_api']);
    appended[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('https://www.youtube.com/iframe_api could not be loaded');
    const next = loadScript('https://www.youtube.com/iframe_api');
    expect(next, 'tried again on the next demand').not.toBe(first);
    expect(appended).toHaveLength(2);
    appended[1]!.dispatchEvent(new Event('load'));
    await expect(next).resolves.toBe(undefined);
    expect(loadScript('https://www.youtube.com/iframe_api'), 'loaded: kept').toBe(next);
    vi.restoreAllMocks();
  });

  it('goes through the x-elements policy where the browser has Trusted Types', async () => {
    const createScriptURL = vi.fn((url: string) => url);
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL(u: string): string }) => ({ createHTML: (s: string) => s, createScriptURL: (u: string) => createScriptURL(rules.createScriptURL(u)) }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    vi.resetModules();
    const fresh = await import('./third-party');
    await fresh.loadScript('https://www.youtube.com/iframe_api').catch(() => {});
    expect(createPolicy).toHaveBeenCalledWith('x-elements', expect.anything());
    expect(createScriptURL).toHaveBeenCalledWith('https://www.youtube.com/iframe_api');
    await expect(fresh.loadScript('https://evil.example/x.js' as ThirdPartyScript)).rejects.toThrow('loads no script');
  });
});
