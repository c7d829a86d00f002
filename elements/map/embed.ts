/**
 * The map's embed address (SPEC section 1; D18), pure: Google Maps' embed for
 * an address or coordinates at a zoom, or the page's own absolute http(s)
 * embed address (another provider, a map page of its own). Every value is
 * page input: the place only ever reaches the embed's query.
 * The consent blocker keeps the embed aside until its category (Google
 * Maps: functional) is allowed, as for any iframe of a blocked provider.
 */
import { safeUrl } from '../behaviours/site-values';

export const GOOGLE_MAPS = 'https://www.google.com/maps';

export interface MapPlace {
  address: string;
  lat: number | null;
  lng: number | null;
  zoom: number;
  src: string;
}

/** The address to embed, or null when the page gives neither a place nor an embed address (or an unsafe one). */
export function embedUrl({ address, lat, lng, zoom, src }: MapPlace, base: string): string | null {
  // An absolute http(s) address: a provider's embed, or a map page of the site's own, written out in full.
  if (src.trim()) return /^https?:\/\//i.test(src.trim()) ? (safeUrl(src, base)?.href ?? null) : null;
  const coords = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const query = coords ? `${lat},${lng}` : address.trim();
  if (!query) return null;
  const url = new URL(GOOGLE_MAPS);
  url.search = new URLSearchParams({ q: query, z: String(zoom), output: 'embed' }).toString();
  return url.href;
}
