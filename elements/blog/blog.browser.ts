// x-blog in the three engines (checklist D11 to D15): equal-height cards and
// ajax pagination, the server replaced by a stub (the e2e test runs it
// against the reference server). Which links count, the module's key and
// the cache are unit-tested in pagination.test.ts.
import { expect } from 'chai';
import './define';
import '../counter/define';
import preCss from './blog.pre.css?raw';
import { flushSync } from 'react-dom';
import { boxesIn, drawnBeforeUpgrade, fixture, nextFrame, record, shadow, smoke, stubFetch, until, withPageSettings } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

type XBlog = HTMLElement & { loadPage(url: string): Promise<boolean> };
type Load = { url: string; status: number; cached: boolean };
const card = (title: string, text = 'Text.') => `<article><h3>${title}</h3><div class="post-content"><p>${text}</p><a class="more-link" href="/post/">Read more</a></div></article>`;
let n = 0;
/** A module whose pagination links to pages no other test uses (the cache is the page's). */
async function blog(extra = '') {
  const base = `/t${++n}/page/`;
  const el = await fixture<XBlog>(`<x-blog class="et_pb_blog_0" ${extra}>${card('One')}${card('Two')}<nav class="pagination"><a id="older" href="${base}2/">Older</a><a id="offsite" href="https://example.com/page/2/" class="x">Off site</a></nav><a id="plain" href="${base}9/">Plain link</a></x-blog>`);
  await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
  return { el, base };
}
const page = (body: string, status = 200) => new Response(`<!doctype html><title>t</title><main><x-blog class="et_pb_blog_0">${body}</x-blog></main>`, { status, headers: { 'content-type': 'text/html' } });
const titles = (el: Element) => [...el.querySelectorAll('h3')].map((h) => h.textContent);
const click = (el: Element, init: MouseEventInit = {}) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));

