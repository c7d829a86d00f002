import { launchChromium, startServer } from './tests/e2e/browser.mjs';
const server = await startServer();
const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(`${server.url}/stress.html`);
await page.waitForFunction(() => [...document.querySelectorAll('main > *')].every((el) => el.hasAttribute('data-x-ready')), null, { timeout: 20000 });
const r = await page.evaluate(() => {
  const count = (root) => root.querySelectorAll('*').length;
  const out = {};
  for (const el of document.querySelectorAll('main *')) {
    if (!el.shadowRoot) continue;
    const k = el.localName;
    out[k] ??= { n: 0, shadow: 0, light: 0, sheets: el.shadowRoot.adoptedStyleSheets.length, html: el.shadowRoot.innerHTML.slice(0, 600) };
    out[k].n++; out[k].shadow += count(el.shadowRoot); out[k].light += el.querySelectorAll('*').length;
  }
  return out;
});
for (const [k, v] of Object.entries(r)) console.log(k, v.n, 'shadow nodes each', v.shadow / v.n, 'light', v.light / v.n, 'sheets', v.sheets, '\n ', v.html, '\n');
await browser.close(); await server.close();
