// @vitest-environment happy-dom
// DOM clobbering through server or configuration HTML: no id or name may
// shadow a global the library reads (services/globals.ts), defined yet or not.
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY_GLOBALS } from '../services/globals';
import { sanitizeFragment } from './sanitize';

const clean = (html: string, forms = true) => {
  const box = document.createElement('div');
  box.append(sanitizeFragment(html, { forms }));
  return box;
};

describe('the sanitiser reserves the globals the library reads', () => {
  afterEach(() => void document.body.replaceChildren());

  it('drops <a id="YT"> and <a id="YT" name="Player"> (the YouTube API reads window.YT before it defines it)', () => {
    const box = clean('<a id="YT" href="/a">a</a><a id="YT" name="Player" href="/b">b</a><img name="YT" src="/x.png" alt=""><form name="YT"></form>');
    expect(box.querySelectorAll('[id="YT"], [name="YT"]')).toHaveLength(0);
    expect(box.querySelectorAll('a[href]')).toHaveLength(2);
    document.body.append(box);
    expect((window as unknown as { YT?: unknown }).YT).toBeUndefined();
  });

  it('drops every id and name in LIBRARY_GLOBALS, on any element', () => {
    for (const name of LIBRARY_GLOBALS) {
      for (const tag of ['a', 'div', 'span', 'img', 'form', 'input', 'button']) {
        const box = clean(`<${tag} id="${name}" name="${name}"></${tag}>`);
        expect(box.querySelectorAll('[id], img[name], form[name]'), `${tag} ${name}`).toHaveLength(0);
      }
    }
  });

  it('keeps ordinary ids and names, and link targets that name a window property (window\'s own properties cannot be shadowed)', () => {
    const box = clean('<h2 id="top">t</h2><h2 id="history">h</h2><p id="faq">f</p><form><label for="e">E</label><input id="e" name="email"></form>');
    expect([...box.querySelectorAll('[id]')].map((e) => e.id)).toEqual(['top', 'history', 'faq', 'e']);
    expect(box.querySelector('input')!.name).toBe('email');
  });
});
