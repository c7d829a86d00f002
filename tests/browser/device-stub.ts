// Imported first by a test file that switches devices: the shared
// MediaQueryLists (made on first use) answer the device queries from
// setDevice(), and tell their listeners when it changes, as a window
// resized across 767 or 980 px would. Other queries are the browser's.
const real = window.matchMedia.bind(window);
type Device = 'desktop' | 'tablet' | 'phone';
let device: Device = 'desktop';
const lists: { query: string; listeners: Set<(e: MediaQueryListEvent) => void>; list: MediaQueryList }[] = [];
const matchesFor = (query: string) => (query.includes('max-width: 767px') ? device === 'phone' : query.includes('min-width: 768px') && query.includes('max-width: 980px') ? device === 'tablet' : real(query).matches);

window.matchMedia = (query: string) => {
  if (!/max-width: (767|980)px/.test(query)) return real(query);
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const list = {
    get matches() { return matchesFor(query); },
    media: query, onchange: null,
    addEventListener: (_: string, cb: (e: MediaQueryListEvent) => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: (e: MediaQueryListEvent) => void) => listeners.delete(cb),
    addListener() {}, removeListener() {}, dispatchEvent: () => false,
  } as unknown as MediaQueryList;
  lists.push({ query, listeners, list });
  return list;
};

export function setDevice(next: Device): void {
  device = next;
  for (const { query, listeners, list } of lists) for (const cb of listeners) cb({ matches: list.matches, media: query } as MediaQueryListEvent);
}
