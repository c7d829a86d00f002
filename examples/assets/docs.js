// Docs pages: stamps each <template data-demo> into a live demo with its
// markup to copy, and lists the documented pages in the site navigation. The
// API tables are printed by the reference server from custom-elements.json
// (examples/server/api-tables.mjs): they need no script.
// Everything is built node by node (no HTML from strings), so the pages run
// under a strict Content-Security-Policy with Trusted Types enforced.

/** h('p', { class: 'x' }, 'text', child): an element with attributes and children. */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== false) el.setAttribute(k, v === true ? '' : v);
  el.append(...children.flat().filter((c) => c !== null && c !== undefined));
  return el;
}

function dedent(text) {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}
const markupBox = (markup) => h('details', {}, h('summary', {}, 'Markup'), h('pre', {}, h('code', {}, markup)));

for (const tpl of document.querySelectorAll('template[data-demo]')) {
  const live = h('div', { class: 'demo-live' }, tpl.content.cloneNode(true));
  const details = markupBox(dedent(tpl.innerHTML));
  const copy = h('button', { type: 'button' }, 'Copy markup');
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(dedent(tpl.innerHTML));
      copy.textContent = 'Copied';
    } catch {
      copy.textContent = 'Select the markup and copy it';
    }
  });
  details.append(copy);
  tpl.replaceWith(h('figure', { class: 'demo' }, live, details));
}

// Live demos that must sit in the page itself (a contact form's server reads
// the page's own markup): <div data-demo-live> gets the same frame and markup.
/** The markup as shown to copy: a nonce the server printed for this page is no use on another, so it says so. */
const withoutNonces = (markup) => markup.replace(/<input\b[^>]*>/gi, (tag) =>
  (/\bname="[^"]*nonce[^"]*"/i.test(tag) ? tag.replace(/\bvalue="[^"]*"/i, 'value="PRINTED-BY-YOUR-SERVER"') : tag));

for (const live of document.querySelectorAll('[data-demo-live]')) {
  const markup = withoutNonces(dedent(live.innerHTML));
  const figure = h('figure', { class: 'demo' });
  live.classList.add('demo-live');
  live.before(figure);
  figure.append(live, markupBox(markup));
}

const manifest = fetch('/custom-elements.json').then((r) => r.json()).catch(() => null);
/** Pages that document more than one element. */
const PAGE = { 'x-toggle': 'x-accordion' };
const pageOf = (tag) => `/${PAGE[tag] ?? tag}.html`;

// The site navigation, one link per documented page, from the manifest.
manifest.then((m) => {
  const nav = document.querySelector('header.site nav.elements');
  if (!m || !nav) return;
  const pages = [...new Set(m.modules.map((mod) => pageOf(mod.declarations[0].tagName)))];
  nav.replaceChildren(...pages.map((p) => h('a', { href: p, 'aria-current': p === location.pathname ? 'page' : undefined }, p.slice(1, -5))));
});

// Method buttons: <button data-call="goTo" data-target="id" data-args="2"> calls
// the element's method (no inline handlers: the pages run under a strict CSP).
document.addEventListener('click', (e) => {
  const button = e.target.closest?.('button[data-call]');
  if (!button) return;
  const target = document.getElementById(button.dataset.target);
  const args = (button.dataset.args ?? '').split(',').filter(Boolean).map(Number);
  target?.[button.dataset.call]?.(...args);
});

// Everything stamped: show the page (docs.css keeps it hidden until now).
document.documentElement.classList.add('docs-ready');

// Demo event log: pages list the events to show in a <output data-log="event names">.
for (const out of document.querySelectorAll('output[data-log]')) {
  // It scrolls when an entry is long: keyboard users reach it too.
  out.tabIndex = 0;
  out.setAttribute('aria-label', 'Event log');
  for (const name of out.dataset.log.split(/\s+/)) {
    document.addEventListener(name, (e) => {
      // Elements in a detail (x-animate's target) show as their tag and class.
      const json = JSON.stringify(e.detail, (_, v) => (v instanceof Element ? `<${v.localName}${v.className ? `.${v.className}` : ''}>` : v));
      out.textContent = `${name} ${json}\n${out.textContent}`.split('\n').slice(0, 6).join('\n');
    });
  }
}
