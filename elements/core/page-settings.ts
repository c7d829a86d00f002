/**
 * The page-settings object (SPEC section 3) from `window.xElementsSettings`
 * or a `<script type="application/json" id="x-elements-settings">`,
 * validated once. Invalid fields warn and take their defaults.
 */
import * as z from 'zod/mini';
import { defaults, field, fieldProblem, readFields, type Spec } from './validate';

export const DEFAULT_STRINGS = {
  previous: 'Previous',
  next: 'Next',
  prev: 'Prev',
  invalid: 'Invalid email',
  wrong_captcha: 'You entered the wrong number in captcha.',
  wrong_checkbox: 'Checkbox',
  captcha: 'Captcha',
  fill_message: 'Please, fill in the following fields:',
  contact_error_message: 'Please, fix the following errors:',
  subscription_failed: 'Please, check the fields below to make sure you entered the correct information.',
  // Beyond the spec: a failed request keeps the visitor's input and says so.
  network_error: 'We could not reach the server. Nothing you typed is lost: check your connection and try again.',
  timeout_error: 'The server took too long to answer. Nothing you typed is lost: please try again.',
  server_error: 'The server had a problem (%d). Nothing you typed is lost: please try again in a moment.',
  // Ajax pagination (x-blog): the content stays as it was.
  page_load_error: 'The next page could not be loaded: check your connection and try again.',
  page_server_error: 'The next page could not be loaded (%d). Please try again in a moment.',
  // x-map while the consent blocker holds the map back.
  allow_map: 'Allow {category} cookies to show the map',
  // x-media-player before a third-party player may load.
  allow_video: 'Allow {category} cookies to play this video',
  reply_error: 'The server sent a reply that could not be read. Nothing you typed is lost: please try again.',
  captcha_error: 'The spam check could not run. Nothing you typed is lost: please try again.',
  // Beyond the spec: every other text an element shows or announces.
  subscribed: 'Subscribed.',
  carousel: 'carousel',
  slide: 'slide',
  slide_position: '{n} of {count}',
  go_to_slide: 'Go to slide {n}',
  page_position: 'Page {n} of {count}',
  start_slideshow: 'Start automatic slide show',
  stop_slideshow: 'Stop automatic slide show',
  // The carousel widget's labels, exactly as SPEC section 8 gives them.
  carousel_previous: 'Previous slide',
  carousel_next: 'Next slide',
  carousel_first: 'This is the first slide',
  carousel_last: 'This is the last slide',
  carousel_go_to: 'Go to slide {{index}}',
  lightbox_close: 'Close',
} as const;

