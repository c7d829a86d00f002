// The docs pages' API tables, printed on the server: each <div data-api="x-tag
// …"> of a page gets, per tag, the element's attributes, events, properties
// and methods, slots, CSS parts and CSS custom properties from
// custom-elements.json, so the reference is there before (and without) any
// script. The tables are built node by node (linkedom) and written with
// toHtml, which escapes every text: a description is never read as HTML.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOMParser } from 'linkedom';
import { toHtml } from './html.mjs';

const MANIFEST = fileURLToPath(new URL('../../custom-elements.json', import.meta.url));

/** h(doc, 'p', { class: 'x' }, 'text', child): an element; children may be arrays, null is skipped. */
function h(doc, tag, attrs, ...children) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children.flat(Infinity).filter((c) => c !== null && c !== undefined));
  return node;
}

/** Text with `backticks` shown as <code>. */
const prose = (doc, text) => String(text ?? '').split(/`([^`]+)`/).map((part, i) => (i % 2 ? h(doc, 'code', {}, part) : part));

/** A member as it is called or read: `goTo(index: number): void`, `ready: Promise<void>`. */
export function signature(member) {
  if (member.kind !== 'method') return `${member.name}: ${member.type?.text ?? 'unknown'}`;
  const params = (member.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`).join(', ');
  return `${member.name}(${params}): ${member.return?.type?.text ?? 'void'}`;
}

function table(doc, title, rows, columns) {
  if (!rows?.length) return [];
  return [
    h(doc, 'h3', {}, title),
    h(doc, 'div', { class: 'table' }, h(doc, 'table', {},
      h(doc, 'thead', {}, h(doc, 'tr', {}, columns.map(([label]) => h(doc, 'th', { scope: 'col' }, label)))),
      h(doc, 'tbody', {}, rows.map((row) => h(doc, 'tr', {}, columns.map(([, cell]) => h(doc, 'td', {}, cell(row)))))))),
  ];
}

/** The API sections of `tags` (a page may document more than one element), from a parsed manifest. */
export function apiSections(doc, manifest, tags) {
  if (!manifest) return [h(doc, 'p', {}, 'The API tables need custom-elements.json: run npm run build.')];
  const declarations = manifest.modules.flatMap((mod) => mod.declarations ?? []);
  const code = (text) => h(doc, 'code', {}, text ?? '');
  const text = (value) => prose(doc, value);
  return tags.map((tag) => {
    const d = declarations.find((x) => x.tagName === tag);
    if (!d) return h(doc, 'p', {}, `No manifest entry for <${tag}>.`);
    return h(doc, 'section', {},
      h(doc, 'h2', {}, `<${tag}> API`), h(doc, 'p', {}, text(d.summary)),
      table(doc, 'Attributes', d.attributes, [['Name', (a) => code(a.name)], ['Type', (a) => code(a.type?.text)], ['Default', (a) => code(a.default)], ['Description', (a) => text(a.description)]]),
      table(doc, 'Events', d.events, [['Name', (e) => code(e.name)], ['Type', (e) => code(e.type?.text)], ['Description', (e) => text(e.description)]]),
      table(doc, 'Properties and methods', d.members, [['Name', (m) => code(signature(m))], ['Description', (m) => text(m.description)]]),
      table(doc, 'Slots', d.slots, [['Name', (s) => (s.name ? code(s.name) : '(default)')], ['Description', (s) => text(s.description)]]),
      table(doc, 'CSS parts', d.cssParts, [['Name', (p) => code(p.name)], ['Description', (p) => text(p.description)]]),
      table(doc, 'CSS custom properties', d.cssProperties, [['Name', (p) => code(p.name)], ['Description', (p) => text(p.description)]]));
  });
}

/** An empty `<div data-api="…" …></div>` as a page file writes it (its other attributes kept). */
const API_BLOCK = /<div\s+data-api="[^"<>]*"[^<>]*><\/div>/g;

/** A served page with every empty data-api block filled from `manifest` (null: a note to build it). */
export function fillApiBlocks(html, manifest) {
  return html.replace(API_BLOCK, (block) => {
    const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${block}</body></html>`, 'text/html');
    const div = doc.querySelector('div[data-api]');
    div.append(...apiSections(doc, manifest, div.getAttribute('data-api').trim().split(/\s+/)));
    return toHtml(div);
  });
}

let cached = null;
/** The project's custom-elements.json, parsed again only when it changed; null when it is missing or unreadable. */
export function readManifest(file = MANIFEST) {
  let stamp;
  try {
    stamp = statSync(file).mtimeMs;
  } catch {
    return { stamp: 'none', manifest: null };
  }
  if (cached?.file === file && cached.stamp === stamp) return cached;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    manifest = null;
  }
  cached = { file, stamp, manifest };
  return cached;
}
