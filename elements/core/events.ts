/**
 * DOM events: every element event is a `CustomEvent` named `x-<element>-<what>`
 * that bubbles and crosses shadow boundaries (composed), with a typed detail.
 */
export type XEventName = `x-${string}`;

export interface EmitOptions {
  cancelable?: boolean;
}

/** Dispatches the event; returns false when a listener called preventDefault(). */
export function emit<D>(target: EventTarget, name: XEventName, detail: D, options: EmitOptions = {}): boolean {
  return target.dispatchEvent(
    new CustomEvent<D>(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}
