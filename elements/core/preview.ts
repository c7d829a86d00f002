/**
 * Preview mode (SPEC sections 1 and 6): inside a page builder's preview (its
 * visual, backend, theme or layout builder) tracking and waypoints are off,
 * animations re-initialise, and link clicks and form submits are prevented.
 * What else a preview changes belongs to its owner, which registers it with
 * `onPreview`.
 */
import * as z from 'zod/mini';
import { settingsFields } from './page-settings';
import { field, flag, type Spec } from './validate';

/** The page builder's previews (SPEC section 6). */
export const PREVIEW_MODES = ['visual', 'backend', 'theme', 'layout'] as const;
export type PreviewMode = (typeof PREVIEW_MODES)[number];

/** true (the visual builder), false, or the builder by name. */
const previewField: Spec<PreviewMode | false> = {
  default: false,
  expected: 'true or false, or the builder: "visual", "backend", "theme" or "layout"',
  parse: (v) => {
    if (typeof v === 'string' && (PREVIEW_MODES as readonly string[]).includes(v.trim())) return v.trim() as PreviewMode;
    const on = flag().parse(v);
    return on === undefined ? undefined : on ? 'visual' : false;
  },
};

const settings = settingsFields({
  preview: previewField,
  ignore_waypoints: flag(),
  // Given only inside a block layout preview, where requests for more content post it back (SPEC section 7.8).
  block_layout_content: field(z.string(), '', 'text'),
});

/** The block layout preview's content, which requests for more content post back (SPEC section 7.8); empty elsewhere. */
export const layoutPreviewContent = (): string => settings().block_layout_content;

/** The address parameters each builder opens its preview with (ours: `x-preview`, or `x-preview=<mode>`). */
const MODE_PARAMS: readonly (readonly [string, PreviewMode])[] = [
  ['et_fb', 'visual'], ['et_bfb', 'backend'], ['et_tb', 'theme'], ['et_block_layout_preview', 'layout'],
];

/** Which builder preview this page is in, or null for a visitor's page. */
export function previewMode(): PreviewMode | null {
  const s = settings();
  if (s.preview) return s.preview;
  if (typeof location === 'undefined') return null;
  const params = new URLSearchParams(location.search);
  const ours = params.get('x-preview');
  if (ours !== null) return (PREVIEW_MODES as readonly string[]).includes(ours) ? (ours as PreviewMode) : 'visual';
  const found = MODE_PARAMS.find(([param]) => params.has(param));
  if (found) return found[1];
  return s.block_layout_content ? 'layout' : null;
}

export const isPreview = (): boolean => previewMode() !== null;

/** Whether tracking (views and goals counted for the site) may run. */
export const trackingEnabled = (): boolean => !isPreview();
/** Whether scroll waypoints may fire. */
export const waypointsEnabled = (): boolean => !isPreview() && !settings().ignore_waypoints;

type Installer = (mode: PreviewMode) => void;
const installers: Installer[] = [];
/** The preview set up, once found. */
let mode: PreviewMode | undefined;

/** Runs `install` once in a builder preview: now if the preview is set up, else when it is. */
export function onPreview(install: Installer): void {
  if (mode) install(mode);
  else installers.push(install);
}

/** Link clicks and submits are held from the start (SPEC section 6). */
function block(event: Event): void {
  const target = event.target as Element | null;
  if (event.type === 'submit' || target?.closest?.('a[href]')) event.preventDefault();
}

/** Sets the preview up (once): links and forms held, the root marked with the builder, the owners' installers run. */
export function initPreview(): void {
  if (mode) return;
  const found = previewMode();
  if (!found) return;
  mode = found;
  document.addEventListener('click', block, true);
  document.addEventListener('submit', block, true);
  document.documentElement.setAttribute('data-x-preview', found);
  for (const install of installers.splice(0)) install(found);
}
