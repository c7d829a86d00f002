// axe-core on every example page, in each engine: with the docs pages' demos
// live and every element upgraded, no violation of WCAG 2.2 A/AA or axe's
// best practices. The popups and the consent dialog are also checked open.
import { expect } from 'chai';
import { ONLY, PAGES, nextFrame, openPage, report, sleep, type OpenPage } from './harness';

interface AxeResult { violations: { id: string; help: string; nodes: { target: unknown[] }[] }[]; passes: { id: string }[] }
type AxeWindow = Window & { axe?: { run(context: unknown, options: unknown): Promise<AxeResult> } };

const OPTIONS = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] };

/** Rules that found something to check, over all audits of the current page. */
let rules = new Set<string>();

async function audit({ win, doc }: OpenPage): Promise<string[]> {
  const w = win as AxeWindow;
  if (!w.axe) {
    const script = doc.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = () => reject(new Error('axe-core did not load'));
      doc.head.append(script);
    });
  }
  const result = await w.axe!.run(doc, OPTIONS);
  for (const r of [...result.passes, ...result.violations]) rules.add(r.id);
  return result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe('reliability: axe-core on every example page', () => {
  for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p))) {
    it(`${page}: no violations`, async function () {
      this.timeout(120_000);
      const opened = await openPage(page);
      rules = new Set();
      let states = 1;
      try {
        const { doc, win } = opened;
        // Docs pages (those running docs.js) show once their demos are stamped.
        if (doc.querySelector('script[src="/assets/docs.js"]')) {
          while (!doc.documentElement.classList.contains('docs-ready')) await sleep(20);
        }
        await nextFrame(win);
        await sleep(100);
        // Entrances (x-animate) are audited once they have played, as a visitor scrolling the page sees them
        // (each brought into view, at most 5 s in all); looping ones as they are.
        const entrances = [...doc.querySelectorAll<HTMLElement>('x-animate:not([repeat="loop"])')];
        for (const e of entrances) {
          if (e.dataset.state !== 'pending') continue;
          e.scrollIntoView({ block: 'center' });
          await sleep(100);
        }
        const entering = () => entrances.some((e) => e.dataset.state === 'running' || e.dataset.state === 'pending');
        for (let waited = 0; waited < 5000 && (waited < 300 || entering()); waited += 50) await sleep(50);
        win.scrollTo(0, 0);
        expect(await audit(opened), 'page as loaded').to.deep.equal([]);

        // Open states: every popup (one at a time) and the consent preferences.
        // (A popup counts as settled before its module loads: wait for its class.)
        for (const tag of ['x-popup-form', 'x-consent']) if (doc.querySelector(tag)) await win.customElements.whenDefined(tag);
        for (const popup of doc.querySelectorAll<HTMLElement & { show?(): void; hide?(): void }>('x-popup-form')) {
          if (typeof popup.show !== 'function') continue;
          popup.show();
          await sleep(400);
          expect(await audit(opened), `${popup.id || 'x-popup-form'} open`).to.deep.equal([]);
          states++;
          popup.hide?.();
          await sleep(400);
        }
        for (const consent of doc.querySelectorAll<HTMLElement & { showPreferences?(): void }>('x-consent')) {
          if (typeof consent.showPreferences !== 'function') continue;
          consent.showPreferences();
          await sleep(200);
          expect(await audit(opened), 'consent preferences open').to.deep.equal([]);
          states++;
          consent.shadowRoot?.querySelector('dialog')?.close();
          await sleep(200);
        }
        await report('axe', page, { states, rules: rules.size });
      } finally {
        await opened.close();
      }
    });
  }
});
