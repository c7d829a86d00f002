// A page of pasted snippets: every ```html block of the README with an x-
// element, and the first demo of each element's docs page, with the
// autoloader placed as a site might paste it.
import { readdirSync, readFileSync } from 'node:fs';

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

export function snippets() {
  const readme = [...readFileSync('README.md', 'utf8').matchAll(/```html\n([\s\S]*?)```/g)].map(([, b]) => b).filter((b) => b.includes('<x-'));
  const docs = readdirSync('examples').filter((f) => /^x-[\w-]+\.html$/.test(f))
    .map((f) => /<template data-demo>([\s\S]*?)<\/template>/.exec(readFileSync(`examples/${f}`, 'utf8'))?.[1]).filter(Boolean);
  return [...readme, ...docs]
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