/** A UI string with its `{name}` placeholders filled. */
export function fillString(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

export type UiStrings = { -readonly [K in keyof typeof DEFAULT_STRINGS]: string };

const abTest = z.object({ post_id: z.coerce.number(), test_id: z.coerce.number() });
const FLAG_WORDS: Record<string, boolean> = { true: true, yes: true, on: true, 1: true, false: false, no: false, off: false, 0: false, '': false };
/** A flag as WordPress prints it: a boolean, or "yes"/"no", "on"/"off", 1/0 (upstream sends is_cache_plugin_active as "yes"). */
const flag = (def = false): Spec<boolean> => ({
  default: def,
  expected: 'true or false ("yes" or "no", "on" or "off", 1 or 0)',
  parse: (v) => (typeof v === 'boolean' ? v : typeof v === 'string' || typeof v === 'number' ? FLAG_WORDS[String(v).trim().toLowerCase()] : undefined),
});
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
const number = (def: number) => field(z.coerce.number(), def, 'a number');
const text = (def: string) => field(z.string(), def, 'text');

/** The settings object's fields (SPEC section 3), each with its default. */
const FIELDS = {
  page_id: number(0),
  ajaxurl: text('/wp-admin/admin-ajax.php'),
  ab_log_nonce: text(''),
  frontend_nonce: text(''),
  ab_tests: field(z.array(abTest), [], 'a list of { post_id, test_id }'),
  ab_bounce_rate: number(5),
  is_ab_testing_active: flag(),
  is_cache_plugin_active: flag(),
  is_shortcode_tracking: flag(),
  ignore_waypoints: flag(),
  preview: previewField,
  // Given only inside a block layout preview: ajax pagination then POSTs it (SPEC section 7.8).
  block_layout_content: text(''),
  actions: field(z.object({ subscribe: z.optional(z.string()), ab_stats: z.optional(z.string()), ab_subject: z.optional(z.string()) }), {}, 'an object of action names, e.g. { "subscribe": "..." }'),
};

export interface PageSettings {
  page_id: number;
  ajaxurl: string;
  ab_log_nonce: string;
  frontend_nonce: string;
  ab_tests: { post_id: number; test_id: number }[];
  ab_bounce_rate: number;
  is_ab_testing_active: boolean;
  is_cache_plugin_active: boolean;
  is_shortcode_tracking: boolean;
  ignore_waypoints: boolean;
  /** The builder preview the page is in (SPEC section 6), or false. */
  preview: PreviewMode | false;
  block_layout_content: string;
  /** Ajax action names, so the forms talk to any backend (a WordPress plugin's names, or the reference server's). */
  actions: { subscribe: string; ab_stats: string; ab_subject: string };
  strings: UiStrings;
}

/** Ours by default; a WordPress site with the page builder names its own (`et_pb_update_stats_table`, `et_pb_ab_get_subject_id`). */
const DEFAULT_ACTIONS = { subscribe: 'x_newsletter_subscribe', ab_stats: 'x_ab_stats', ab_subject: 'x_ab_subject' };

export const DEFAULT_SETTINGS: PageSettings = {
  ...(defaults(FIELDS) as Omit<PageSettings, 'actions' | 'strings'>),
  actions: DEFAULT_ACTIONS,
  strings: { ...DEFAULT_STRINGS },
};

function warn(problem: string): void {
  console.warn(`x-elements page settings: ${problem}. Using the default.`);
}

/** Validates raw settings field by field, so one bad field never discards the rest. */
export function parseSettings(raw: unknown): PageSettings {
  const out: PageSettings = { ...DEFAULT_SETTINGS, strings: { ...DEFAULT_STRINGS } };
  if (raw === undefined || raw === null) return out;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    warn(fieldProblem('(the settings object)', raw, 'an object'));
    return out;
  }
  const input = raw as Record<string, unknown>;
  const { values, problems } = readFields(input, FIELDS);
  problems.forEach(warn);
  Object.assign(out, values, { actions: { ...DEFAULT_ACTIONS, ...values.actions } });
  const strings = input.strings ?? input.ui_strings;
  if (strings !== undefined) {
    if (typeof strings === 'object' && strings !== null) {
      for (const key of Object.keys(DEFAULT_STRINGS) as (keyof UiStrings)[]) {
        const value = (strings as Record<string, unknown>)[key];
        if (typeof value === 'string') out.strings[key] = value;
        else if (value !== undefined) warn(fieldProblem(`strings.${key}`, value, 'text'));
      }
    } else warn(fieldProblem('strings', strings, 'an object of UI texts'));
  }
  return out;
}

declare global {
  interface Window {
    xElementsSettings?: unknown;
  }
}

let cached: PageSettings | undefined;

function readRaw(): unknown {
  if (typeof window === 'undefined') return undefined;
  if (window.xElementsSettings !== undefined) return window.xElementsSettings;
  const tag = document.getElementById('x-elements-settings');
  if (!tag?.textContent) return undefined;
  try {
    return JSON.parse(tag.textContent);
  } catch (error) {
    console.warn('x-elements page settings: the JSON in #x-elements-settings is malformed and is ignored.', error);
    return undefined;
  }
}

/** The validated page settings, read once per page. */
export function pageSettings(): PageSettings {
  cached ??= parseSettings(readRaw());
  return cached;
}

/** Test hook. */
export function resetPageSettings(): void {
  cached = undefined;
}
