// x-elements in a Vite + React 19 app, installed as a package: the package
// imports (`x-elements/elements/*`) render with the app's React, so React ships
// once; the self-contained files (`x-elements/standalone/elements/*`) carry
// their own, which this test measures too so the difference stays visible.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { launchChromium } from './browser.mjs';

const repo = resolve('.');
const TAGS = ['x-tabs', 'x-accordion', 'x-toggle', 'x-countdown'];
const REACT_VERSION = JSON.parse(readFileSync('node_modules/react/package.json', 'utf8')).version;

/** A React app using four elements from `from` (or none), with a counter the app's React renders. */
const appSource = (from) => `
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
${from ? TAGS.map((t) => `import 'x-elements/${from}/${t}';`).join('\n') : ''}
function App() {
  const [n, setN] = useState(0);
  return (
    <main>
      <button id="count" onClick={() => setN(n + 1)}>clicked {n}</button>
      ${from ? `<x-tabs><button slot="tab">One</button><div>First</div><button slot="tab">Two</button><div>Second</div></x-tabs>
      <x-accordion><x-toggle title="Q" open>A</x-toggle></x-accordion>
      <x-countdown date="2030-01-01T00:00:00Z"></x-countdown>` : ''}
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`;

let dir;
let browser;
const built = {};

async function buildApp(name, from) {
  const root = join(dir, name);
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  // As npm would lay it out: the app's React, and this package beside it.
  symlinkSync(repo, join(root, 'node_modules', 'x-elements'));
  for (const p of ['react', 'react-dom', 'scheduler']) symlinkSync(join(repo, 'node_modules', p), join(root, 'node_modules', p));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>');
  writeFileSync(join(root, 'main.jsx'), appSource(from));
  await build({ root, configFile: false, logLevel: 'silent', oxc: { jsx: { runtime: 'automatic' } }, build: { outDir: 'out' } });
  const files = readdirSync(join(root, 'out', 'assets')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(root, 'out', 'assets', f), 'utf8'));
  const js = files.join('\n');
  built[name] = {
    root,
    gzip: gzipSync(js, { level: 9 }).length,
    // Each copy of react and react-dom states its version once.
    reactCopies: js.match(new RegExp(`["'\`]${REACT_VERSION.replaceAll('.', '\\.')}["'\`]`, 'g'))?.length ?? 0,
  };
}

describe('a Vite + React 19 app importing x-elements as a package', { timeout: 240_000 }, () => {
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'x-elements-app-'));
    await buildApp('plain', null);
    await buildApp('peer', 'elements');
    await buildApp('standalone', 'standalone/elements');
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ships React once with the package imports, and adds far less than the self-contained files', () => {
    const { plain, peer, standalone } = built;
    const rows = { peer: peer.gzip - plain.gzip, standalone: standalone.gzip - plain.gzip };
    console.log(`# four elements add ${rows.peer} B gzip (package imports) / ${rows.standalone} B (standalone files) to a ${plain.gzip} B React app`);
    assert.equal(peer.reactCopies, plain.reactCopies, 'the package imports bring no React of their own');
    assert.ok(standalone.reactCopies > plain.reactCopies, 'the standalone files carry their own React (the measure can see a second copy)');
    assert.ok(rows.peer < 40_000, `package imports add ${rows.peer} B gzip`);
    assert.ok(rows.peer < rows.standalone / 2, `${rows.peer} B vs ${rows.standalone} B`);
  });

  it('renders the elements with the app’s React, and the app keeps working', async () => {
    const server = await preview({ root: built.peer.root, configFile: false, logLevel: 'silent', build: { outDir: 'out' }, preview: { port: 0, host: '127.0.0.1' } });
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    try {
      await page.goto(server.resolvedUrls.local[0]);
      await page.waitForFunction((tags) => tags.every((t) => document.querySelector(t)?.shadowRoot?.childElementCount), TAGS);
      await page.click('#count');
      await page.click('#count');
      assert.equal(await page.textContent('#count'), 'clicked 2');
      // The second tab opens on click: the element's own React is live.
      await page.locator('x-tabs button', { hasText: 'Two' }).click();
      await page.waitForFunction(() => document.querySelector('x-tabs button[aria-selected="true"]')?.textContent === 'Two');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
      await new Promise((r) => server.httpServer.close(r));
    }
  });
});
