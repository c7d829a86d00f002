// `node scripts/screenshots.mjs` (after `npm run build`): the README's three
// pictures of the demo site, taken from the reference server (a fresh
// in-memory database) in the system Chromium: docs/screenshots/desktop.png
// (1280 px, the choice made), phone.png (360 px) and consent.png (the
// consent preferences open). Reduced motion keeps each picture the same
// from run to run: no autoplay, entrances and counters at rest.
import { mkdirSync } from 'node:fs';
import { launchChromium, startServer, until } from '../tests/e2e/browser.mjs';

const OUT = 'docs/screenshots';
const SHOTS = [
  { file: 'desktop.png', viewport: { width: 1280, height: 800 }, scale: 1, consent: 'reject' },
  { file: 'phone.png', viewport: { width: 360, height: 740 }, scale: 2, consent: 'reject' },
  { file: 'consent.png', viewport: { width: 1280, height: 800 }, scale: 1, consent: 'preferences' },
];

mkdirSync(OUT, { recursive: true });
const server = await startServer({ csp: true });
const browser = await launchChromium();
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.scale, reducedMotion: 'reduce', colorScheme: 'light' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // Every element upgraded (the popup waits for its trigger) and the hero's picture drawn.
    await until(() => page.evaluate(() => [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('x-') && e.localName !== 'x-popup-form')
      .every((e) => e.hasAttribute('data-x-ready') || e.hasAttribute('data-x-error'))), 'every element upgraded', 20_000);
    await page.waitForFunction(() => [...document.querySelectorAll('.hero img')].slice(0, 1).every((i) => i.complete));
    const consent = page.locator('x-consent');
    if (shot.consent === 'reject') {
      await consent.getByRole('button', { name: 'Reject all' }).click();
      await until(() => consent.evaluate((c) => ![...c.shadowRoot.querySelectorAll('[part~="banner"], dialog')].some((d) => d.checkVisibility?.())), 'the banner gone', 5000).catch(() => undefined);
    } else {
      await consent.getByRole('button', { name: 'Customise' }).click();
      await page.waitForFunction(() => [...document.querySelector('x-consent').shadowRoot.querySelectorAll('dialog')].some((d) => d.open));
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${shot.file}` });
    if (errors.length) throw new Error(`${shot.file}: ${errors.join('; ')}`);
    console.log(`${OUT}/${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
