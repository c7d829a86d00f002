/**
 * Attribute specs: one object per attribute that both parses the raw string
 * (validated by a zod/mini schema) and describes the attribute for the
 * Custom Elements Manifest and the generated types. Core, not r2wc,
 * reads attributes: a bare boolean is `true`, a removed attribute goes back
 * to its default, and a bad value warns once and falls back to the default.
 */
import * as z from 'zod/mini';
import { fromSchema, type Spec, type Values } from './validate';

/** An attribute: the one spec shape (validate.ts), parsing the attribute's text, plus what the manifest needs. */
export interface AttrSpec<T> extends Spec<T, string> {
  /** TypeScript type text, for the manifest and generated declarations. */
  readonly type: string;
  readonly description: string;
}

export type AttrSpecs = Record<string, AttrSpec<unknown>>;
export type AttrValues<S extends AttrSpecs> = Values<S>;

const toNumber = (raw: string) => (raw.trim() === '' ? NaN : Number(raw));

export const attr = {
  boolean(description: string, def = false): AttrSpec<boolean> {
    return {
      type: 'boolean', default: def, description,
      expected: 'present (true), "true" or "false"',
      parse: (raw) => {
        const v = raw.trim().toLowerCase();
        return v === '' || v === 'true' ? true : v === 'false' ? false : undefined;
      },
    };
  },
  number(description: string, def: number, o: { min?: number; max?: number; int?: boolean; unit?: string } = {}): AttrSpec<number> {
    let schema: z.ZodMiniNumber<number> = o.int ? z.int() : z.number();
    const checks = [];
    if (o.min !== undefined) checks.push(z.gte(o.min));
    if (o.max !== undefined) checks.push(z.lte(o.max));
    if (checks.length) schema = schema.check(...checks);
    const range = o.min !== undefined && o.max !== undefined ? ` from ${o.min} to ${o.max}`
      : o.min !== undefined ? ` of at least ${o.min}` : o.max !== undefined ? ` of at most ${o.max}` : '';
    return {
      type: 'number', default: def, description,
      expected: `${o.int ? 'a whole number' : 'a number'}${range}${o.unit ? ` (${o.unit})` : ''}`,
      parse: fromSchema<number, string>(schema, toNumber),
    };
  },
  string(description: string, def = ''): AttrSpec<string> {
    return { type: 'string', default: def, description, expected: 'text', parse: (raw) => raw };
  },
  enum<const V extends readonly [string, ...string[]]>(description: string, values: V, def: V[number]): AttrSpec<V[number]> {
    return {
      type: values.map((v) => `'${v}'`).join(' | '), default: def, description,
      expected: `one of ${values.map((v) => `"${v}"`).join(', ')}`,
      parse: fromSchema<V[number], string>(z.enum(values) as unknown as z.ZodMiniType<V[number]>, (r) => r.trim()),
    };
  },
  /** A same-site path or an http(s) URL; never a javascript: or data: URL. Empty means none. */
  url(description: string): AttrSpec<string> {
    return {
      type: 'string', default: '', description,
      expected: 'a path ("/thanks") or an http(s) URL',
      parse: (raw) => {
        const v = raw.trim();
        if (v === '') return '';
        try {
          const u = new URL(v, 'http://relative.invalid/');
          return u.protocol === 'http:' || u.protocol === 'https:' ? v : undefined;
        } catch {
          return undefined;
        }
      },
    };
  },
  /** A record's id (a whole number from 0), or null when the attribute is missing. */
  id(description: string): AttrSpec<number | null> {
    return {
      type: 'number | null', default: null, description, expected: 'an id: a whole number from 0',
      parse: (raw) => (/^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : undefined),
    };
  },
  /** An ISO 8601 date-time with a UTC offset or Z, e.g. 2026-12-31T23:59:59+01:00. */
  dateTime(description: string): AttrSpec<Date | null> {
    const schema = z.iso.datetime({ offset: true });
    return {
      type: 'Date | null', default: null, description,
      expected: 'an ISO 8601 date-time with offset, e.g. "2026-12-31T23:59:00+01:00"',
      parse: (raw) => (schema.safeParse(raw.trim()).success ? new Date(raw.trim()) : undefined),
    };
  },
  /** A CSS selector the browser accepts (checked by parsing it, never by querying the page). */
  selector(description: string, def: string): AttrSpec<string> {
    return {
      type: 'string', default: def, description, expected: 'a CSS selector, e.g. "main > section"',
      parse: (raw) => {
        try {
          document.createDocumentFragment().querySelector(raw);
          return raw.trim() || undefined;
        } catch {
          return undefined;
        }
      },
    };
  },
  json<T>(description: string, schema: z.ZodMiniType<T>, def: T, type: string, expected: string): AttrSpec<T> {
    return {
      type, default: def, description, expected: `JSON: ${expected}`,
      parse: (raw) => {
        try {
          return fromSchema(schema)(JSON.parse(raw));
        } catch {
          return undefined;
        }
      },
    };
  },
};

const warned = new Set<string>();

/** Reads one attribute: missing gives the default, invalid warns once (per tag, attribute and value) and gives the default. */
export function readAttr<T>(tag: string, name: string, spec: AttrSpec<T>, raw: string | null): T {
  if (raw === null) return spec.default;
  const value = spec.parse(raw);
  if (value !== undefined) return value;
  const key = `${tag}\u0000${name}\u0000${raw}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(
      `<${tag}> attribute "${name}" has an invalid value ${JSON.stringify(raw)}: expected ${spec.expected}. Using the default (${JSON.stringify(spec.default)}).`,
    );
  }
  return spec.default;
}

export function readAttrs<S extends AttrSpecs>(el: Element, specs: S): AttrValues<S> {
  const tag = el.localName;
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) out[name] = readAttr(tag, name, spec, el.getAttribute(name));
  return out as AttrValues<S>;
}

/** Test hook: forget which warnings were given. */
export function resetAttrWarnings(): void {
  warned.clear();
}
