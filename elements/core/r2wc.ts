/**
 * The one place that knows how @r2wc/react-to-web-component works inside.
 * defineElement needs more than r2wc's public options give (its own attribute
 * parsing, lazy mounting, state kept across moves), so it reads and writes
 * r2wc's per-instance state, which r2wc keeps under registered symbols:
 * `r2wc.props` (what the component gets), `r2wc.context` (set while mounted)
 * and `r2wc.render` (mount or update), and its `container` field (where
 * React mounts). Since session 19 defineElement takes r2wc's element class
 * and the props it keeps, and mounts each element itself, as a portal of the
 * page's one React root (portals.tsx): r2wc's own mount, a root per element,
 * is not called. r2wc.test.ts pins these, and the version in package.json
 * is exact: an upgrade that changes them fails there.
 */
import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';

const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');
const PROPS = Symbol.for('r2wc.props');

/** What r2wc's element class offers a subclass. */
export interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type Internals = Record<symbol, unknown>;

/**
 * r2wc's element class for a component, with no props of its own (the
 * subclass sets them) and no shadow root: the subclass attaches one when it
 * first mounts and hands it over with setContainer (attaching one for every
 * instance a define upgrades cost the define's task that much).
 */
export function r2wcBase(component: ComponentType<never>): new () => R2wcElement {
  return r2wc(component as ComponentType, { props: {} }) as unknown as new () => R2wcElement;
}

/** Where React mounts, from the next mount on. */
export function setContainer(el: R2wcElement, container: ShadowRoot): void {
  (el as unknown as { container: Node }).container = container;
}

/** The props the component renders with. */
export const getProps = <P>(el: R2wcElement): P => (el as unknown as Internals)[PROPS] as P;

/** Replaces the props; a mounted element renders them at once. */
export function setProps<P extends object>(el: R2wcElement, props: P): void {
  (el as unknown as Internals)[PROPS] = props;
  if (isMounted(el)) ((el as unknown as Internals)[RENDER] as () => void).call(el);
}

/** Whether React has mounted into the element (between r2wc's connect and disconnect). */
export const isMounted = (el: R2wcElement): boolean => Boolean((el as unknown as Internals)[CONTEXT]);
