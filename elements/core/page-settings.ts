/**
 * The page-settings object (SPEC section 3) from `window.xElementsSettings`
 * or a `<script type="application/json" id="x-elements-settings">`, read
 * once per page. This reader knows no feature: each owner (a service, an
 * element, the builder preview) declares the fields and UI strings it reads
 * with `settingsFields` and `uiStrings`, beside the code that uses them. Each
 * declaration validates its part on first use; a bad field warns once and
 * takes its default, and never discards the rest.
 */
import { fieldProblem, readFields, type Specs, type Values } from './validate';

declare global {
  interface Window {
    xElementsSettings?: unknown;
  }
}

type Raw = Record<string, unknown>;
let raw: Raw | undefined;
const warned = new Set<string>();
const caches = new Set<{ value?: unknown; from?: Raw }>();

function warn(problem: string): void {
  if (warned.has(problem)) return;
  warned.add(problem);
  console.warn(`x-elements page settings: ${problem}. Using the default.`);
}

function readRaw(): unknown {
  if (typeof window === 'undefined') return undefined;
  if (window.xElementsSettings !== undefined) return window.xElementsSettings;
  const tag = typeof document === 'undefined' ? null : document.getElementById('x-elements-settings');
  if (!tag?.textContent) return undefined;
  try {
    return JSON.parse(tag.textContent);
  } catch (error) {
    // Looked for again at each read until found: said once.
    if (!warned.has('malformed')) console.warn('x-elements page settings: the JSON in #x-elements-settings is malformed and is ignored.', error);
    warned.add('malformed');
    return undefined;
  }
}

/**
 * The settings object as the page gave it, kept once found; until then an
 * empty one, looked for again at the next read (a bundle in <head> may run
 * before the page's settings script).
 */
function settingsObject(): Raw | undefined {
  if (raw) return raw;
  const value = readRaw();
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) warn(fieldProblem('(the settings object)', value, 'an object'));
  raw = typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};
  return raw;
}

const NONE: Raw = Object.freeze({});

/** Whether the page's settings (the global or the JSON tag) name `key` at all. */
export const pageSettingsName = (key: string): boolean => Object.hasOwn(settingsObject() ?? NONE, key);

/**
 * A value computed from the settings object: once with none (the same value
 * each read, so a component's dependencies hold still), and once more when
 * the page gives its settings (until resetPageSettings).
 */
function once<T>(compute: (settings: Raw) => T): () => T {
  const cache: { value?: T; from?: Raw } = {};
  caches.add(cache);
  return () => {
    const settings = settingsObject() ?? NONE;
    if (cache.from !== settings) {
      cache.value = compute(settings);
      cache.from = settings;
    }
    return cache.value as T;
  };
}

/** A reader of some top-level settings fields: validated once, bad ones named and defaulted. */
export function settingsFields<F extends Specs>(fields: F): () => Values<F> {
  return once((settings) => {
    const picked = Object.fromEntries(Object.keys(fields).filter((k) => Object.hasOwn(settings, k)).map((k) => [k, settings[k]]));
    const { values, problems } = readFields(picked, fields);
    problems.forEach(warn);
    return values;
  });
}

export type Strings<T> = { -readonly [K in keyof T]: string };

/** Every UI string declared so far, with its English default: what a translation (the WordPress plugin's strings.php) must cover. */
export const DECLARED_STRINGS = new Map<string, string>();

/**
 * A reader of some UI strings (`strings`, or `ui_strings` as upstream names
 * it): the page's text where it gave one, else the default. Declared only in
 * a `strings.ts` of its owner, so the whole set can be listed.
 */
export function uiStrings<T extends Record<string, string>>(defaults: T): (() => Strings<T>) & { defaults: T } {
  for (const [key, text] of Object.entries(defaults)) {
    const known = DECLARED_STRINGS.get(key);
    if (known !== undefined && known !== text) throw new Error(`UI string "${key}" is declared twice with different texts`);
    DECLARED_STRINGS.set(key, text);
  }
  const read = once((settings) => {
    const out: Record<string, string> = { ...defaults };
    const given = settings.strings ?? settings.ui_strings;
    if (given === undefined) return out as Strings<T>;
    if (typeof given !== 'object' || given === null) {
      warn(fieldProblem('strings', given, 'an object of UI texts'));
      return out as Strings<T>;
    }
    for (const key of Object.keys(defaults)) {
      const value = (given as Raw)[key];
      if (typeof value === 'string') out[key] = value;
      else if (value !== undefined) warn(fieldProblem(`strings.${key}`, value, 'text'));
    }
    return out as Strings<T>;
  });
  return Object.assign(read, { defaults });
}

/** A UI string with its `{name}` placeholders filled. */
export function fillString(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

/** Test hook: the next read takes the page's settings afresh. */
export function resetPageSettings(): void {
  raw = undefined;
  warned.clear();
  for (const cache of caches) {
    delete cache.value;
    delete cache.from;
  }
}
