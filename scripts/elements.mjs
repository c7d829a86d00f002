// The element catalogue as the build sees it: every elements/<name>/define.ts
// with its doc block (tag, summary, slots, parts, CSS properties); attributes,
// events and methods are declared in code in its schema.ts.
import { readdirSync, readFileSync, existsSync } from 'node:fs';

/** Parses the doc block at the top of a define file (Shoelace-style tags). */
export function parseDocBlock(source) {
  const block = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const lines = block.split('\n').map((l) => l.replace(/^\s*\* ?/, '')).join('\n');
  const doc = { tag: '', summary: '', slots: [], cssParts: [], cssProperties: [] };
  for (const m of lines.matchAll(/^@(\w+)\s*(.*(?:\n(?!@|\s*$).*)*)/gm)) {
    const [, kind, rest] = m;
    const text = rest.replace(/\s*\n\s*/g, ' ').trim();
    // `name - description`, or `- description` for the default slot.
    const [name, description = ''] = /^-\s+/.test(text)
      ? ['', text.replace(/^-\s+/, '')]
      : /^(\S+)\s+-\s+([\s\S]*)$/.exec(text)?.slice(1) ?? [text, ''];
    const item = { name, description };
    switch (kind) {
      case 'tag': doc.tag = text; break;
      case 'summary': doc.summary = text; break;
      case 'slot': doc.slots.push(item); break;
      case 'event': throw new Error(`@event ${name}: declare events in the element's schema.ts with event<Detail>()`);
      case 'method': throw new Error(`@method ${name}: declare methods in the element's schema.ts with method<Signature>()`);
      case 'csspart': doc.cssParts.push(item); break;
      case 'cssprop': doc.cssProperties.push(item); break;
      default: break;
    }
  }
  return doc;
}

export function listElements() {
  return readdirSync('elements', { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'core' && existsSync(`elements/${d.name}/define.ts`))
    .map((d) => {
      const file = `elements/${d.name}/define.ts`;
      const doc = parseDocBlock(readFileSync(file, 'utf8'));
      if (!doc.tag) throw new Error(`${file}: the doc block has no @tag`);
      return { dir: d.name, file, schema: `elements/${d.name}/schema.ts`, ...doc };
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
}
