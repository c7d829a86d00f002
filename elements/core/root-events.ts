/**
 * The native events each element's React root listens to.
 *
 * React's createRoot listens on its container for every event it knows:
 * about 150 listeners for each root. Each x-element is a root in its own
 * shadow root, so on a page of 200 elements this was about a quarter of the
 * time spent mounting. Only our components render into those roots, and
 * they use a handful of event props. So a root is given only the native
 * events those props are built on (React's own table of dependencies).
 * root-events.test.ts reads React's table and every component's props: it
 * fails when a component uses an event prop whose events are missing here.
 */

/**
 * The events behind the event props our components use (onClick, onChange,
 * onKeyDown, onSubmit, onTransitionEnd), heard in the bubbling phase. Events
 * React listens to on the element itself (load, media events and the like)
 * need none here.
 */
export const ROOT_EVENTS: ReadonlySet<string> = new Set([
  'click',
  // onChange (radios, range inputs, selects): React's change plugin reads all of these.
  'change', 'input', 'focusin', 'focusout', 'keydown', 'keyup',
  'submit',
  'transitionend',
]);

/**
 * The events of the `…Capture` props our components use (none today). React
 * adds a capturing listener for every event, and those only ever call
 * `…Capture` props: a root has one listener per event, not two.
 */
export const CAPTURE_EVENTS: ReadonlySet<string> = new Set<string>();

/**
 * Makes each container's addEventListener take only ROOT_EVENTS
 * (CAPTURE_EVENTS for capturing listeners) until the returned function
 * restores it: around React's own listening only, so a listener our code
 * adds later is untouched.
 */
export function onlyRootEvents(containers: readonly EventTarget[]): () => void {
  for (const container of containers) {
    const add = container.addEventListener;
    Object.defineProperty(container, 'addEventListener', {
      configurable: true,
      value(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
        const capture = typeof options === 'boolean' ? options : options?.capture === true;
        if ((capture ? CAPTURE_EVENTS : ROOT_EVENTS).has(type)) add.call(container, type, listener, options);
      },
    });
  }
  return () => {
    for (const container of containers) delete (container as { addEventListener?: unknown }).addEventListener;
  };
}
