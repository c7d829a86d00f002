/**
 * Third-party scripts (SPEC section 7.12: players loaded on demand), each
 * once a page, through the library's Trusted Types policy, which accepts
 * only the addresses declared here. Its own module, so only the elements
 * that load one carry it.
 */
import { allowScriptUrls, scriptUrl } from '../core/trusted-types';

/** The only scripts the library loads from elsewhere: third-party players, on a visitor's demand (SPEC section 7.12). */
export const THIRD_PARTY_SCRIPTS = ['https://www.youtube.com/iframe_api'] as const;
export type ThirdPartyScript = (typeof THIRD_PARTY_SCRIPTS)[number];
allowScriptUrls(THIRD_PARTY_SCRIPTS);

const loads = new Map<string, Promise<void>>();

/**
 * Loads one of THIRD_PARTY_SCRIPTS once (later calls share the first load):
 * resolves when it has run, rejects when it fails (and a later call tries
 * again). Under a strict CSP it loads by 'strict-dynamic', as the library's
 * own chunks do.
 */
export function loadScript(url: ThirdPartyScript): Promise<void> {
  const loading = loads.get(url);
  if (loading) return loading;
  const script = document.createElement('script');
  try {
    script.src = scriptUrl(url);
  } catch (e) {
    return Promise.reject(e);
  }
  script.async = true;
  const load = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      loads.delete(url);
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    }, { once: true });
  });
  // Kept before the script goes in: a load that fails at once is forgotten, not kept.
  loads.set(url, load);
  document.head.append(script);
  return load;
}
