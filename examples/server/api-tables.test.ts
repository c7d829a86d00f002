// @vitest-environment node
// The docs pages' API tables are printed by the server from the manifest:
// a table per kind, descriptions escaped, readable without a script.
import { readdirSync } from 'node:fs';
import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { fillApiBlocks, readManifest, signature } from './api-tables.mjs';
import { readPage } from './pages.mjs';

const HOSTILE = '</td><img src=x onerror=alert(1)><script>alert(2)</script> & "quoted" `<b>code</b>`';
const manifest = {
  modules: [{
    declarations: [{
      tagName: 'x-demo',
      summary: `A demo ${HOSTILE}`,
      attributes: [{ name: 'size', type: { text: 'number' }, default: '3', description: `How many. ${HOSTILE}` }],
      events: [{ name: 'x-demo-change', type: { text: 'CustomEvent<{ index: number }>' }, description: 'It changed.' }],
      members: [
        { kind: 'field', name: 'ready', type: { text: 'Promise<void>' }, description: 'Mounted.' },
        { kind: 'method', name: 'goTo', parameters: [{ name: 'index', type: { text: 'number' } }, { name: 'smooth', optional: true, type: { text: 'boolean' } }], description: 'Moves.' },
      ],
      slots: [{ name: '', description: 'The items.' }, { name: 'title', description: 'The heading.' }],
      cssParts: [{ name: 'dot', description: 'A dot.' }],
      cssProperties: [{ name: '--x-accent', description: 'The accent colour.' }],
    }],
  }],
};

const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');

describe('the API tables', () => {
  const html = fillApiBlocks('<p>Before</p>\n<div data-api="x-demo" id="api"></div>\n<p>After</p>', manifest);
  const doc = parse(html);
  const section = doc.querySelector('#api > section')!;

  it('fill the block in place, its attributes kept, the page around it untouched', () => {
    expect(html.startsWith('<p>Before</p>\n<div data-api="x-demo" id="api"><section>')).toBe(true);
    expect(html.endsWith('</section></div>\n<p>After</p>')).toBe(true);
    expect(section.querySelector('h2')!.textContent).toBe('<x-demo> API');
  });

  it('have one table per kind, each with its rows', () => {
    const tables = Object.fromEntries([...section.querySelectorAll('h3')].map((h3) => [h3.textContent, h3.nextElementSibling!.querySelector('table')!]));
    expect(Object.keys(tables)).toEqual(['Attributes', 'Events', 'Properties and methods', 'Slots', 'CSS parts', 'CSS custom properties']);
    const cells = (name: string) => [...tables[name].querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect([...tables.Attributes.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name', 'Type', 'Default', 'Description']);
    expect(cells('Attributes')[0]!.slice(0, 3)).toEqual(['size', 'number', '3']);
    expect(cells('Events')).toEqual([['x-demo-change', 'CustomEvent<{ index: number }>', 'It changed.']]);
    expect(cells('Properties and methods').map(([name]) => name)).toEqual(['ready: Promise<void>', 'goTo(index: number, smooth?: boolean): void']);
    expect(cells('Slots')).toEqual([['(default)', 'The items.'], ['title', 'The heading.']]);
    expect(cells('CSS parts')).toEqual([['dot', 'A dot.']]);
    expect(cells('CSS custom properties')).toEqual([['--x-accent', 'The accent colour.']]);
  });

  it('print a hostile description as text: no element, no handler, the words kept', () => {
    expect(section.querySelectorAll('img, script, b, [onerror]')).toHaveLength(0);
    expect(html).not.toMatch(/<img|<script|<b>|<\/td><img/);
    const description = section.querySelector('tbody td:last-child')!;
    expect(description.textContent).toBe(`How many. ${HOSTILE.replace(/`/g, '')}`);
    // Backticks become <code>, its content still text.
    expect(description.querySelector('code')!.textContent).toBe('<b>code</b>');
  });

  it('leave out a kind the element has none of, and say what is missing', () => {
    const bare = parse(fillApiBlocks('<div data-api="x-demo x-none"></div>', { modules: [{ declarations: [{ tagName: 'x-demo', summary: 'Bare.' }] }] }));
    expect(bare.querySelectorAll('h3')).toHaveLength(0);
    expect(bare.querySelector('div > p')!.textContent).toBe('No manifest entry for <x-none>.');
    expect(parse(fillApiBlocks('<div data-api="x-demo"></div>', null)).body.textContent).toMatch(/need custom-elements\.json: run npm run build/);
  });

  it('signature: a field with its type, a method with its parameters and return', () => {
    expect(signature({ kind: 'field', name: 'open' })).toBe('open: unknown');
    expect(signature({ kind: 'method', name: 'play', return: { type: { text: 'Promise<void>' } } })).toBe('play(): Promise<void>');
  });
});

describe('the served docs pages', () => {
  it('each carry their elements\' tables from custom-elements.json, before any script; every element has its tables on a page', () => {
    const { manifest: real } = readManifest();
    expect(real).not.toBeNull();
    const tags = real!.modules.flatMap((m) => (m.declarations ?? []).map((d) => d.tagName ?? ''));
    const documented = new Set<string>();
    for (const page of readdirSync('examples').filter((f) => /^x-[\w-]+\.html$/.test(f))) {
      const doc = parse(readPage(`examples/${page}`));
      const block = doc.querySelector('[data-api]');
      expect(block, page).not.toBeNull();
      for (const tag of block!.getAttribute('data-api')!.split(' ')) {
        documented.add(tag);
        expect([...block!.querySelectorAll('h2')].map((h2) => h2.textContent), page).toContain(`<${tag}> API`);
      }
      expect(block!.querySelectorAll('table').length, page).toBeGreaterThan(0);
    }
    expect(tags.filter((tag) => !documented.has(tag))).toEqual([]);
  });
});
