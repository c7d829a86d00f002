// Imported first by reduced-motion.browser.ts: the visitor prefers reduced
// motion before any element asks (the shared MediaQueryLists are made on
// first use).
const real = window.matchMedia.bind(window);
window.matchMedia = (query: string) => {
  if (!query.includes('prefers-reduced-motion')) return real(query);
  const matches = query.includes('reduce');
  return {
    matches, media: query, onchange: null,
    addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false,
  } as MediaQueryList;
};
