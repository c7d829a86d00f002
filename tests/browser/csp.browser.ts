// Every example page under the reference server's strict CSP with Trusted
// Types (nonce scripts, 'strict-dynamic', require-trusted-types-for 'script',
// trusted-types x-elements), in each engine: the pages report no violation
// to the server, and every element upgrades. Violations are read from the
// server's report endpoint, which sees them however early they happen.
import { expect } from 'chai';
import { removeFrame, until } from './helpers';

// Every example page (found at build time, so a new page is covered by being added).
const PAGES = Object.keys(import.meta.glob('../../examples/*.html')).map((p) => p.split('/').pop()!);
const reports = async () => (await (await fetch('/strict/api/csp-report')).json()).reports as unknown[];

describe('example pages under a strict CSP with Trusted Types', () => {
  beforeEach(async () => {
    await fetch('/strict/api/csp-report', { method: 'DELETE' });
  });

  for (const page of PAGES) {
    it(`${page}: no violation reported, every element upgraded`, async () => {
      const frame = document.createElement('iframe');
      frame.style.cssText = 'inline-size: 800px; block-size: 600px';
      frame.src = `/strict/examples/${page}`;
      document.body.append(frame);
      try {
        await new Promise((r) => frame.addEventListener('load', r, { once: true }));
        const doc = frame.contentDocument!;
        const elements = () => [...doc.querySelectorAll('*')].filter((e) => e.localName.startsWith('x-') && e.localName !== 'x-popup-form');
        await until(() => elements().every((e) => e.hasAttribute('data-x-ready') || e.hasAttribute('data-x-error')), 'every element upgraded', 8000);
        expect(elements().filter((e) => e.hasAttribute('data-x-error')).map((e) => e.localName)).to.deep.equal([]);
        // Carousels bring Swiper after they upgrade: wait for it too.
        const carousels = [...doc.querySelectorAll('x-carousel')];
        await until(() => carousels.every((c) => c.shadowRoot?.querySelector('.swiper-initialized')), 'every carousel initialised', 8000);
        await new Promise((r) => setTimeout(r, 300)); // reports are sent after the violation
        expect(await reports()).to.deep.equal([]);
      } finally {
        await removeFrame(frame);
      }
    });
  }
});
