/**
 * The one validate-and-default idiom for what a page hands the library as
 * objects: the page settings and the popup config (attributes, which arrive
 * as text, go through attrs.ts with the same parts: a zod/mini schema, a
 * default and the wording of a valid value). A bad field is named, with what
 * it is and what was expected, and takes its default; the rest are kept.
 */
import type * as z from 'zod/mini';

export interface FieldSpec<T> {
  schema: z.ZodMiniType<T>;
  def: T;
  /** A valid value in words, for the message: `"inline" or "popup"`. */
  expected: string;
}

export const field = <T>(schema: z.ZodMiniType<T>, def: T, expected: string): FieldSpec<T> => ({ schema, def, expected });

export type FieldValues<F> = { -readonly [K in keyof F]: F[K] extends FieldSpec<infer T> ? T : never };

/** One problem, worded the same everywhere: `"type" is "modal", expected "inline" or "popup"`. */
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
export function readFields<F extends Record<string, FieldSpec<unknown>>>(input: Record<string, unknown>, fields: F): { values: FieldValues<F>; problems: string[]; unknown: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, { schema, def, expected }] of Object.entries(fields)) {
    values[key] = def;
    if (!Object.hasOwn(input, key)) continue;
    const result = schema.safeParse(input[key]);
    if (result.success) values[key] = result.data;
    else problems.push(fieldProblem(key, input[key], expected));
  }
  const unknown = Object.keys(input).filter((k) => !Object.hasOwn(fields, k));
  return { values: values as FieldValues<F>, problems, unknown };
}
