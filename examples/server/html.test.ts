// @vitest-environment node
// The server's HTML writer (html.mjs): every text and attribute escaped,
// whatever element holds it; script and style text that would end its
// element refused; the cases linkedom's own serialiser got wrong.
import { DOMParser } from 'linkedom';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { childrenHtml, documentHtml, toHtml, UnsafeHtmlError } from './html.mjs';
import { el, printPage } from './pages.mjs';

const newDoc = () => new DOMParser().parseFromString('<!doctype html><html><head><title></title></head><body></body></html>', 'text/html') as unknown as Document;
const HOSTILE = '</x></textarea></title></noscript></iframe></xmp></style></script><img src=x onerror=alert(1)>"\'&';

/** Elements with handler attributes once a browser's parser reads the HTML. */
function handlersIn(html: string): string[] {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const found = [...doc.querySelectorAll('*')].filter((e) => e.getAttributeNames().some((n) => n.startsWith('on'))).map((e) => e.localName);
  window.happyDOM.close();
  return found;
}

describe('the server\'s HTML writer', () => {
  it('escapes the text of every element that holds text, raw-text and RCDATA ones included', () => {
    for (const tag of ['textarea', 'title', 'p', 'noscript', 'iframe', 'xmp', 'noembed', 'noframes', 'option']) {
      const doc = newDoc();
      const node = el(doc, tag, {}, HOSTILE);
      doc.body.append(node);
      const html = documentHtml(doc);
      expect(handlersIn(html), tag).toEqual([]);
      expect(html, tag).not.toContain('<img');
    }
    const doc = newDoc();
    doc.querySelector('title')!.textContent = HOSTILE;
    const window = new Window();
    const back = new window.DOMParser().parseFromString(documentHtml(doc), 'text/html');
    expect(back.title).toBe(HOSTILE);
    expect(back.querySelectorAll('img')).toHaveLength(0);
    window.happyDOM.close();
  });

  it('keeps a textarea\'s text exactly, as its value', () => {
    const doc = newDoc();
    doc.body.append(el(doc, 'textarea', { id: 't' }, HOSTILE));
    const window = new Window();
    const back = new window.DOMParser().parseFromString(documentHtml(doc), 'text/html');
    expect(back.querySelector('textarea')!.value).toBe(HOSTILE);
    window.happyDOM.close();
  });

  it('escapes attribute values, < and > too, so no tag can be read inside one', () => {
    const doc = newDoc();
    doc.body.append(el(doc, 'input', { value: HOSTILE }), el(doc, 'p', { title: '"><script>alert(1)</script>' }));
    const html = childrenHtml(doc.body);
    expect(html).toBe('<input value="&#60;/x&#62;&#60;/textarea&#62;&#60;/title&#62;&#60;/noscript&#62;&#60;/iframe&#62;&#60;/xmp&#62;&#60;/style&#62;&#60;/script&#62;&#60;img src=x onerror=alert(1)&#62;&#34;\'&#38;"><p title="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"></p>');
    expect(handlersIn(html)).toEqual([]);
  });

  it('refuses script and style text that would end its element early, and keeps what would not', () => {
    const cases: [string, string][] = [['script', '"</script><img src=x onerror=alert(1)>"'], ['script', 'x = "</SCRIPT >"'], ['script', '<!--<script>'], ['style', '</style><img src=x onerror=alert(1)>']];
    for (const [tag, text] of cases) {
      const doc = newDoc();
      doc.body.append(el(doc, tag, {}, text));
      expect(() => documentHtml(doc), `${tag}: ${text}`).toThrow(UnsafeHtmlError);
    }
    const doc = newDoc();
    doc.body.append(el(doc, 'script', {}, 'if (a < b && c > d) x = "<b>";'), el(doc, 'style', {}, 'a > b { content: "&"; }'));
    expect(childrenHtml(doc.body)).toBe('<script>if (a < b && c > d) x = "<b>";</script><style>a > b { content: "&"; }</style>');
  });

  it('escapes the text of SVG\'s title, style and script (foreign elements are never raw text)', () => {
    const doc = newDoc();
    const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
    for (const tag of ['title', 'style', 'text']) {
      const node = doc.createElementNS('http://www.w3.org/2000/svg', tag);
      node.textContent = HOSTILE;
      svg.append(node);
    }
    doc.body.append(svg);
    const html = toHtml(svg);
    expect(html).not.toContain('<img');
    expect(handlersIn(html)).toEqual([]);
  });

  it('drops a comment that would end early, and refuses names that end a tag', () => {
    const doc = newDoc();
    doc.body.append(doc.createComment('--><img src=x onerror=alert(1)>'), doc.createComment(' fine '));
    expect(childrenHtml(doc.body)).toBe('<!-- fine -->');
    const bad = newDoc();
    const node = bad.createElement('p');
    node.setAttribute('a"><img', '1');
    bad.body.append(node);
    expect(() => childrenHtml(bad.body)).toThrow(UnsafeHtmlError);
  });

  it('prints a page\'s title as text (printPage)', () => {
    const doc = newDoc();
    const html = printPage(doc, '</title><img src=x onerror=alert(1)>', [el(doc, 'p', {}, HOSTILE)]);
    expect(handlersIn(html)).toEqual([]);
  });
});
