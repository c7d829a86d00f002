/**
 * Hostile strings for every text channel (attributes, light-DOM text, the URL
 * hash, UI strings, server replies). Each payload, if it ever runs, calls
 * `__xss(n)` with its own number, so a test names the one that got through.
 * Built from vectors x the contexts that break out of where text might be
 * pasted (an attribute value, a tag, a comment, a style or script block).
 */

/** Markup that runs code when parsed into a live document. */
const MARKUP = [
  (c: string) => `<img src=x onerror=${c}>`,
  (c: string) => `<svg onload=${c}>`,
  (c: string) => `<svg><script>${c}</script></svg>`,
  (c: string) => `<script>${c}</script>`,
  (c: string) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
  (c: string) => `<iframe src="javascript:parent.${c}"></iframe>`,
  (c: string) => `<details open ontoggle=${c}>`,
  (c: string) => `<input autofocus onfocus=${c}>`,
  (c: string) => `<body onload=${c}>`,
  (c: string) => `<video><source onerror=${c}></video>`,
  (c: string) => `<audio src=x onerror=${c}>`,
  (c: string) => `<object data="javascript:parent.${c}"></object>`,
  (c: string) => `<embed src="javascript:parent.${c}">`,
  (c: string) => `<a href="javascript:${c}" id=xssclick>x</a>`,
  (c: string) => `<form action="javascript:${c}"><button id=xssclick>x</button></form>`,
  (c: string) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c: string) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  (c: string) => `<svg><style><img src=x onerror=${c}></style></svg>`,
  (c: string) => `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart=${c}></div>`,
  (c: string) => `<marquee onstart=${c}>x</marquee>`,
  (c: string) => `<select autofocus onfocus=${c}></select>`,
  (c: string) => `<textarea autofocus onfocus=${c}></textarea>`,
  (c: string) => `<img src=x:x onerror="window['${c.replace(/\(.*$/, '')}'](${c.replace(/^.*\((.*)\)$/, '$1')})">`,
  (c: string) => `<img/src/onerror=${c}>`,
  (c: string) => `<IMG SRC=x ONERROR=${c}>`,
  (c: string) => `<img src=x onerror&#x3D;${c}>`,
  (c: string) => `<template><img src=x onerror=${c}></template><div id=t></div>`,
  (c: string) => `<base href="javascript:${c}//">`,
  (c: string) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  (c: string) => `<link rel=stylesheet href="javascript:${c}">`,
];
/** Ways out of the place a string might be pasted into. */
const BREAKOUTS = ['', '">', "'>", '</textarea>', '</title>', '</style>', '</script>', '-->', ']]>'];
/** Values a URL attribute or CSS might take. */
const URLS = [
  (c: string) => `javascript:${c}`,
  (c: string) => `JaVaScRiPt:${c}`,
  (c: string) => ` javascript:${c}`,
  (c: string) => `java\tscript:${c}`,
  (c: string) => `javascript&#58;${c}`,
  (c: string) => `data:text/html,<script>parent.${c}</script>`,
  (c: string) => `data:text/html;base64,${btoa(`<script>parent.${c}</script>`)}`,
  (c: string) => `url(javascript:${c})`,
  (c: string) => `expression(${c})`,
];
/** Strings that try template, JSON and prototype tricks. */
const OTHER = [
  (c: string) => `{{constructor.constructor('${c}')()}}`,
  (c: string) => `\${${c}}`,
  (c: string) => `"};${c};//`,
  (c: string) => `'-${c}-'`,
  (c: string) => `\\u003cimg src=x onerror=${c}\\u003e`,
  (c: string) => `&lt;img src=x onerror=${c}&gt;`,
  (c: string) => `%3Cimg%20src%3Dx%20onerror%3D${encodeURIComponent(c)}%3E`,
];

export function xssPayloads(): string[] {
  const out: string[] = [];
  const call = () => `__xss(${out.length})`;
  for (const breakout of BREAKOUTS) for (const markup of MARKUP) out.push(breakout + markup(call()));
  for (const url of URLS) out.push(url(call()));
  for (const other of OTHER) out.push(other(call()));
  return out;
}

/** Every element or attribute in a tree (shadow roots included) that would run code if it got there. */
/**
 * An element's own markup as an injection check reads it: for a frame, what
 * it loads or runs; an http(s) address by its origin and path only, as a
 * payload in its query (a map's place, encoded) is data sent to that page.
 */
function markupOf(el: Element): string {
  if (el.localName !== 'iframe') return el.outerHTML;
  // What a frame loads or runs: its srcdoc, and its addresses by origin and
  // path (its title and other text attributes are text, not markup).
  const address = (name: string) => {
    const value = el.getAttribute(name);
    if (!value) return '';
    try {
      const url = new URL(value, el.ownerDocument.baseURI);
      return /^https?:$/.test(url.protocol) ? url.origin + url.pathname : value;
    } catch {
      return value;
    }
  };
  return [el.getAttribute('srcdoc') ?? '', address('src'), address('data-x-src')].join(' ');
}

export function injected(root: Document | ShadowRoot, known: WeakSet<Element>): string[] {
  const found: string[] = [];
  const visit = (node: Document | ShadowRoot | Element) => {
    for (const el of node.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (known.has(el)) continue;
      const tag = el.localName;
      if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'style'].includes(tag) && markupOf(el).includes('__xss')) found.push(`<${tag}>`);
      for (const a of el.attributes) {
        // As a URL parser reads it: whitespace and control characters (code points up to U+0020) dropped.
        const value = [...a.value].filter((c) => c.codePointAt(0)! > 0x20).join('').toLowerCase();
        if (/^on/i.test(a.name)) found.push(`<${tag} ${a.name}>`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(a.name) && /^(javascript|data:text\/html|vbscript)/.test(value)) {
          found.push(`<${tag} ${a.name}="${a.value.slice(0, 40)}">`);
        }
      }
    }
  };
  visit(root);
  return found;
}
