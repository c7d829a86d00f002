/**
 * Preview mode (SPEC sections 1 and 6): inside a page builder's preview (its
 * visual, backend, theme or layout builder) tracking and waypoints are off,
 * animations re-initialise, link clicks and form submits are prevented, and
 * the cart's removal links are disabled.
 */
import { PREVIEW_MODES, pageSettings, type PreviewMode } from './page-settings';
import { installPreview } from './preview-install';

export { PREVIEW_MODES, type PreviewMode };

/** The address parameters each builder opens its preview with (ours: `x-preview`, or `x-preview=<mode>`). */
const MODE_PARAMS: readonly (readonly [string, PreviewMode])[] = [
  ['et_fb', 'visual'], ['et_bfb', 'backend'], ['et_tb', 'theme'], ['et_block_layout_preview', 'layout'],
];

/** Which builder preview this page is in, or null for a visitor's page. */
export function previewMode(): PreviewMode | null {
  const settings = pageSettings();
  if (settings.preview) return settings.preview;
  if (typeof location === 'undefined') return null;
  const params = new URLSearchParams(location.search);
  const ours = params.get('x-preview');
  if (ours !== null) return (PREVIEW_MODES as readonly string[]).includes(ours) ? (ours as PreviewMode) : 'visual';
  const found = MODE_PARAMS.find(([param]) => params.has(param));
  if (found) return found[1];
  return settings.block_layout_content ? 'layout' : null;
}

export const isPreview = (): boolean => previewMode() !== null;

/** Whether tracking (split tests, view tracking) may run. */
export const trackingEnabled = (): boolean => !isPreview();
/** Whether scroll waypoints may fire. */
export const waypointsEnabled = (): boolean => !isPreview() && !pageSettings().ignore_waypoints;

let installed = false;

/** Link clicks and submits are held from the start (SPEC section 6). */
function block(event: Event): void {
  const target = event.target as Element | null;
  if (event.type === 'submit' || target?.closest?.('a[href]')) event.preventDefault();
}

/** Sets the preview up (once): links and forms held, the root marked, the cart's removal links disabled. */
export function initPreview(): void {
  const mode = previewMode();
  if (installed || !mode) return;
  installed = true;
  document.addEventListener('click', block, true);
  document.addEventListener('submit', block, true);
  installPreview(mode);
}
