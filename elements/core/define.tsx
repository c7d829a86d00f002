/**
 * defineElement: wraps a React component as a custom element over r2wc's
 * element class, with an open shadow root, shared adopted styles, attributes
 * parsed here, lazy mounting (a portal of the page's one React root:
 * portals.tsx), contained errors, a JS method surface and state kept across
 * moves.
 */
import { Component as ReactComponent, createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { readAttr, readAttrs, type AttrSpecs, type AttrValues } from './attrs';
import { adoptStyles, canAdopt, sharedSheet } from './styles';
import { cancelMount, inSlices, mountNow, requestMount, setMountRenderer } from './mount-queue';
import { initPage } from './setup';
import { getProps, r2wcBase, setProps, type R2wcElement } from './r2wc';
import { flushPortals, isPortalMounted, mountPortal, unmountPortal } from './portals';
import type { MethodImpls, MethodSpecs } from './events';

const API = Symbol('x.api');
const READY = Symbol('x.ready');

export interface ElementProps<S extends AttrSpecs> {
  host: XElement;
  attrs: AttrValues<S>;
}

export interface DefineOptions<S extends AttrSpecs> {
  attributes: S;
  /** CSS texts (the `__css` export of a `*.css.ts` module, plus the theme). */
  styles: readonly string[];
  /** The element's JS methods (declared in its schema.ts); the component provides them through useElementApi(). */
  methods?: MethodSpecs;
  /** Mount at once instead of through the lazy queue (elements that must act before first paint). */
  eager?: boolean;
  /**
   * Mounted far from the viewport, rendered only once the visitor comes near
   * (hold.ts): for elements whose content stays inside their box, never one
   * with a fixed-position or top-layer part.
   */
  holdOffscreen?: boolean;
  /**
   * Runs just before each mount's first render: attributes it sets are in
   * that render (set from the component's effects, each was a second render).
   */
  beforeMount?: (host: XElement) => void;
}

/** The instance surface every x-element shares. */
export interface XElement extends HTMLElement {
  /** Resolves once the element has mounted and rendered for the first time. */
  readonly ready: Promise<void>;
}

interface HostState {
  host: XElement;
  tag: string;
}
const HostContext = createContext<HostState | null>(null);

export function useHost(): HostState {
  const state = useContext(HostContext);
  if (!state) throw new Error('useHost() used outside an x-element');
  return state;
}

/**
 * The placeholder shadow content between an unmount and the next mount (the
 * shadow root stays once attached): a default slot and one named slot per
 * `slot` name among the children, so every child stays shown (a lone
 * default slot would drop children with a named `slot`). Slots are
 * `display: contents`, so the pre-upgrade styles lay the children out as
 * if there were no shadow root, as before the first mount.
 */
function placeholderSlots(host: HTMLElement): HTMLSlotElement[] {
  const names = new Set([...host.children].map((c) => c.getAttribute('slot')).filter((n): n is string => !!n));
  // Named slots first: titles and labels lead their content, as the upgraded elements show them.
  return [...[...names].map((name) => Object.assign(document.createElement('slot'), { name })), document.createElement('slot')];
}

/** Registers the functions behind the element's declared JS methods (see DefineOptions.methods). */
export function useElementApi<M extends MethodSpecs>(_methods: M, api: MethodImpls<M>): void {
  const { host } = useHost();
  (host as unknown as Record<symbol, unknown>)[API] = api;
}

class Boundary extends ReactComponent<{ tag: string; host: HTMLElement; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`<${this.props.tag}> stopped working and shows its content as is:`, error);
    this.props.host.setAttribute('data-x-error', '');
  }
  override render() {
    // On failure, project all light-DOM content unchanged so nothing is lost.
    return this.state.failed ? <slot /> : this.props.children;
  }
}

/** What a first mount runs: hooks, a prop of each kind, an event prop, a slot. */
function WarmUp() {
  const [count] = useState(0);
  const ref = useRef<HTMLButtonElement>(null);
  const label = useMemo(() => `${count}`, [count]);
  const onClick = useCallback(() => {}, []);
  useEffect(() => {}, []);
  useLayoutEffect(() => {}, []);
  return (
    <div className="x" style={{ display: 'none' }} aria-hidden="true">
      <slot name="x" />
      <button ref={ref} type="button" onClick={onClick} onKeyDown={onClick}>{label}</button>
    </div>
  );
}

