// Writes custom-elements.json (schema 2.1.0) from each element's doc block
// (tag, summary, slots, parts, CSS properties) and its schema.ts (attribute
// specs, events and methods, declared once), and one .d.ts per element entry
// from the manifest.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { listElements } from './elements.mjs';
import { readApiTypes } from './api-types.mjs';

const pascal = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

export async function buildManifest() {
  const modules = [];
  const elements = listElements();
  const types = readApiTypes(elements.map((el) => el.schema));
  for (const el of elements) {
    const { module } = await runnerImport(`/${el.schema}`, { configFile: false, logLevel: 'silent' });
    const declared = (suffix) => Object.entries(module).find(([name]) => name.endsWith(suffix))?.[1] ?? {};
    const attributes = Object.entries(declared('Attributes')).map(([name, spec]) => ({
      name,
      description: `${spec.description} Expected: ${spec.expected}.`,
      type: { text: spec.type },
      default: JSON.stringify(spec.default),
      fieldName: camel(name),
    }));
    const events = Object.entries(declared('Events')).map(([name, spec]) => ({
      name,
      description: spec.cancelable ? `${spec.description} Cancelable.` : spec.description,
      type: { text: `CustomEvent<${types[el.schema].events[name]}>` },
    }));
    const methods = Object.entries(declared('Methods')).map(([name, spec]) => {
      const { parameters, returns } = types[el.schema].methods[name];
      return {
        kind: 'method', name, description: spec.description,
        parameters: parameters.map((p) => ({ name: p.name, optional: p.optional || undefined, type: { text: p.type } })),
        return: { type: { text: returns } },
      };
    });
    // A method named as an attribute's property (`scroll-down` and scrollDown())
    // would be two members of one name: the element would lose one of them.
    for (const m of methods) {
      const clash = attributes.find((a) => a.fieldName === m.name || m.name === 'ready');
      if (clash || m.name === 'ready') throw new Error(`<${el.tag}>: the method ${m.name}() has the name of ${clash ? `the "${clash.name}" attribute's property` : 'the ready promise'}; rename one of them`);
    }
    // Paths name the files a consumer imports (the built entries), not the sources.
    const entry = `dist/elements/${el.tag}.js`;
    modules.push({
      kind: 'javascript-module',
      path: entry,
      declarations: [{
        kind: 'class',
        name: pascal(el.tag),
        tagName: el.tag,
        customElement: true,
        summary: el.summary,
        description: el.summary,
        attributes,
        members: [
          { kind: 'field', name: 'ready', type: { text: 'Promise<void>' }, readonly: true, description: 'Resolves once the element has mounted and rendered for the first time.' },
          ...attributes.map((a) => ({ kind: 'field', name: a.fieldName, type: a.type, attribute: a.name, description: a.description })),
          ...methods,
        ],
        events,
        slots: el.slots,
        cssParts: el.cssParts,
        cssProperties: el.cssProperties,
      }],
      exports: [{ kind: 'custom-element-definition', name: el.tag, declaration: { name: pascal(el.tag), module: entry } }],
    });
  }
  const manifest = { schemaVersion: '2.1.0', readme: 'README.md', modules };
  writeFileSync('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Declarations for `dist/elements/<tag>.js`: the element interface, its events, and the tag maps for DOM and React 19 JSX. */
export function writeDeclarations(manifest, outDir = 'dist/elements') {
  mkdirSync(outDir, { recursive: true });
  for (const mod of manifest.modules) {
    const d = mod.declarations[0];
    const name = pascal(d.tagName);
    const methodSig = (m) => {
      const params = m.parameters.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type.text}`).join(', ');
      return `  /** ${m.description} */\n  ${m.name}(${params}): ${m.return.type.text};`;
    };
    const props = d.attributes.map((a) => `  /** ${a.description} */\n  '${a.name}'?: ${a.type.text === 'Date | null' ? 'string' : a.type.text === 'boolean' ? 'boolean | \'\'' : a.type.text === 'number' ? 'number | string' : a.type.text};`);
    const events = d.events.map((e) => `    '${e.name}': ${e.type.text};`);
    // The element's properties: one per attribute (camelCase), the parsed value when read.
    const camel = (n) => n.replace(/-(\w)/g, (_, c) => c.toUpperCase());
    const properties = d.attributes.map((a) => `  /** ${a.description} */\n  ${camel(a.name)}: ${a.type.text};`);
    // React 19 adds a listener for an \`on\` + event name prop on a custom element.
    const handlers = d.events.map((e) => `  'on${e.name}'?: (event: ${e.type.text}) => void;`);
    const text = `// Generated by scripts/manifest.mjs from <${d.tagName}>'s doc block and schema.ts (attributes, events, methods). Do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export interface ${name}Attributes {
${props.join('\n')}
${handlers.join('\n')}
}

export interface ${name}Element extends HTMLElement {
  /** Resolves once the element has mounted and rendered for the first time. */
  readonly ready: Promise<void>;
${properties.join('\n')}
${d.members.filter((m) => m.kind === 'method').map(methodSig).join('\n')}
  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}Element, ev: ${name}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}Element, ev: ${name}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

export interface ${name}EventMap extends HTMLElementEventMap {
${events.join('\n')}
}

export declare const ${name}: { new (): ${name}Element; prototype: ${name}Element };

declare global {
  interface HTMLElementTagNameMap {
    '${d.tagName}': ${name}Element;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      '${d.tagName}': DetailedHTMLProps<HTMLAttributes<${name}Element>, ${name}Element> & ${name}Attributes;
    }
  }
}
`;
    writeFileSync(`${outDir}/${d.tagName}.d.ts`, text);
  }
}

/**
 * Editor data from the manifest: VS Code's HTML custom data
 * (`"html.customData": ["./node_modules/x-elements/dist/vscode.html-custom-data.json"]`)
 * and JetBrains web-types (found through package.json's `web-types`).
 */
export function writeEditorData(manifest, outDir = 'dist') {
  const decls = manifest.modules.map((m) => m.declarations[0]);
  const values = (type) => [...type.matchAll(/'([^']+)'/g)].map(([, v]) => ({ name: v }));
  const vscode = {
    version: 1.1,
    tags: decls.map((d) => ({
      name: d.tagName,
      description: d.summary,
      attributes: d.attributes.map((a) => ({
        name: a.name, description: a.description,
        ...(a.type.text === 'boolean' ? { valueSet: 'v' } : values(a.type.text).length ? { values: values(a.type.text) } : {}),
      })),
    })),
  };
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const webTypes = {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name, version: pkg.version, 'description-markup': 'markdown',
    contributions: {
      html: {
        elements: decls.map((d) => ({
          name: d.tagName,
          description: d.summary,
          attributes: d.attributes.map((a) => ({
            name: a.name, description: a.description, default: a.default,
            value: a.type.text === 'boolean' ? { type: 'boolean', required: false } : { type: a.type.text, ...(values(a.type.text).length ? { kind: 'plain' } : {}) },
          })),
          events: d.events.map((e) => ({ name: e.name, description: e.description })),
          slots: d.slots.map((s) => ({ name: s.name, description: s.description })),
          js: {
            properties: d.members.filter((m) => m.kind === 'field').map((m) => ({ name: m.name, description: m.description, type: m.type?.text })),
            events: d.events.map((e) => ({ name: e.name, description: e.description })),
          },
        })),
      },
    },
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(`${outDir}/vscode.html-custom-data.json`, `${JSON.stringify(vscode, null, 2)}\n`);
  writeFileSync(`${outDir}/web-types.json`, `${JSON.stringify(webTypes, null, 2)}\n`);
}
