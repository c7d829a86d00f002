// Docs pages: stamps each <template data-demo> into a live demo with its
// markup to copy, and renders the element's API tables from custom-elements.json.
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const code = (s) => String(s ?? '').replace(/`([^`]+)`/g, '<code>$1</code>');

function dedent(text) {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

for (const tpl of document.querySelectorAll('template[data-demo]')) {
  const figure = document.createElement('figure');
  figure.className = 'demo';
  const live = document.createElement('div');
  live.className = 'demo-live';
  live.append(tpl.content.cloneNode(true));
  const details = document.createElement('details');
  details.innerHTML = `<summary>Markup</summary><pre><code>${esc(dedent(tpl.innerHTML))}</code></pre>`;
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.textContent = 'Copy markup';
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(dedent(tpl.innerHTML));
      copy.textContent = 'Copied';
    } catch {
      copy.textContent = 'Select the markup and copy it';
    }
  });
  details.append(copy);
  figure.append(live, details);
  tpl.replaceWith(figure);
}

// Live demos that must sit in the page itself (a contact form's server reads
// the page's own markup): <div data-demo-live> gets the same frame and markup.
for (const live of document.querySelectorAll('[data-demo-live]')) {
  const markup = dedent(live.innerHTML);
  const figure = document.createElement('figure');
  figure.className = 'demo';
  live.classList.add('demo-live');
  live.before(figure);
  const details = document.createElement('details');
  details.innerHTML = `<summary>Markup</summary><pre><code>${esc(markup)}</code></pre>`;
  figure.append(live, details);
}

function table(title, rows, columns) {
  if (!rows?.length) return '';
  const head = columns.map(([label]) => `<th scope="col">${label}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map(([, get]) => `<td>${get(r)}</td>`).join('')}</tr>`).join('');
  return `<h3>${title}</h3><div class="table"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
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
  nav.innerHTML = pages.map((p) => `<a href="${p}"${p === location.pathname ? ' aria-current="page"' : ''}>${p.slice(1, -5)}</a>`).join('');
});

async function renderApi(target) {
  const tags = target.dataset.api.split(/\s+/);
  const m = await manifest;
  if (!m) {
    target.textContent = 'The API tables need custom-elements.json: run npm run build.';
    return;
  }
  const decls = m.modules.flatMap((mod) => mod.declarations);
  target.innerHTML = tags.map((tag) => {
    const d = decls.find((x) => x.tagName === tag);
    if (!d) return `<p>No manifest entry for &lt;${esc(tag)}&gt;.</p>`;
    return `<section><h2>&lt;${tag}&gt; API</h2><p>${code(esc(d.summary))}</p>
      ${table('Attributes', d.attributes, [['Name', (a) => `<code>${esc(a.name)}</code>`], ['Type', (a) => `<code>${esc(a.type.text)}</code>`], ['Default', (a) => `<code>${esc(a.default)}</code>`], ['Description', (a) => code(esc(a.description))]])}
      ${table('Events', d.events, [['Name', (e) => `<code>${esc(e.name)}</code>`], ['Type', (e) => `<code>${esc(e.type?.text)}</code>`], ['Description', (e) => code(esc(e.description))]])}
      ${table('Properties and methods', d.members, [['Name', (m) => `<code>${esc(m.name)}${m.kind === 'method' ? '()' : ''}</code>`], ['Description', (m) => code(esc(m.description))]])}
      ${table('Slots', d.slots, [['Name', (s) => (s.name ? `<code>${esc(s.name)}</code>` : '(default)')], ['Description', (s) => code(esc(s.description))]])}
      ${table('CSS parts', d.cssParts, [['Name', (p) => `<code>${esc(p.name)}</code>`], ['Description', (p) => code(esc(p.description))]])}
      ${table('CSS custom properties', d.cssProperties, [['Name', (p) => `<code>${esc(p.name)}</code>`], ['Description', (p) => code(esc(p.description))]])}
    </section>`;
  }).join('');
}

document.querySelectorAll('[data-api]').forEach(renderApi);

// Demo event log: pages list the events to show in a <output data-log="event names">.
for (const out of document.querySelectorAll('output[data-log]')) {
  for (const name of out.dataset.log.split(/\s+/)) {
    document.addEventListener(name, (e) => {
      out.textContent = `${name} ${JSON.stringify(e.detail)}\n${out.textContent}`.split('\n').slice(0, 6).join('\n');
    });
  }
}
