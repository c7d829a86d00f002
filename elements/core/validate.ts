/**
 * The one validate-and-default idiom, one shape (`Spec`) for every input a
 * page hands the library: attributes (attrs.ts adds a type and a
 * description for the manifest), the page settings and the elements' JSON
 * configurations. A
 * spec parses a value to a valid one or undefined, has a default and says
 * what a valid value is; a bad value is named, with what it is and what was
 * expected, and takes its default; the rest are kept.
 */
import type * as z from 'zod/mini';

export interface Spec<T, I = unknown> {
  readonly default: T;
  /** A valid value in words, for the message: `"small" or "large"`. */
  readonly expected: string;
  /** The valid value, or `undefined` when the input is not one. (A property, so a spec for text is not taken for one of anything.) */
  readonly parse: (input: I) => T | undefined;
}

export type Specs<I = unknown> = Record<string, Spec<unknown, I>>;
export type Values<F> = { -readonly [K in keyof F]: F[K] extends { readonly default: infer T } ? T : never };

/** A parse function from a zod/mini schema, with an optional step before it (text to number). */
export function fromSchema<T, I = unknown>(schema: z.ZodMiniType<T>, pre: (input: I) => unknown = (input) => input): (input: I) => T | undefined {
  return (input) => {
    const result = schema.safeParse(pre(input));
    return result.success ? result.data : undefined;
  };
}

/** A field of an object the page hands over (settings, config). */
export const field = <T>(schema: z.ZodMiniType<T>, def: T, expected: string): Spec<T> => ({ default: def, expected, parse: fromSchema(schema) });

/** The defaults of a set of specs. */
export function defaults<F extends Record<string, { readonly default: unknown }>>(fields: F): Values<F> {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) out[key] = spec.default;
  return out as Values<F>;
}

/** One problem, worded the same everywhere: `"size" is "huge", expected "small" or "large"`. */
export function fieldProblem(name: string, value: unknown, expected: string): string {
  let shown: string;
  try {
    shown = JSON.stringify(value)?.slice(0, 40) ?? String(value);
  } catch {
    shown = Object.prototype.toString.call(value); // cyclic or BigInt: still named
  }
  return `"${name}" is ${shown}, expected ${expected}`;
}

/** Validates an object field by field: missing fields and bad ones take their defaults; bad and unknown ones are reported. */
export function readFields<F extends Specs>(input: Record<string, unknown>, fields: F): { values: Values<F>; problems: string[]; unknown: string[] } {
  const values: Record<string, unknown> = defaults(fields);
  const problems: string[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    if (!Object.hasOwn(input, key)) continue;
    const value = spec.parse(input[key]);
    if (value !== undefined) values[key] = value;
    else problems.push(fieldProblem(key, input[key], spec.expected));
  }
  const unknown = Object.keys(input).filter((k) => !Object.hasOwn(fields, k));
  return { values: values as Values<F>, problems, unknown };
}

const FLAG_WORDS: Record<string, boolean> = { true: true, yes: true, on: true, 1: true, false: false, no: false, off: false, 0: false, '': false };
/** A flag as WordPress prints it: a boolean, or "yes"/"no", "on"/"off", 1/0 (upstream sends is_cache_plugin_active as "yes"). */
export const flag = (def = false): Spec<boolean> => ({
  default: def,
  expected: 'true or false ("yes" or "no", "on" or "off", 1 or 0)',
  parse: (v) => {
    if (typeof v === 'boolean') return v;
    const word = typeof v === 'string' || typeof v === 'number' ? String(v).trim().toLowerCase() : undefined;
    // Own words only: "constructor" is no flag.
    return word !== undefined && Object.hasOwn(FLAG_WORDS, word) ? FLAG_WORDS[word] : undefined;
  },
});
