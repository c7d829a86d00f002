/**
 * The library's one Trusted Types policy, named `x-elements`. Pages that
 * enforce Trusted Types (`require-trusted-types-for 'script'`) list it in
 * their CSP: `trusted-types x-elements`. It is created on first use and only
 * where the browser has Trusted Types.
 *
 * It serves two purposes: turning a string of server or configuration HTML
 * into TrustedHTML for parsing into an inert place (a `<template>` or a
 * DOMParser document), where nothing runs or loads, before the sanitiser
 * walks it; and loading a script from the fixed addresses its owner declared
 * (`allowScriptUrls`: services/third-party declares the players' APIs),
 * refusing any other. The policy object never leaves this module, nor does
 * trusted HTML: callers get nodes.
 */
interface Policy {
  createHTML(html: string): unknown;
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(html: string): string; createScriptURL(url: string): string }): Policy;
}

export const POLICY_NAME = 'x-elements';

/** Script addresses the policy accepts: constants declared by their owner's module, never page input. */
const allowedScripts = new Set<string>();
/** Declares script addresses the library may load (exact strings; called with constants at module load). */
export function allowScriptUrls(urls: readonly string[]): void {
  for (const url of urls) allowedScripts.add(url);
}

const allowedScript = (url: string): string => {
  if (!allowedScripts.has(url)) throw new TypeError(`x-elements loads no script from ${url}`);
  return url;
};
let policy: Policy | null | undefined;
function getPolicy(): Policy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory ? factory.createPolicy(POLICY_NAME, { createHTML: (s) => s, createScriptURL: allowedScript }) : null;
  }
  return policy;
}

function trusted(html: string): string {
  const p = getPolicy();
  // TrustedHTML is accepted wherever the DOM typings say string.
  return (p ? p.createHTML(html) : html) as string;
}

/**
 * A script address the policy accepts (one declared with allowScriptUrls,
 * else it throws), as the TrustedScriptURL a `script.src` needs where Trusted
 * Types are enforced; services/third-party is its one user.
 */
export function scriptUrl(url: string): string {
  const p = getPolicy();
  // TrustedScriptURL is accepted wherever the DOM typings say string.
  return (p ? p.createScriptURL(url) : allowedScript(url)) as string;
}

let detached: DOMParser | null | undefined;
/**
 * A DOMParser of a browsing context that is gone: an empty frame's, kept
 * after the frame is removed. Its documents belong to no live window, so
 * parsing `on*` attributes there is not even checked against the page's
 * policy: under a strict CSP, a template or a DOMParser of this window made
 * Chromium report every handler attribute of hostile html (`script-src-attr`
 * reports, though nothing ran), noise at the site's report endpoint. Null
 * where that cannot be had (no document element yet, or the parser refuses
 * to work once detached); the caller falls back to a template.
 */
function detachedParser(): DOMParser | null {
  if (detached !== undefined) return detached;
  detached = null;
  try {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    document.documentElement.append(frame);
    const Parser = (frame.contentWindow as (Window & typeof globalThis) | null)?.DOMParser;
    const parser = Parser ? new Parser() : null;
    frame.remove();
    // Some engines stop a parser whose window has gone: then the template it is.
    if (parser?.parseFromString('<p>x</p>', 'text/html').body?.firstChild) detached = parser;
  } catch {
    detached = null;
  }
  return detached;
}

/**
 * Makes the detached parser soon, in a task of its own, where it is not made
 * yet. Called as a request goes out whose reply carries HTML to sanitise
 * (services/requests `send` with `html`): that reply's task then only
 * parses. Making the frame starts a browsing context (10 to 20 ms with the
 * CPU slowed 4x), which made a reply's task long, at load or after a click.
 * Calls in one turn queue a task each; all but the first find it made.
 */
export function prepareInertParser(): void {
  if (detached === undefined && typeof document !== 'undefined') setTimeout(detachedParser);
}

/**
 * Parses HTML into an inert fragment: the body of a document of a detached
 * browsing context (see detachedParser), else a template's content; in
 * neither do scripts run or images load. The caller's allowlist walk
 * (forms/sanitize.ts) then keeps what is safe, before anything reaches the
 * live document. Not `setHTML`: its built-in configuration drops forms and
 * fields, and with any custom configuration Chromium 150 to 156 crash the tab
 * on `<marquee onstart>` (found by the reliability harness's XSS corpus).
 */
export function parseInert(html: string): DocumentFragment {
  const parser = detachedParser();
  const body = parser?.parseFromString(trusted(html), 'text/html').body;
  if (body) {
    const fragment = body.ownerDocument.createDocumentFragment();
    fragment.append(...body.childNodes);
    return fragment;
  }
  const template = document.createElement('template');
  template.innerHTML = trusted(html);
  return template.content;
}

/** Parses a whole HTML document inertly (a server's reply page), in a detached context where there is one. */
export function parseInertDocument(html: string): Document {
  return (detachedParser() ?? new DOMParser()).parseFromString(trusted(html), 'text/html');
}
