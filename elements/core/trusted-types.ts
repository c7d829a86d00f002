/**
 * The library's one Trusted Types policy, named `x-elements`. Pages that
 * enforce Trusted Types (`require-trusted-types-for 'script'`) list it in
 * their CSP: `trusted-types x-elements`. It is created on first use and only
 * where the browser has Trusted Types.
 *
 * It serves one purpose: turning a string of server or configuration HTML
 * into TrustedHTML for parsing into an inert place (a `<template>` or a
 * DOMParser document), where nothing runs or loads, before the sanitiser
 * walks it. The policy object never leaves this module: callers get
 * `parseInert`, which returns nodes, never a trusted string.
 */
interface Policy {
  createHTML(html: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(html: string): string }): Policy;
}

export const POLICY_NAME = 'x-elements';
let policy: Policy | null | undefined;

function trusted(html: string): string {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory ? factory.createPolicy(POLICY_NAME, { createHTML: (s) => s }) : null;
  }
  // TrustedHTML is accepted wherever the DOM typings say string.
  return (policy ? policy.createHTML(html) : html) as string;
}

/**
 * Parses HTML into an inert fragment: a template's content, whose document
 * has no browsing context, so scripts do not run and images do not load.
 * The caller's allowlist walk (forms/sanitize.ts) then keeps what is safe.
 * Not `setHTML`: its built-in configuration drops forms and fields, and with
 * any custom configuration Chromium 150 to 156 crash the tab on
 * `<marquee onstart>` (found by the reliability harness's XSS corpus).
 */
export function parseInert(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = trusted(html);
  return template.content;
}

/** Parses a whole HTML document inertly (a server's reply page). */
export function parseInertDocument(html: string): Document {
  return new DOMParser().parseFromString(trusted(html), 'text/html');
}
