/**
 * The one place that knows how @r2wc/react-to-web-component works inside.
 * defineElement needs more than r2wc's public options give (its own attribute
 * parsing, lazy mounting, state kept across moves): it takes r2wc's element
 * class with no props of its own, and keeps each element's props where r2wc
 * keeps them, under the registered symbol `r2wc.props`. It mounts each
 * element itself, as a portal of the page's one React root (portals.tsx),
 * overriding the connect and disconnect callbacks: r2wc's own mount, a root
 * per element, is never called. r2wc.test.ts pins these, and the version in
 * package.json is exact: an upgrade that changes them fails there.
 */
import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';

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
 * first mounts (attaching one for every instance a define upgrades cost the
 * define's task that much).
 */
export function r2wcBase(component: ComponentType<never>): new () => R2wcElement {
  return r2wc(component as ComponentType, { props: {} }) as unknown as new () => R2wcElement;
}

/** The props the component renders with. */
export const getProps = <P>(el: R2wcElement): P => (el as unknown as Internals)[PROPS] as P;

/** Replaces the props (defineElement's portal reads them, and renders when told: define.tsx). */
export function setProps<P extends object>(el: R2wcElement, props: P): void {
  (el as unknown as Internals)[PROPS] = props;
}
