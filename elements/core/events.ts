/**
 * Element events and methods, declared once in each element's `schema.ts` as
 * typed objects: `emit()` and `useElementApi()` check against them, and the
 * build reads the same objects (descriptions here, types through the
 * TypeScript checker) for the manifest, the `.d.ts` and the editor data.
 *
 * Every element event is a `CustomEvent` named `x-<element>-<what>` that
 * bubbles and crosses shadow boundaries (composed).
 */
export type XEventName = `x-${string}`;

export interface EventSpec<D = unknown> {
  readonly description: string;
  readonly cancelable: boolean;
  /** Type only (never set): the event's detail. */
  readonly detail?: D;
}
export type EventSpecs = Readonly<Record<XEventName, EventSpec>>;
export type DetailOf<S> = S extends EventSpec<infer D> ? D : never;

/** Declares an event with its detail type: `event<{ index: number }>('The open panel changed.')`. */
export function event<D>(description: string, options: { cancelable?: boolean } = {}): EventSpec<D> {
  return { description, cancelable: options.cancelable ?? false };
}

/** Dispatches a declared event; returns false when a listener called preventDefault(). */
export function emit<M extends EventSpecs, K extends keyof M & XEventName>(
  target: EventTarget, events: M, name: K, detail: DetailOf<M[K]>,
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: events[name]!.cancelable }),
  );
}

type AnyFunction = (...args: never[]) => unknown;

export interface MethodSpec<F extends AnyFunction = AnyFunction> {
  readonly description: string;
  /** Type only (never set): the method's signature. */
  readonly signature?: F;
}
export type MethodSpecs = Readonly<Record<string, MethodSpec>>;
/** The functions a component registers for its declared methods. */
export type MethodImpls<M extends MethodSpecs> = { [K in keyof M]: M[K] extends MethodSpec<infer F> ? F : never };

/** Declares a JS method with its signature: `method<(index: number) => void>('Show an item; the index wraps.')`. */
export function method<F extends AnyFunction>(description: string): MethodSpec<F> {
  return { description };
}
