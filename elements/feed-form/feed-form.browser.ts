// x-feed-form in the three engines (checklist H1): the popup window to the
// feed service with the uri value, the post going into it, a new tab where
// popups are blocked, the opener cleared, and the warnings. window.open is
// stubbed and the post itself stopped: the test opens no window.
import { expect } from 'chai';
import './define';
import { captureWarnings, fixture, record, smoke, until } from '../../tests/browser/helpers';

type Open = { url: string; name: string; features: string };
const FORM = (extra = '') => `<form action="https://feeds.example.com/fb/a/mailverify" method="post"><label>Email <input type="email" name="email" value="ann@example.com"></label><input type="hidden" name="uri" value="gardenclub">${extra}<button>Subscribe</button></form>`;

function stubOpen(blocked = false) {
  const real = window.open;
  const opens: Open[] = [];
  const popup = { opener: window as unknown };
  window.open = ((url = '', name = '', features = '') => {
    opens.push({ url: String(url), name, features });
    return blocked ? null : (popup as unknown as Window);
  }) as typeof window.open;
  // The post itself stops here (after the element has handled it).
  const stop = (e: Event) => e.preventDefault();
  document.addEventListener('submit', stop);
  return { opens, popup, restore: () => ((window.open = real), document.removeEventListener('submit', stop)) };
}

describe('x-feed-form', () => {
  smoke('opens a popup window to the feed service with the uri value, and posts into it (H1)', async () => {
    const stub = stubOpen();
    try {
      const el = await fixture(`<x-feed-form>${FORM()}</x-feed-form>`);
      await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
      const opened = record<{ url: string; popup: boolean }>(el, 'x-feed-form-open');
      el.querySelector('button')!.click();
      expect(stub.opens).to.deep.equal([{ url: 'about:blank', name: 'popupwindow', features: 'scrollbars=yes,width=550,height=520' }]);
      const form = el.querySelector('form')!;
      expect(form.getAttribute('action')).to.equal('https://feeds.example.com/fb/a/mailverify?uri=gardenclub');
      expect(form.target).to.equal('popupwindow');
      expect(stub.popup.opener, 'the service cannot reach back').to.equal(null);
      expect(opened.map((e) => e.detail)).to.deep.equal([{ url: 'https://feeds.example.com/fb/a/mailverify?uri=gardenclub', popup: true }]);
    } finally {
      stub.restore();
    }
  });

  it('takes the uri attribute and the window\'s size and name, and a new tab where popups are blocked', async () => {
    const stub = stubOpen(true);
    try {
      const el = await fixture(`<x-feed-form uri="roses" width="600" height="400" label="feeds">${FORM().replace(/<input type="hidden"[^>]*>/, '')}</x-feed-form>`);
      await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
      const opened = record<{ url: string; popup: boolean }>(el, 'x-feed-form-open');
      el.querySelector('form')!.requestSubmit();
      expect(stub.opens[0]).to.deep.equal({ url: 'about:blank', name: 'feeds', features: 'scrollbars=yes,width=600,height=400' });
      expect(el.querySelector('form')!.target).to.equal('_blank');
      expect(opened[0]!.detail).to.deep.equal({ url: 'https://feeds.example.com/fb/a/mailverify?uri=roses', popup: false });
    } finally {
      stub.restore();
    }
  });

  it('leaves a form that is not to a feed service alone, warning once, and a form the page stopped', async () => {
    const stub = stubOpen();
    try {
      const warnings = await captureWarnings(async () => {
        const el = await fixture(`<x-feed-form>${FORM().replace('https://feeds.example.com/fb/a/mailverify', 'javascript:alert(1)')}</x-feed-form>`);
        await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
        el.querySelector('form')!.requestSubmit();
      });
      expect(stub.opens).to.deep.equal([]);
      expect(warnings.filter((w) => w.includes('<x-feed-form>'))).to.have.length(1);
      expect(warnings[0]).to.contain('javascript:alert(1)');
      const el = await fixture(`<x-feed-form>${FORM()}</x-feed-form>`);
      await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
      el.querySelector('form')!.addEventListener('submit', (e) => e.preventDefault(), { capture: true });
      el.querySelector('form')!.requestSubmit();
      expect(stub.opens).to.deep.equal([]);
    } finally {
      stub.restore();
    }
  });

  it('warns once, naming the attribute and its form, for a bad width, and uses 550', async () => {
    const stub = stubOpen();
    try {
      let el!: HTMLElement;
      const warnings = await captureWarnings(async () => {
        el = await fixture(`<x-feed-form width="wide">${FORM()}</x-feed-form>`);
        await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
      });
      expect(warnings.filter((w) => w.includes('width'))).to.have.length(1);
      expect(warnings[0]).to.contain('<x-feed-form>').and.contain('whole number');
      el.querySelector('form')!.requestSubmit();
      expect(stub.opens[0]!.features).to.equal('scrollbars=yes,width=550,height=520');
    } finally {
      stub.restore();
    }
  });
});