describe('x-blog', () => {
  smoke('loads a pagination link\'s page by GET and replaces only the module\'s content (D12)', async () => {
    const { el, base } = await blog();
    const before = document.body.children.length;
    const fetches = stubFetch();
    const loads = record<Load>(el, 'x-blog-load');
    try {
      click(el.querySelector('#older')!);
      await until(() => fetches.calls.length === 1, 'requested');
      expect(new URL(fetches.calls[0]!.url).pathname).to.equal(`${base}2/`);
      expect(fetches.calls[0]!.init.method).to.equal('GET');
      expect(el.getAttribute('aria-busy')).to.equal('true');
      fetches.calls[0]!.resolve(page(`${card('Three')}${card('Four')}<nav class="pagination"><a href="${base}3/">Older</a></nav>`));
      await until(() => titles(el).join() === 'Three,Four', 'replaced');
      expect(el.hasAttribute('aria-busy')).to.equal(false);
      expect(document.body.children.length).to.equal(before, 'nothing else on the page changed');
      expect(el.getRootNode() === document).to.equal(true);
      expect(loads.map((e) => e.detail)).to.deep.equal([{ url: new URL(`${base}2/`, location.href).href, status: 200, cached: false }]);
      expect(document.activeElement === el.querySelector('article')).to.equal(true, 'focus on the first new card');
    } finally {
      fetches.restore();
    }
  });

  it('takes a page it loaded before from the cache, per address and module (D13)', async () => {
    const { el, base } = await blog();
    const fetches = stubFetch();
    try {
      const first = el.loadPage(`${base}2/`);
      await until(() => fetches.calls.length === 1, 'requested');
      fetches.calls[0]!.resolve(page(card('Cached')));
      expect(await first).to.equal(true);
      el.innerHTML = card('Back');
      const loads = record<Load>(el, 'x-blog-load');
      expect(await el.loadPage(`${base}2/#ignored`)).to.equal(true);
      expect(fetches.calls).to.have.length(1, 'no second request');
      expect(titles(el)).to.deep.equal(['Cached']);
      expect(loads[0]!.detail.cached).to.equal(true);
      // Another module on another page asks for the same address: its own request.
      const other = await fixture<XBlog>('<x-blog class="et_pb_blog_1"></x-blog>');
      await until(() => other.hasAttribute('data-x-ready'), 'upgraded');
      void other.loadPage(`${base}2/`);
      await until(() => fetches.calls.length === 2, 'the other module requests');
    } finally {
      fetches.restore();
    }
  });

  it('renders a 404\'s not-found body; other errors change nothing and say so (D14)', async () => {
    const { el, base } = await blog();
    const fetches = stubFetch();
    const errors = record<{ url: string; status: number | null }>(el, 'x-blog-error');
    try {
      const missing = el.loadPage(`${base}99/`);
      await until(() => fetches.calls.length === 1, 'requested');
      fetches.calls[0]!.resolve(page('<h3>No results found</h3>', 404));
      expect(await missing).to.equal(true);
      expect(titles(el)).to.deep.equal(['No results found']);
      el.innerHTML = card('Kept');
      const broken = el.loadPage(`${base}5/`);
      await until(() => fetches.calls.length === 2, 'requested again');
      fetches.calls[1]!.resolve(new Response('Server error', { status: 500 }));
      expect(await broken).to.equal(false);
      expect(titles(el)).to.deep.equal(['Kept']);
      await until(() => !shadow(el, '[part="message"]').hidden, 'the message shown');
      expect(shadow(el, '[part="message"]').textContent).to.contain('(500)');
      const offline = el.loadPage(`${base}6/`);
      await until(() => fetches.calls.length === 3, 'requested a third time');
      fetches.calls[2]!.reject(new TypeError('Failed to fetch'));
      expect(await offline).to.equal(false);
      expect(titles(el)).to.deep.equal(['Kept']);
      const text = () => shadow(el, '[part="message"]').textContent!;
      await until(() => text().includes('could not be loaded') && !text().includes('(500)'), 'the connection message');
      expect(errors.map((e) => e.detail.status)).to.deep.equal([500, null]);
    } finally {
      fetches.restore();
    }
  });

  it('POSTs the layout content inside a block layout preview (D15)', async () => {
    await withPageSettings({ block_layout_content: '[et_pb_section][/et_pb_section]' }, async () => {
      const { el, base } = await blog();
      const fetches = stubFetch();
      try {
        click(el.querySelector('#older')!);
        await until(() => fetches.calls.length === 1, 'requested');
        expect(fetches.calls[0]!.init.method).to.equal('POST');
        expect(String(fetches.calls[0]!.init.body)).to.equal(new URLSearchParams({ block_layout_content: '[et_pb_section][/et_pb_section]' }).toString());
        expect(new URL(fetches.calls[0]!.url).pathname).to.equal(`${base}2/`);
        fetches.calls[0]!.resolve(page(card('Preview')));
        await until(() => titles(el).join() === 'Preview', 'replaced');
      } finally {
        fetches.restore();
      }
    });
  });

  it('sanitises the reply and upgrades the elements of ours in it', async () => {
    const { el, base } = await blog();
    const fetches = stubFetch();
    try {
      void el.loadPage(`${base}7/`);
      await until(() => fetches.calls.length === 1, 'requested');
      fetches.calls[0]!.resolve(page(`${card('Safe')}<img src="x" onerror="window.__blogXss = 1"><script>window.__blogXss = 2</script><x-counter value="42"></x-counter>`));
      await until(() => titles(el).join() === 'Safe', 'replaced');
      // Any image left in the reply has had its try at src="x" (it fails), which would have run an onerror left on it.
      const img = el.querySelector('img');
      if (img) await until(() => img.complete, "the reply's image to fail");
      await nextFrame();
      expect((window as { __blogXss?: number }).__blogXss).to.equal(undefined);
      expect(el.querySelector('script, [onerror]')).to.equal(null);
      const counter = el.querySelector('x-counter')!;
      await until(() => counter.hasAttribute('data-x-ready'), 'the counter upgraded');
    } finally {
      fetches.restore();
    }
  });

  it('leaves other links alone: outside the pagination, off site, with a modifier, or with ajax off', async () => {
    const { el } = await blog();
    const fetches = stubFetch();
    const stop = (e: Event) => e.preventDefault();
    try {
      for (const [id, init] of [['plain', {}], ['offsite', {}], ['older', { ctrlKey: true }], ['older', { button: 1 }]] as const) {
        const link = el.querySelector(`#${id}`)!;
        let prevented = false;
        // Last in line: sees whether the element took the click, then keeps the page here.
        document.addEventListener('click', (e) => ((prevented = e.defaultPrevented), stop(e)), { once: true });
        click(link, init);
        expect(prevented, `${id} ${JSON.stringify(init)}`).to.equal(false);
      }
      flushSync(() => el.setAttribute('ajax', 'false')); // rendered with it at once
      let prevented = true;
      document.addEventListener('click', (e) => ((prevented = e.defaultPrevented), stop(e)), { once: true });
      click(el.querySelector('#older')!);
      expect(prevented, 'ajax off: the click left to the browser').to.equal(false);
      await nextFrame(); // a load that started would have asked by now
      expect(fetches.calls).to.have.length(0);
    } finally {
      fetches.restore();
    }
  });

  it('makes the cards of a row equally high at 768 px and wider, more-links lined up 20 px below the text at least (D11)', async () => {
    const html = `<x-blog>${card('Short', 'One line.')}${card('Long', 'Many words here. '.repeat(20))}</x-blog>`;
    const measure = (doc: Document) => {
      const [a, b] = [...doc.querySelectorAll('article')].map((c) => c.getBoundingClientRect());
      const [m1, m2] = [...doc.querySelectorAll('.more-link')].map((c) => c.getBoundingClientRect());
      const text = doc.querySelectorAll('article p')[1]!.getBoundingClientRect();
      return { heights: [Math.round(a!.height), Math.round(b!.height)], links: [Math.round(m1!.top), Math.round(m2!.top)], gap: Math.round(m2!.top - text.bottom) };
    };
    const wide = await drawnBeforeUpgrade(html, preCss, measure, 900);
    expect(wide.heights[0]).to.equal(wide.heights[1]);
    expect(wide.links[0]).to.equal(wide.links[1]);
    expect(wide.gap).to.be.at.least(20);
    const narrow = await drawnBeforeUpgrade(html, preCss, measure, 600);
    expect(narrow.heights[0]).to.be.below(narrow.heights[1]!, 'automatic below 768 px');
  });

  it('marks each card by its row, the pagination never, and the cards a page load brings too (D21)', async () => {
    const { el, base } = await blog('style="--x-blog-columns: 2"');
    const marks = () => [...el.children].map((c) => `${c.localName}:${c.hasAttribute('data-first-in-row') ? 'F' : '-'}${c.hasAttribute('data-last-in-row') ? 'L' : '-'}${c.hasAttribute('data-last-row') ? 'R' : '-'}`).join(' ');
    await until(() => marks() === 'article:F-R article:-LR nav:--- a:---', 'marked in the frame after upgrade', 1000);
    const fetches = stubFetch();
    try {
      click(el.querySelector('#older')!);
      await until(() => fetches.calls.length === 1, 'requested');
      fetches.calls[0]!.resolve(page(`${card('Three')}${card('Four')}${card('Five')}<nav class="pagination"><a href="${base}3/">Older</a></nav>`));
      await until(() => titles(el).join() === 'Three,Four,Five', 'replaced');
      await until(() => marks() === 'article:F-- article:-L- article:FLR nav:---', 'the new cards marked', 1000);
    } finally {
      fetches.restore();
    }
  });

  it('follows a card the page hides and shows again, in a row that keeps its height (D21)', async () => {
    const { el } = await blog('style="--x-blog-columns: 3"');
    const marks = () => [...el.children].map((c) => `${c.localName}:${c.hasAttribute('data-first-in-row') ? 'F' : '-'}${c.hasAttribute('data-last-in-row') ? 'L' : '-'}${c.hasAttribute('data-last-row') ? 'R' : '-'}`).join(' ');
    await until(() => marks() === 'article:F-R article:-LR nav:--- a:---', 'marked in the frame after upgrade', 1000);
    const second = el.querySelectorAll<HTMLElement>('article')[1]!;
    second.style.display = 'none';
    await until(() => marks() === 'article:FLR article:--- nav:--- a:---', 'hidden: the first card alone in its row', 1000);
    // Shown again: no watched size changes (the row keeps its height), only the card's style.
    second.style.display = '';
    await until(() => marks() === 'article:F-R article:-LR nav:--- a:---', 'shown again: marked', 1000);
  });

  it('draws its grid before upgrade exactly where upgrade puts it', async () => {
    const html = `<div style="width: 900px"><x-blog>${card('One')}${card('Two', 'Longer text. '.repeat(12))}${card('Three')}<nav class="pagination" id="nav"><a href="/p/2/">Older</a></nav></x-blog><p id="below">Below</p></div>`;
    const measure = (doc: Document) => boxesIn(doc, 'x-blog', 'x-blog > article, #nav, #below');
    let i = 0;
    const withIds = (s: string) => s.replace(/<article>/g, () => `<article id="a${i++}">`);
    const drawn = await drawnBeforeUpgrade(withIds(html), preCss, measure, innerWidth);
    i = 0;
    const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${withIds(html)}</div>`);
    await until(() => wrap.querySelector('x-blog')!.hasAttribute('data-x-ready'), 'upgraded');
    expect(measure(document)).to.deep.equal(drawn);
  });
});
