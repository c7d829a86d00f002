// A page of pasted snippets: every ```html block of the README with an x-
// element, every snippet to paste on the docs pages (`<code data-snippet>` in
// their usage notes), and the first demo of each element's docs page, with
// the autoloader placed as a site might paste it.
import { readdirSync, readFileSync } from 'node:fs';
import { DOMParser } from 'linkedom';

// A script that runs after the first paint needs the pre-upgrade styles linked
// in <head> (README: "Placing the script"); a plain script in <head> or before
// the elements brings them itself.
const PRE = '<link rel="stylesheet" href="/dist/x-elements.pre.css">';
export const PLACEMENTS = {
  'head': { head: '<script src="/dist/x-elements.js"></script>', before: '', end: '' },
  'body, before the snippets': { head: '', before: '<script src="/dist/x-elements.js"></script>', end: '' },
  'head defer + pre.css': { head: `${PRE}<script defer src="/dist/x-elements.js"></script>`, before: '', end: '' },
  'head module + pre.css': { head: `${PRE}<script type="module" src="/dist/x-elements.js"></script>`, before: '', end: '' },
  'head async + pre.css': { head: `${PRE}<script async src="/dist/x-elements.js"></script>`, before: '', end: '' },
  'end of body + pre.css': { head: PRE, before: '', end: '<script src="/dist/x-elements.js"></script>' },
};

const DOCS_PAGES = () => readdirSync('examples').filter((f) => /^x-[\w-]+\.html$/.test(f)).sort();

/** The markup a site builder is told to paste: the README's ```html blocks and the docs pages' `<code data-snippet>` blocks (as text). */
export function pastedSnippets() {
  const readme = [...readFileSync('README.md', 'utf8').matchAll(/```html\n([\s\S]*?)```/g)].map(([, b]) => b);
  const docs = DOCS_PAGES().flatMap((f) => {
    const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${readFileSync(`examples/${f}`, 'utf8')}</body></html>`, 'text/html');
    return [...doc.querySelectorAll('code[data-snippet]')].map((code) => `${code.textContent}\n`);
  });
  return [...readme, ...docs];
}

export function snippets() {
  const pasted = pastedSnippets().filter((b) => b.includes('<x-'));
  const demos = DOCS_PAGES()
    .map((f) => /<template data-demo>([\s\S]*?)<\/template>/.exec(readFileSync(`examples/${f}`, 'utf8'))?.[1]).filter(Boolean);
  return [...pasted, ...demos]
    .map((b) => b.replace(/<script[\s\S]*?<\/script>/g, '')) // the page places the script itself
    .filter((b) => !/<x-(consent|popup-form)\b/.test(b)); // overlays: they take no room in the flow
}

export function snippetPage(placement) {
  const { head, before, end } = PLACEMENTS[placement];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Snippets</title>${head}</head>
<body style="margin:0;font:16px/1.5 sans-serif;max-width:720px">
${before}
${snippets().map((s, i) => `<section id="s${i}">${s}</section><p>After snippet ${i}.</p>`).join('\n')}
${end}</body></html>`;
}