// The mount queue's slices render the mounts they run through the page's one root, 8 to a commit.
setMountRenderer(flushPortals);

/** Whether React has rendered on this page (a mount), or the warm-up is queued. */
let warm = false;

/**
 * React's first render on a page runs its code for the first time, which the
 * engine compiles then: on a slow phone that made the first element's mount
 * one task of 60 ms. Queued with the first mount asked for (the mount queue
 * runs jobs first), the warm-up renders a small tree like a mount's, on a
 * detached node, in a slice of its own (the first mount, a tag's first,
 * starts the next), and unmounts it in a later job: the first real mount
 * then costs what later ones do. Once for the page, and not at all where
 * nothing mounts or an eager element rendered first.
 */
function queueWarmUp(): void {
  if (warm) return;
  warm = true;
  inSlices(warmUp);
}

/** Through the page's one root, as a mount goes (which also makes that root before the first mount). */
function warmUp(): void {
  const root = document.createElement('div').attachShadow({ mode: 'open' });
  mountPortal(root, root, <HostContext.Provider value={null}><Boundary tag="x-warm-up" host={root.host as HTMLElement}><WarmUp /></Boundary></HostContext.Provider>);
  flushPortals();
  inSlices(() => unmountPortal(root));
}

interface ShellProps {
  host: XElement & { [READY]?: () => void };
  tag: string;
  attrs: Record<string, unknown>;
}

