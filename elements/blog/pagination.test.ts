// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGINATION, PageCache, moduleKey, pageAddress, replacementOf, requestPage } from './pagination';

const host = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.firstElementChild!;
};
const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('ajax pagination (D12 to D15)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds the module by its builder class, else its id, else the first x-blog', () => {
    expect(moduleKey(host('<x-blog class="card et_pb_blog_2" id="news"></x-blog>'))).toBe('.et_pb_blog_2');
    expect(moduleKey(host('<x-blog id="news"></x-blog>'))).toBe('#news');
    expect(moduleKey(host('<x-blog id="a b]"></x-blog>'))).toBe('x-blog');
  });

  it('loads same-origin http(s) addresses only, without their fragment', () => {
    const base = 'https://site.test/blog/';
    expect(pageAddress('page/2/#top', base)?.href).toBe('https://site.test/blog/page/2/');
    expect(pageAddress('https://other.test/blog/page/2/', base)).toBeNull();
    expect(pageAddress('javascript:alert(1)', base)).toBeNull();
    expect(pageAddress('http://[bad', base)).toBeNull();
  });

  it('takes the same module from the reply, or a 404 page\'s main content, else nothing', () => {
    const reply = page('<main><x-blog class="et_pb_blog_0"><article>Two</article></x-blog><x-blog class="et_pb_blog_1">Other</x-blog></main>');
    expect(replacementOf(reply, '.et_pb_blog_0', 200)).toBe('<article>Two</article>');
    expect(replacementOf(reply, '.et_pb_blog_1', 404)).toBe('Other');
    const notFound = page('<header>Site</header><main><h1>Not found</h1></main>');
    expect(replacementOf(notFound, '.et_pb_blog_0', 404)).toBe('<h1>Not found</h1>');
    expect(replacementOf(notFound, '.et_pb_blog_0', 200)).toBeNull();
  });

  it('caches per address and module, the oldest going first past its limit', () => {
    const cache = new PageCache(2);
    const a = new URL('https://site.test/blog/page/2/');
    const b = new URL('https://site.test/blog/page/3/');
    cache.set(a, '.et_pb_blog_0', 'A');
    expect(cache.get(a, '.et_pb_blog_0')).toBe('A');
    expect(cache.get(a, '.et_pb_blog_1')).toBeUndefined();
    cache.set(b, '.et_pb_blog_0', 'B');
    cache.set(b, '.et_pb_blog_1', 'C');
    expect(cache.get(a, '.et_pb_blog_0')).toBeUndefined();
    expect(cache.get(b, '.et_pb_blog_1')).toBe('C');
  });

  it('GETs the page, or POSTs the layout content in a block layout preview; 200 and 404 are pages', async () => {
    const fetch = vi.fn(async (_url: URL, _init: RequestInit) => new Response('<p>page</p>', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const url = new URL('https://site.test/blog/page/9/');
    expect(await requestPage(url, { layoutContent: '', timeoutMs: 1000 })).toEqual({ kind: 'page', status: 404, html: '<p>page</p>' });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET' });
    await requestPage(url, { layoutContent: '[et_pb_section]', timeoutMs: 1000 });
    const init = fetch.mock.calls[1]![1];
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('block_layout_content=%5Bet_pb_section%5D');
  });

  it('fails on other statuses and on network errors', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 500 })));
    expect(await requestPage(new URL('https://site.test/x'), { layoutContent: '', timeoutMs: 1000 })).toEqual({ kind: 'failed', status: 500 });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await requestPage(new URL('https://site.test/x'), { layoutContent: '', timeoutMs: 1000 })).toEqual({ kind: 'failed' });
  });

  it('knows the pagination markup of WordPress and the page builder', () => {
    const box = host('<div><div class="pagination clearfix"><a href="/p/2/">Older</a></div><div class="wp-pagenavi"><a href="/p/3/">3</a></div><a class="more-link" href="/post/">More</a></div>');
    expect([...box.querySelectorAll('a')].map((a) => !!a.closest(PAGINATION))).toEqual([true, true, false]);
  });
});
