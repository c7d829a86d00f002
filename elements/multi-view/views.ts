/**
 * Multi-view elements (SPEC sections 3 and 4; D23, D24), pure: an element's
 * schema (`data-et-multi-view`, as the page builder prints it) holds, per
 * context (desktop, tablet, phone, hover), its content, attributes,
 * styles, classes and visibility. A context falls back: phone to tablet to
 * desktop, hover to the device's own. Every value is page input: what is
 * not of its form is named once and left out.
 */
import type { Device } from '../behaviours/devices';
import { safeUrl } from '../behaviours/site-values';

export type Context = Device | 'hover';
const CONTEXTS: readonly Context[] = ['desktop', 'tablet', 'phone', 'hover'];

export interface View {
  /** HTML (sanitised before insertion), or undefined to keep what is there. */
  content?: string;
  attrs: Record<string, string>;
  styles: Record<string, string>;
  classes: { add: string[]; remove: string[] };
  visible: boolean;
}

type PerContext<T> = Partial<Record<Context, T>>;
export interface Schema {
  content: PerContext<string>;
  attrs: PerContext<Record<string, string>>;
  styles: PerContext<Record<string, string>>;
  classes: PerContext<{ add: string[]; remove: string[] }>;
  visibility: PerContext<boolean>;
}

const ATTRIBUTE = /^(?!on)[a-z][a-z0-9-]{0,63}$/;
const REFUSED_ATTRIBUTES = new Set(['style', 'srcdoc', 'formaction', 'is', 'slot', 'id', 'data-et-multi-view']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'poster', 'data', 'cite']);
const PROPERTY = /^-?-?[a-z][a-z0-9-]{0,63}$/;
const CLASS_NAME = /^-?[A-Za-z_][\w-]{0,127}$/;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

function perContext<T>(input: unknown, read: (v: unknown, context: Context) => T | undefined, part: string, problems: string[]): PerContext<T> {
  const out: PerContext<T> = {};
  if (input === undefined) return out;
  if (!isRecord(input)) {
    problems.push(`"${part}" is not an object of desktop, tablet, phone and hover`);
    return out;
  }
  for (const [key, value] of Object.entries(input)) {
    if (!CONTEXTS.includes(key as Context)) {
      problems.push(`"${part}.${key.slice(0, 20)}" is not a context (desktop, tablet, phone or hover)`);
      continue;
    }
    const read_ = read(value, key as Context);
    if (read_ === undefined) problems.push(`"${part}.${key}" is not of its form`);
    else out[key as Context] = read_;
  }
  return out;
}

/** A record of names to text, each entry kept or named in a problem by `refusal` (null: kept). */
function readRecord(v: unknown, problems: string[], refusal: (name: string, value: string | undefined) => string | null): Record<string, string> | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(v)) {
    const value = text(raw);
    const problem = refusal(name, value);
    if (problem) problems.push(problem);
    else out[name] = value!;
  }
  return out;
}

const readAttrs = (v: unknown, problems: string[]) => readRecord(v, problems, (name, value) => {
  if (!ATTRIBUTE.test(name) || REFUSED_ATTRIBUTES.has(name) || value === undefined) return `attribute "${name.slice(0, 30)}" is refused`;
  return URL_ATTRIBUTES.has(name) && !safeUrl(value) ? `"${name}" ${JSON.stringify(value.slice(0, 40))} is not a path or an http(s) URL` : null;
});

// Set one property at a time through the CSSOM: a value cannot add another declaration.
const readStyles = (v: unknown, problems: string[]) => readRecord(v, problems, (name, value) =>
  (!PROPERTY.test(name) || value === undefined || /url\(|expression\(|[;{}]/i.test(value) ? `style "${name.slice(0, 30)}" is refused` : null));

function readClasses(v: unknown): { add: string[]; remove: string[] } | undefined {
  if (!isRecord(v)) return undefined;
  const list = (x: unknown) => (Array.isArray(x) ? x : typeof x === 'string' ? x.split(/\s+/) : []).filter((c): c is string => typeof c === 'string' && CLASS_NAME.test(c));
  return { add: list(v.add), remove: list(v.remove) };
}

const readVisibility = (v: unknown) => (v === 'visible' || v === true || v === 'on' ? true : v === 'hidden' || v === false || v === 'off' ? false : undefined);

/** A schema from the attribute's JSON: the parts it has, and what was left out. */
export function readSchema(json: string): { schema: Schema | null; problems: string[] } {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    return { schema: null, problems: ['it is not JSON'] };
  }
  const source = isRecord(input) && isRecord(input.schema) ? input.schema : input;
  if (!isRecord(source)) return { schema: null, problems: ['it is not an object with a "schema"'] };
  const problems: string[] = [];
  const schema: Schema = {
    content: perContext(source.content, (v) => text(v), 'content', problems),
    attrs: perContext(source.attrs, (v) => readAttrs(v, problems), 'attrs', problems),
    styles: perContext(source.styles, (v) => readStyles(v, problems), 'styles', problems),
    classes: perContext(source.classes, readClasses, 'classes', problems),
    visibility: perContext(source.visibility, readVisibility, 'visibility', problems),
  };
  return { schema, problems };
}

/** The contexts a context falls back through, most specific first. */
export function fallbacks(device: Device, hovered: boolean): Context[] {
  const chain: Context[] = device === 'phone' ? ['phone', 'tablet', 'desktop'] : device === 'tablet' ? ['tablet', 'desktop'] : ['desktop'];
  return hovered ? ['hover', ...chain] : chain;
}

function pick<T>(values: PerContext<T>, chain: Context[]): T | undefined {
  for (const c of chain) if (values[c] !== undefined) return values[c];
  return undefined;
}

/**
 * The view for a device, hovered or not. Attributes and styles merge key by
 * key down the chain (hover over the device's, the device's over the
 * desktop's); content, classes and visibility take the most specific given.
 */
export function viewFor(schema: Schema, device: Device, hovered: boolean): View {
  const chain = fallbacks(device, hovered);
  const merge = (values: PerContext<Record<string, string>>) => Object.assign({}, ...[...chain].reverse().map((c) => values[c] ?? {})) as Record<string, string>;
  return {
    content: pick(schema.content, chain),
    attrs: merge(schema.attrs),
    styles: merge(schema.styles),
    classes: pick(schema.classes, chain) ?? { add: [], remove: [] },
    visible: pick(schema.visibility, chain) ?? true,
  };
}

/** Whether a schema changes anything on hover (only then does hovering, or a first tap, matter). */
export const hasHover = (schema: Schema) => [schema.content, schema.attrs, schema.styles, schema.classes, schema.visibility].some((p) => p.hover !== undefined);
