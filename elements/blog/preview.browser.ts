// x-blog in a builder's layout preview (issue 25): the preview cancels every
// link click (SPEC section 6), and ajax pagination still loads by click, with
// the layout's content (section 7, item 8). A file of its own: the preview,
// once set up, stays for the page.
import { expect } from 'chai';
import './define';
import { initPreview } from '../core/preview';
import { resetPageSettings } from '../core/page-settings';
import { fixture, stubFetch, until } from '../../tests/browser/helpers';

const LAYOUT = '[et_pb_section][/et_pb_section]';
const card = (title: string) => `<article><h3>${title}</h3></article>`;
const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
  el.dispatchEvent(event);
  return event;
};

describe('x-blog in a builder\'s layout preview', () => {
  before(() => {
    window.xElementsSettings = { block_layout_content: LAYOUT };
    resetPageSettings();
    initPreview(); // as page start does in a builder's preview
  });

  it('loads a pagination link\'s page by click, POSTing the layout\'s content; other links stay held (issue 25)', async () => {
    expect(document.documentElement.getAttribute('data-x-preview')).to.equal('layout');
    const el = await fixture(`<x-blog class="et_pb_blog_0">${card('One')}<nav class="pagination"><a id="older" href="/preview-t/page/2/">Older</a></nav></x-blog>`);
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    const fetches = stubFetch();
    try {
      expect(click(el.querySelector('#older')!).defaultPrevented, 'the page link is not followed').to.equal(true);
      await until(() => fetches.calls.length === 1, 'the page requested');
      expect(fetches.calls[0]!.init.method).to.equal('POST');
      expect(String(fetches.calls[0]!.init.body)).to.equal(new URLSearchParams({ block_layout_content: LAYOUT }).toString());
      expect(new URL(fetches.calls[0]!.url).pathname).to.equal('/preview-t/page/2/');
      fetches.calls[0]!.resolve(new Response(`<!doctype html><title>t</title><x-blog class="et_pb_blog_0">${card('Two')}</x-blog>`, { status: 200, headers: { 'content-type': 'text/html' } }));
      await until(() => el.querySelector('h3')?.textContent === 'Two', 'replaced');
      expect(click(el.querySelector('h3')!.parentElement!).defaultPrevented).to.equal(false); // not a link: nothing to hold
      const plain = document.createElement('a');
      plain.href = '/preview-t/elsewhere/';
      el.after(plain);
      expect(click(plain).defaultPrevented, 'another link, held by the preview').to.equal(true);
      expect(fetches.calls.length).to.equal(1);
    } finally {
      fetches.restore();
    }
  });
});