export function defineElement<S extends AttrSpecs>(
  tag: string,
  Component: ComponentType<ElementProps<S>>,
  options: DefineOptions<S>,
): CustomElementConstructor {
  // Under Node (server rendering, a test runner without a DOM) there is nothing to define: the import is harmless.
  if (typeof customElements === 'undefined') return class {} as unknown as CustomElementConstructor;
  const existing = customElements.get(tag);
  if (existing) return existing;
  initPage();

  const { attributes, styles } = options;
  const fallbackStyles = canAdopt ? null : styles.map((css, i) => <style key={i}>{css}</style>);
  // Parsed now, in the define's task, not in the first mount's, which is the page's first React render and long enough.
  if (canAdopt) styles.forEach(sharedSheet);

  function Shell({ host, tag: name, attrs }: ShellProps) {
    warm = true;
    useLayoutEffect(() => {
      host.setAttribute('data-x-ready', '');
      host[READY]?.();
    }, [host]);
    return (
      <HostContext.Provider value={{ host, tag: name }}>
        {fallbackStyles}
        <Boundary tag={name} host={host}>
          <Component host={host} attrs={attrs as AttrValues<S>} />
        </Boundary>
      </HostContext.Provider>
    );
  }

  /**
   * An element's props, its attributes parsed at their first need (its mount,
   * a property read) and kept: a define that upgrades 50 instances parses
   * none of theirs, and an upgrade's attribute callbacks (one per attribute
   * present, after the constructor) parse nothing a second time.
   */
  function propsOf(host: ShellProps['host']): ShellProps {
    const el = host as unknown as R2wcElement;
    let props = getProps<ShellProps | Record<string, never>>(el);
    if (!props.attrs) setProps(el, (props = { host, tag, attrs: readAttrs(host, attributes) }));
    return props as ShellProps;
  }

  /** Each mounted element's props, as a store its portal reads: a changed attribute renders that element alone. */
  const changed = new WeakMap<object, () => void>();
  function Props({ host }: { host: ShellProps['host'] }) {
    const props = useSyncExternalStore(
      (onChange) => {
        changed.set(host, onChange);
        return () => changed.delete(host);
      },
      () => propsOf(host),
    );
    return <Shell {...props} />;
  }

  // r2wc gives the element class and keeps its props; the mount is a portal of the page's one React root (portals.tsx).
  const Base = r2wcBase(Shell as ComponentType<never>) as new () => R2wcElement & Record<symbol, unknown>;

  class Element extends Base {
    static get observedAttributes() {
      return Object.keys(attributes);
    }
    #unmountTimer: ReturnType<typeof setTimeout> | undefined;
    #ready: Promise<void>;
    /** Ours once attached; never a root someone else attached (React would then mount into the light DOM). */
    #root: ShadowRoot | undefined;

    constructor() {
      super();
      let resolve!: () => void;
      this.#ready = new Promise<void>((r) => (resolve = r));
      this[READY] = resolve;
      // No shadow root until the first mount: until then the light DOM shows
      // as it is, and a define that upgrades 50 instances does not attach 50.
      // No props of ours either until their first need (propsOf): r2wc's own have no `attrs` (r2wc.test.ts).
      // A declarative shadow root (server-rendered) is taken over and emptied now, as before this deferral:
      // its markup is not left live, and unhooked, until the mount.
      if (this.shadowRoot) this.#root = this.#attach();
    }

    get ready(): Promise<void> {
      return this.#ready;
    }

    /** The shadow root, at the first mount (a declarative one is taken over, emptied): the shared styles adopted. */
    #attach(): ShadowRoot {
      const root = this.attachShadow({ mode: 'open' });
      adoptStyles(root, styles);
      return root;
    }

    override connectedCallback() {
      // Only when set: a define's upgrades call this for every instance, and clearTimeout is not free.
      if (this.#unmountTimer) clearTimeout(this.#unmountTimer);
      if (isPortalMounted(this)) return; // moved: still mounted, state kept
      const mount = () => {
        if (!this.isConnected || isPortalMounted(this)) return;
        let root: ShadowRoot;
        try {
          root = this.#root ??= this.#attach();
        } catch (error) {
          // Someone else's shadow root is already there: the content stays as it is, its pre-upgrade styles released.
          console.error(`<${tag}> could not attach its shadow root and shows its content as is:`, error);
          this.setAttribute('data-x-error', '');
          return;
        }
        options.beforeMount?.(this);
        root.replaceChildren(); // a remount's placeholder slots; React renders into the root next
        // The component's errors stop at its boundary (in Shell): one it let through would unmount the page's one root.
        mountPortal(this, root, <Props host={this} />);
      };
      if (options.eager) {
        mount();
        flushPortals();
      } else {
        queueWarmUp();
        requestMount(this, mount, options.holdOffscreen);
      }
    }

    override disconnectedCallback() {
      cancelMount(this);
      // Defer the unmount: a move (remove + insert) reconnects before this runs.
      clearTimeout(this.#unmountTimer);
      this.#unmountTimer = setTimeout(() => {
        if (this.isConnected || !isPortalMounted(this)) return;
        unmountPortal(this);
        this.#root!.append(...placeholderSlots(this)); // ready for a later insert
      }, 0);
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (old === value || !(name in attributes)) return;
      const props = getProps<Partial<ShellProps>>(this);
      // Not parsed yet: their first need reads every attribute as it is then.
      if (!props.attrs) return;
      setProps<ShellProps>(this, { ...(props as ShellProps), attrs: { ...props.attrs, [name]: readAttr(tag, name, attributes[name]!, value) } });
      changed.get(this)?.();
    }
  }

  // A property per attribute (camelCase, e.g. `autoplaySpeed`), so frameworks
  // that set properties work: React 19 gives `arrows={false}` to the `arrows`
  // property, which writes `arrows="false"` (removing the attribute would bring
  // back a true default). Reading gives the parsed, validated value.
  for (const [name, spec] of Object.entries(attributes)) {
    const prop = name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    if (prop in HTMLElement.prototype || Object.keys(options.methods ?? {}).includes(prop)) continue;
    Object.defineProperty(Element.prototype, prop, {
      configurable: true,
      get(this: Element) {
        return propsOf(this).attrs[name];
      },
      set(this: Element, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(name);
        else if (spec.type === 'boolean') this.setAttribute(name, value ? '' : 'false');
        else this.setAttribute(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
      },
    });
  }

  for (const method of Object.keys(options.methods ?? {})) {
    Object.defineProperty(Element.prototype, method, {
      configurable: true,
      value(this: Element, ...args: unknown[]) {
        mountNow(this);
        const api = this[API] as Record<string, (...a: unknown[]) => unknown> | undefined;
        if (!api?.[method]) throw new Error(`<${tag}>.${method}() is not available before the element is in the document`);
        return api[method](...args);
      },
    });
  }

  customElements.define(tag, Element);
  return Element;
}
