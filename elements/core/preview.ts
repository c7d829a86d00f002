/**
 * Preview mode (SPEC sections 1 and 6): inside a visual builder preview,
 * tracking and waypoints are off, animations re-initialise, and link clicks,
 * form submits and cart removal links are prevented.
 */
import { pageSettings } from './page-settings';

const BUILDER_PARAMS = ['et_fb', 'x-preview'];

export function isPreview(): boolean {
  if (typeof location === 'undefined') return false;
  const params = new URLSearchParams(location.search);
  return pageSettings().preview || BUILDER_PARAMS.some((p) => params.has(p));
}

/** Whether tracking (split tests, view tracking) may run. */
export const trackingEnabled = (): boolean => !isPreview();
/** Whether scroll waypoints may fire. */
export const waypointsEnabled = (): boolean => !isPreview() && !pageSettings().ignore_waypoints;

let installed = false;

function block(event: Event): void {
  const target = event.target as Element | null;
  if (event.type === 'submit' || target?.closest?.('a[href]')) event.preventDefault();
}

export function initPreview(): void {
  if (installed || !isPreview()) return;
  installed = true;
  document.documentElement.setAttribute('data-x-preview', '');
  document.addEventListener('click', block, true);
  document.addEventListener('submit', block, true);
}
