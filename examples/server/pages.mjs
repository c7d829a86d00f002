// The example pages share one template, examples/server/template.html (the head,
// the site header, the docs script). A page file holds its <title>, then an
// optional <head> with what it adds before the stylesheet (the consent
// blocker goes first), then the content of <main>. A file that starts with
// <!doctype html> is a whole page, served as it is: the pasted-snippet page
// (nothing of ours) and the load bench's page (nothing but the elements).
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fillApiBlocks, readManifest } from './api-tables.mjs';
import { childrenHtml, toHtml } from './html.mjs';

const TEMPLATE = fileURLToPath(new URL('./template.html', import.meta.url));

/** The page as served; throws when a page file does not follow the shape above. */
export function renderPage(source, template) {
  if (/^\s*<!doctype html>/i.test(source)) return source;
  const title = /^\s*<title>([^<]+)<\/title>\s*/.exec(source);
  if (!title) throw new Error('an example page starts with its <title> (or is a whole page from <!doctype html>)');
  let rest = source.slice(title[0].length);
  const head = /^<head>\n?([\s\S]*?)<\/head>\s*/.exec(rest);
  if (head) rest = rest.slice(head[0].length);
  const parts = { title: title[1].trim(), head: head ? head[1].trim() : '', main: rest.trim() };
  // A function replacement: page text is inserted as it is (no `$&` patterns).
  return template.replace(/\{\{(title|head|main)\}\}(\n?)/g, (_, key, newline) => (parts[key] ? parts[key] + newline : ''));
}

const cache = new Map();
/**
 * Reads and renders a page file, its API tables filled from custom-elements.json
 * (api-tables.mjs), again only when it, the template or the manifest changed.
 */
export function readPage(file) {
  const { stamp: manifestStamp, manifest } = readManifest();
  const stamp = `${statSync(file).mtimeMs}:${statSync(TEMPLATE).mtimeMs}:${manifestStamp}`;
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.text;
  const text = fillApiBlocks(renderPage(readFileSync(file, 'utf8'), readFileSync(TEMPLATE, 'utf8')), manifest);
  cache.set(file, { stamp, text });
  return text;
}

/** Builds an element with children in `doc`: attributes and text are set, never parsed. */
export function el(doc, tag, attrs = {}, ...children) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
}

/** A page built as a document (title and <main> content) printed through the template. */
export function printPage(doc, title, main) {
  const template = readFileSync(TEMPLATE, 'utf8');
  const holder = el(doc, 'div', {}, ...main);
  return renderPage(`${toHtml(el(doc, 'title', {}, title))}\n${childrenHtml(holder)}`, template);
}

