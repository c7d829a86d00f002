/**
 * The consent blocker's corpus: ways a page (or a tag it loaded) can make
 * the browser fetch a provider's script or document. Each vector runs in a
 * page under the blocker with its own marker in the address (`?v=<marker>`),
 * so the server's log of the vendor folder (web-test-runner.config.mjs)
 * says which ones reached the network. `route` is the phrase docs/SECURITY.md's
 * covered list uses for it; `restores` says whether the thing held is
 * fetched once its category is allowed.
 */
const XHTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
export const VENDOR_PATH = '/tests/browser/fixtures/vendor/';

export interface VectorContext {
  win: Window & typeof globalThis;
  doc: Document;
  /** The vendor address for this vector (a script by default; `embed.html` for documents), spelled as given. */
  url(file?: 'mark.js' | 'embed.html', spell?: (path: string, origin: string) => string): string;
  /** A same-origin frame with nothing loaded, inserted in the page, named for the vector. */
  friendly(): HTMLIFrameElement;
  /** A same-origin frame once it has loaded a page of the site (no blocker of its own). */
  loaded(): Promise<HTMLIFrameElement>;
  /** A fresh container in the page's body. */
  box(): HTMLElement;
}

export interface Vector {
  id: string;
  route: string;
  /** Fetched once allowed (false: a form, which is not re-sent; a function: where the browser itself would fetch it). */
  restores: boolean | ((win: Window & typeof globalThis) => boolean);
  /** Where the route is covered; absent: everywhere. */
  covered?: (win: Window & typeof globalThis) => boolean;
  run(c: VectorContext): void | Promise<void>;
}

const script = (c: VectorContext, give: (s: HTMLScriptElement) => void, insert = (s: Element) => c.doc.head.append(s)) => {
  const s = c.doc.createElement('script');
  give(s);
  insert(s);
};
const frame = (c: VectorContext, give: (f: HTMLIFrameElement) => void, insert = (f: Element) => c.box().append(f)) => {
  const f = c.doc.createElement('iframe');
  give(f);
  insert(f);
};
/** Markup with the vector's address in it (a hostile page writes it; nothing here reaches a page of ours). */
const tag = (name: 'script' | 'iframe', url: string) => (name === 'script' ? `<script src="${url}"></script>` : `<iframe src="${url}"></iframe>`);
const hasNavigationApi = (win: Window) => 'navigation' in win;
/** Into a table in the page by one of its setters: a part holding `el`, filled while out of the page. */
const byTable = (c: VectorContext, part: 'caption' | 'tHead' | 'tFoot', el: Element) => {
  const table = c.box().appendChild(c.doc.createElement('table'));
  const holder = c.doc.createElement(part === 'caption' ? 'caption' : part === 'tHead' ? 'thead' : 'tfoot');
  holder.append(el);
  (table as unknown as Record<string, Element>)[part] = holder;
};
/** Into a select in the page by `add`, the select's or its options': an option holding `el`. */
const bySelect = (c: VectorContext, via: 'select' | 'options', el: Element) => {
  const select = c.box().appendChild(c.doc.createElement('select'));
  const option = c.doc.createElement('option');
  option.append(el);
  (via === 'select' ? select : select.options).add(option);
};
/** HTML an editor inserts: `insertHTML` in an editable box of the page, its content selected. */
const editorInserts = (c: VectorContext, html: string) => {
  const box = c.box();
  box.contentEditable = 'true';
  box.focus();
  const range = c.doc.createRange();
  range.selectNodeContents(box);
  c.win.getSelection()!.removeAllRanges();
  c.win.getSelection()!.addRange(range);
  c.doc.execCommand('insertHTML', false, html);
};
/** A script or iframe with the vector's address whose address no hook saw: made by the fragment parser, as markup. */
const unseen = (c: VectorContext, name: 'script' | 'iframe') =>
  c.doc.createRange().createContextualFragment(tag(name, name === 'script' ? c.url() : c.url('embed.html'))).firstChild as Element;
const withSrc = (c: VectorContext) => (s: HTMLScriptElement) => (s.src = c.url());
/**
 * A value whose text is `first` the first time it is read and `then` after:
 * read twice, the blocker's check and the platform would see different
 * things (a harmless value, then a provider's address or markup).
 */
const changing = (first: string, then: string) => {
  let reads = 0;
  return { toString: () => (reads++ ? then : first) } as unknown as string;
};

export const BLOCKER_VECTORS: Vector[] = [
  // Scripts: the address, however it is given.
  { id: 's-prop', route: 'the `src` property', restores: true, run: (c) => script(c, withSrc(c)) },
  { id: 's-attr', route: '`setAttribute`', restores: true, run: (c) => script(c, (s) => s.setAttribute('src', c.url())) },
  { id: 's-attr-upper', route: '`setAttribute` with the name in capitals', restores: true, run: (c) => script(c, (s) => s.setAttribute('SRC', c.url())) },
  { id: 's-attr-ns', route: '`setAttributeNS`', restores: true, run: (c) => script(c, (s) => s.setAttributeNS(null, 'src', c.url())) },
  { id: 's-attr-node', route: 'an `Attr` node (`setAttributeNode`)', restores: true, run: (c) => script(c, (s) => {
    const a = c.doc.createAttribute('src');
    a.value = c.url();
    s.setAttributeNode(a);
  }) },
  { id: 's-attr-node-ns', route: '`setAttributeNodeNS`', restores: true, run: (c) => script(c, (s) => {
    const a = c.doc.createAttributeNS(null, 'src');
    a.value = c.url();
    s.setAttributeNodeNS(a);
  }) },
  { id: 's-proto-call', route: 'the prototype\'s `setAttribute` called directly', restores: true, run: (c) => script(c, (s) => c.win.Element.prototype.setAttribute.call(s, 'src', c.url())) },
  { id: 's-descriptor', route: 'the `src` setter taken from the prototype', restores: true, run: (c) => script(c, (s) => Object.getOwnPropertyDescriptor(c.win.HTMLScriptElement.prototype, 'src')!.set!.call(s, c.url())) },
  { id: 's-create-ns', route: '`createElementNS`', restores: true, run: (c) => {
    const s = c.doc.createElementNS(XHTML, 'script') as HTMLScriptElement;
    s.src = c.url();
    c.doc.head.append(s);
  } },
  { id: 's-late-src', route: 'a `src` given after insertion', restores: true, run: (c) => script(c, () => {}, (s) => {
    c.doc.head.append(s);
    (s as HTMLScriptElement).src = c.url();
  }) },
  // Scripts: inserted by each DOM method.
  { id: 's-appendChild', route: '`appendChild`', restores: true, run: (c) => script(c, withSrc(c), (s) => c.doc.head.appendChild(s)) },
  { id: 's-insertBefore', route: '`insertBefore`', restores: true, run: (c) => script(c, withSrc(c), (s) => c.doc.head.insertBefore(s, c.doc.head.firstChild)) },
  { id: 's-replaceChild', route: '`replaceChild`', restores: true, run: (c) => script(c, withSrc(c), (s) => {
    const box = c.box();
    box.append(c.doc.createElement('span'));
    box.replaceChild(s, box.firstChild!);
  }) },
  { id: 's-prepend', route: '`prepend`', restores: true, run: (c) => script(c, withSrc(c), (s) => c.box().prepend(s)) },
  { id: 's-before', route: '`before`', restores: true, run: (c) => script(c, withSrc(c), (s) => c.box().before(s)) },
  { id: 's-after', route: '`after`', restores: true, run: (c) => script(c, withSrc(c), (s) => c.box().after(s)) },
  { id: 's-replaceWith', route: '`replaceWith`', restores: true, run: (c) => script(c, withSrc(c), (s) => {
    const span = c.doc.createElement('span');
    c.box().append(span);
    span.replaceWith(s);
  }) },
  { id: 's-replaceChildren', route: '`replaceChildren`', restores: true, run: (c) => script(c, withSrc(c), (s) => c.box().replaceChildren(s)) },
  { id: 's-insertAdjacentElement', route: '`insertAdjacentElement`', restores: true, run: (c) => script(c, withSrc(c), (s) => c.box().insertAdjacentElement('beforeend', s)) },
  { id: 's-text-before', route: 'a text node\'s `before`', restores: true, run: (c) => script(c, withSrc(c), (s) => {
    const text = c.doc.createTextNode('x');
    c.box().append(text);
    text.before(s);
  }) },
  { id: 's-fragment', route: 'a `DocumentFragment` appended', restores: true, run: (c) => script(c, withSrc(c), (s) => {
    const frag = c.doc.createDocumentFragment();
    frag.append(s);
    c.doc.head.append(frag);
  }) },
  { id: 's-range-insertNode', route: '`Range.insertNode`', restores: true, run: (c) => script(c, withSrc(c), (s) => {
    const range = c.doc.createRange();
    range.selectNodeContents(c.box());
    range.insertNode(s);
  }) },
  { id: 's-range-surround', route: '`Range.surroundContents`', restores: true, run: (c) => {
    const box = c.box();
    box.append('text');
    const s = c.doc.createElement('script');
    s.src = c.url();
    const range = c.doc.createRange();
    range.selectNodeContents(box);
    range.surroundContents(s);
  } },
  // Inserted by an element's own setters and methods: a table's caption, head and foot, a select's `add`. What
  // they insert is made by the fragment parser, where no hook sees an address, and filled while not in the page.
  { id: 's-table-caption', route: 'a table\'s `caption` setter', restores: true, run: (c) => byTable(c, 'caption', unseen(c, 'script')) },
  { id: 's-table-thead', route: 'a table\'s `tHead` setter', restores: true, run: (c) => byTable(c, 'tHead', unseen(c, 'script')) },
  { id: 's-table-tfoot', route: 'a table\'s `tFoot` setter', restores: true, run: (c) => byTable(c, 'tFoot', unseen(c, 'script')) },
  { id: 's-select-add', route: 'a select\'s `add`', restores: true, run: (c) => bySelect(c, 'select', unseen(c, 'script')) },
  { id: 's-options-add', route: 'a select\'s `options.add`', restores: true, run: (c) => bySelect(c, 'options', unseen(c, 'script')) },
  { id: 'i-table-caption', route: 'an iframe by a table\'s `caption` setter', restores: true, run: (c) => byTable(c, 'caption', unseen(c, 'iframe')) },
  { id: 'i-exec-insert-html', route: '`execCommand(\'insertHTML\')` in an editable box', restores: true, run: (c) => editorInserts(c, tag('iframe', c.url('embed.html'))) },
  // An editor's scripts never run, with the blocker or without: held ones are left out, never waited for on consent.
  { id: 's-exec-insert-html', route: '`execCommand(\'insertHTML\')` of a script', restores: false, run: (c) => editorInserts(c, `<p>x</p>${tag('script', c.url())}`) },
  { id: 's-contextual-fragment', route: '`Range.createContextualFragment`', restores: true, run: (c) => {
    const range = c.doc.createRange();
    range.selectNodeContents(c.doc.body);
    c.box().append(range.createContextualFragment(tag('script', c.url())));
  } },
  { id: 's-revive', route: 'a held script given its type back', restores: true, run: (c) => {
    const range = c.doc.createRange();
    range.selectNodeContents(c.doc.body);
    const box = c.box();
    box.append(range.createContextualFragment(tag('script', c.url())));
    const s = box.querySelector('script')!;
    s.removeAttribute('type');
    s.append('');
  } },
  { id: 's-clone', route: 'a clone of a held script', restores: true, run: (c) => {
    const s = c.doc.createElement('script');
    s.src = c.url();
    c.doc.head.append(s);
    c.doc.head.append(s.cloneNode(true));
  } },
  // Scripts: the address spelled another way.
  { id: 's-host-case', route: 'the host in capitals', restores: true, run: (c) => script(c, (s) => (s.src = c.url('mark.js', (p, o) => o.toUpperCase() + p))) },
  { id: 's-host-escaped', route: 'the host percent-encoded', restores: true, run: (c) => script(c, (s) => (s.src = c.url('mark.js', (p, o) => o.replace('localhost', 'localhos%74') + p))) },
  { id: 's-path-escaped', route: 'the path percent-encoded', restores: true, run: (c) => script(c, (s) => (s.src = c.url('mark.js', (p, o) => o + p.replace('/vendor/', '/%76endor/')))) },
  { id: 's-path-case', route: 'the path in capitals', restores: true, run: (c) => script(c, (s) => (s.src = c.url('mark.js', (p, o) => o + p.replace('/vendor/', '/VENDOR/')))) },
  { id: 's-path-slashes', route: 'doubled slashes', restores: true, run: (c) => script(c, (s) => (s.src = c.url('mark.js', (p, o) => o + p.replace('/fixtures/', '//fixtures//')))) },
  { id: 's-path-dots', route: 'encoded dot segments', restores: true, run: (c) => script(c, (s) => (s.src = c.url('mark.js', (p, o) => o + p.replace('/fixtures/', '/fixtures/x/%2e%2e/')))) },
  { id: 's-backslashes', route: 'backslashes', restores: true, run: (c) => script(c, (s) => (s.src = c.url('mark.js', (p, o) => o + p.replace(/\//g, '\\')))) },
  { id: 's-protocol-relative', route: 'a protocol-relative address', restores: true, run: (c) => script(c, (s) => (s.src = c.url('mark.js', (p, o) => o.replace(/^https?:/, '') + p))) },
  { id: 's-relative', route: 'a relative address', restores: true, run: (c) => script(c, (s) => (s.src = c.url('mark.js', (p) => p.replace('/tests/browser/fixtures/', '')))) },
  // SVG scripts.
  ...(['href', 'xlink', 'baseVal'] as const).map((how): Vector => ({
    id: `svg-${how}`, route: { href: 'an SVG `<script href>`', xlink: 'an SVG `<script xlink:href>`', baseVal: 'an SVG script\'s `href.baseVal`' }[how], restores: true,
    run: (c) => {
      const svg = c.doc.createElementNS(SVG, 'svg');
      const s = c.doc.createElementNS(SVG, 'script') as SVGScriptElement;
      if (how === 'href') s.setAttribute('href', c.url());
      else if (how === 'xlink') s.setAttributeNS(XLINK, 'xlink:href', c.url());
      else s.href.baseVal = c.url();
      svg.append(s);
      c.box().append(svg);
    },
  })),
  { id: 'svg-xlink-prefix', route: 'an SVG script\'s XLink href under another prefix', restores: true, run: (c) => {
    const svg = c.doc.createElementNS(SVG, 'svg');
    const s = c.doc.createElementNS(SVG, 'script');
    s.setAttributeNS(XLINK, 'x:href', c.url());
    svg.append(s);
    c.box().append(svg);
  } },
  { id: 'svg-markup', route: 'an SVG script in a contextual fragment', restores: true, run: (c) => {
    const range = c.doc.createRange();
    range.selectNodeContents(c.doc.body);
    c.box().append(range.createContextualFragment(`<svg><script href="${c.url()}"></script></svg>`));
  } },
  // Same-origin ("friendly") frames, how ad tags load.
  { id: 'f-in-frame', route: 'a script made and inserted in a same-origin frame', restores: true, run: (c) => {
    const d = c.friendly().contentDocument!;
    const s = d.createElement('script');
    s.src = c.url();
    d.head.append(s);
  } },
  { id: 'f-moved', route: 'a script made in a same-origin frame, inserted in the page', restores: true, run: (c) => {
    const s = c.friendly().contentDocument!.createElement('script');
    s.src = c.url();
    c.doc.head.append(s);
  } },
  { id: 'f-window-index', route: 'a frame\'s window reached through `frames[i]`', restores: true, run: (c) => {
    const f = c.friendly();
    const w = [...Array(c.win.frames.length).keys()].map((i) => c.win.frames[i]).find((x) => x?.frameElement === f) as Window & typeof globalThis;
    const s = w.document.createElement('script');
    s.src = c.url();
    w.document.body.append(s);
  } },
  { id: 'f-pristine', route: 'a `src` setter taken from a new frame\'s prototypes', restores: true, run: (c) => {
    const w = c.friendly().contentWindow as Window & typeof globalThis;
    script(c, (s) => Object.getOwnPropertyDescriptor(w.HTMLScriptElement.prototype, 'src')!.set!.call(s, c.url()));
  } },
  { id: 'f-write', route: '`document.write` into a same-origin frame', restores: true, run: (c) => {
    const d = c.friendly().contentDocument!;
    d.open();
    d.write(`<!doctype html><body>${tag('script', c.url())}</body>`);
    d.close();
  } },
  { id: 'f-nested', route: 'a frame inside a same-origin frame', restores: true, run: (c) => {
    const d = c.friendly().contentDocument!;
    const inner = d.createElement('iframe');
    d.body.append(inner);
    const s = inner.contentDocument!.createElement('script');
    s.src = c.url();
    inner.contentDocument!.head.append(s);
  } },
  { id: 'f-inner-frame', route: 'HTML set in a same-origin frame', restores: true, run: (c) => {
    c.friendly().contentDocument!.body.innerHTML = tag('iframe', c.url('embed.html'));
  } },
  // Frames: the address, however it is given.
  { id: 'i-prop', route: 'an iframe\'s `src` property', restores: true, run: (c) => frame(c, (f) => (f.src = c.url('embed.html'))) },
  { id: 'i-attr', route: 'an iframe\'s `setAttribute`', restores: true, run: (c) => frame(c, (f) => f.setAttribute('src', c.url('embed.html'))) },
  { id: 'i-late-src', route: 'an iframe given its `src` in the page', restores: true, run: (c) => frame(c, () => {}, (f) => {
    c.box().append(f);
    (f as HTMLIFrameElement).src = c.url('embed.html');
  }) },
  { id: 'i-named-item', route: '`attributes.setNamedItem`', restores: true, run: (c) => frame(c, () => {}, (f) => {
    c.box().append(f);
    const a = c.doc.createAttribute('src');
    a.value = c.url('embed.html');
    f.attributes.setNamedItem(a);
  }) },
  ...(['value', 'nodeValue', 'textContent'] as const).map((prop): Vector => ({
    id: `i-attr-${prop}`, route: `an attached \`Attr\`'s \`${prop}\``, restores: true,
    run: (c) => frame(c, (f) => f.setAttribute('src', 'about:blank'), (f) => {
      c.box().append(f);
      f.getAttributeNode('src')![prop] = c.url('embed.html');
    }),
  })),
  { id: 'i-inner', route: '`innerHTML`', restores: true, run: (c) => void (c.box().innerHTML = tag('iframe', c.url('embed.html'))) },
  { id: 'i-adjacent', route: '`insertAdjacentHTML`', restores: true, run: (c) => c.box().insertAdjacentHTML('afterbegin', tag('iframe', c.url('embed.html'))) },
  { id: 'i-outer', route: '`outerHTML`', restores: true, run: (c) => {
    const span = c.doc.createElement('span');
    c.box().append(span);
    span.outerHTML = tag('iframe', c.url('embed.html'));
  } },
  { id: 'i-shadow', route: 'a shadow root\'s `innerHTML`', restores: true, run: (c) => void (c.box().attachShadow({ mode: 'open' }).innerHTML = tag('iframe', c.url('embed.html'))) },
  { id: 'i-set-html-unsafe', route: '`setHTMLUnsafe`', restores: true, covered: (w) => 'setHTMLUnsafe' in w.Element.prototype,
    run: (c) => (c.box() as HTMLElement & { setHTMLUnsafe(h: string): void }).setHTMLUnsafe(tag('iframe', c.url('embed.html'))) },
  { id: 'i-set-html-unsafe-dsd', route: '`setHTMLUnsafe` with a declarative shadow root', restores: true, covered: (w) => 'setHTMLUnsafe' in w.Element.prototype,
    run: (c) => (c.box() as HTMLElement & { setHTMLUnsafe(h: string): void }).setHTMLUnsafe(`<div><template shadowrootmode="open">${tag('iframe', c.url('embed.html'))}</template></div>`) },
  ...([false, true] as const).map((declarative): Vector => ({
    id: declarative ? 'i-parse-html-unsafe-dsd' : 'i-parse-html-unsafe',
    route: declarative ? '`Document.parseHTMLUnsafe` with a declarative shadow root, then inserted' : '`Document.parseHTMLUnsafe`, then inserted',
    restores: true,
    covered: (w) => 'parseHTMLUnsafe' in w.Document,
    run: (c) => {
      const html = declarative ? `<div><template shadowrootmode="open">${tag('iframe', c.url('embed.html'))}</template></div>` : tag('iframe', c.url('embed.html'));
      const parsed = (c.win.Document as unknown as { parseHTMLUnsafe(h: string): Document }).parseHTMLUnsafe(html);
      c.box().append(...parsed.body.childNodes);
    },
  })),
  { id: 'i-adopt-dsd', route: 'a declarative shadow root adopted from a parsed document', restores: true, covered: (w) => 'parseHTMLUnsafe' in w.Document,
    run: (c) => {
      const parsed = (c.win.Document as unknown as { parseHTMLUnsafe(h: string): Document }).parseHTMLUnsafe(`<div><template shadowrootmode="open">${tag('iframe', c.url('embed.html'))}</template></div>`);
      c.box().append(c.doc.adoptNode(parsed.body.firstElementChild!));
    } },
  { id: 'i-svg-foreign', route: 'HTML set in an SVG element', restores: true, run: (c) => {
    const svg = c.doc.createElementNS(SVG, 'svg');
    c.box().append(svg);
    svg.innerHTML = `<foreignObject width="10" height="10">${tag('iframe', c.url('embed.html'))}</foreignObject>`;
  } },
  { id: 'i-data', route: 'a frame\'s `data:` document that loads one', restores: true, run: (c) => frame(c, (f) => (f.src = `data:text/html,${encodeURIComponent(tag('script', c.url()))}`)) },
  { id: 'i-srcdoc-base', route: 'a `srcdoc` whose own `<base>` makes the address', restores: true, run: (c) => frame(c, (f) => {
    f.srcdoc = `<base href="${c.win.location.origin}/tests/browser/fixtures/vendor/"><script src="mark.js?v=${new URL(c.url()).searchParams.get('v')}"></script>`;
  }) },
  { id: 'i-domparser', route: '`DOMParser`, then inserted', restores: true, run: (c) => {
    const parsed = new c.win.DOMParser().parseFromString(tag('iframe', c.url('embed.html')), 'text/html');
    c.box().append(c.doc.importNode(parsed.body.firstChild!, true));
  } },
  { id: 'i-srcdoc', route: 'an iframe\'s `srcdoc` that loads one', restores: true, run: (c) => frame(c, (f) => (f.srcdoc = tag('script', c.url()))) },
  { id: 'i-srcdoc-nested', route: 'a `srcdoc` with a frame that loads one', restores: true, run: (c) => frame(c, (f) => f.setAttribute('srcdoc', `<p>x</p>${tag('iframe', c.url('embed.html'))}`)) },
  // Navigations of a frame that shows a page (a new frame's first, empty document has no navigation events).
  { id: 'n-location', route: 'a frame\'s `location` set', restores: true, covered: hasNavigationApi, run: async (c) => {
    ((await c.loaded()).contentWindow as unknown as { location: string }).location = c.url('embed.html');
  } },
  { id: 'n-location-href', route: 'a frame\'s `location.href` set', restores: true, covered: hasNavigationApi, run: async (c) => {
    (await c.loaded()).contentWindow!.location.href = c.url('embed.html');
  } },
  { id: 'n-location-replace', route: 'a frame\'s `location.replace`', restores: true, covered: hasNavigationApi, run: async (c) => {
    (await c.loaded()).contentWindow!.location.replace(c.url('embed.html'));
  } },
  { id: 'n-open', route: '`window.open` with a frame\'s name', restores: true, run: (c) => void c.win.open(c.url('embed.html'), c.friendly().name) },
  // A link or form aimed at a frame: followed by a click, `requestSubmit()` or `submit()` (which sends no submit event).
  ...([['n-link', 'a link aimed at a frame', 'a'], ['n-form', 'a form aimed at a frame', 'requestSubmit'], ['n-form-submit', 'a form aimed at a frame, sent by `submit()`', 'submit']] as const)
    .map(([id, route, how]): Vector => ({
      id, route, restores: how === 'a', // a form is not re-sent on consent
      run: (c) => {
        const el = c.doc.createElement(how === 'a' ? 'a' : 'form');
        el.setAttribute(how === 'a' ? 'href' : 'action', c.url('embed.html'));
        el.setAttribute('target', c.friendly().name);
        c.box().append(el);
        if (how === 'a') el.click();
        else (el as HTMLFormElement)[how]();
      },
    })),
  { id: 'n-form-shadow', route: 'a form in a shadow root aimed at a frame', restores: false, run: (c) => {
    const form = c.doc.createElement('form');
    form.setAttribute('action', c.url('embed.html'));
    form.setAttribute('target', c.friendly().name);
    c.box().attachShadow({ mode: 'open' }).append(form);
    form.requestSubmit();
  } },
  // Objects, embeds and links.
  { id: 'o-prop', route: 'an `<object>`\'s `data`', restores: true, run: (c) => {
    const o = c.doc.createElement('object');
    o.data = c.url('embed.html');
    o.type = 'text/html';
    c.box().append(o);
  } },
  { id: 'o-attr', route: 'an `<object>` by `setAttribute`', restores: true, run: (c) => {
    const o = c.doc.createElement('object');
    o.setAttribute('type', 'text/html');
    o.setAttribute('data', c.url('embed.html'));
    c.box().append(o);
  } },
  { id: 'e-prop', route: 'an `<embed>`\'s `src`', restores: true, run: (c) => {
    const e = c.doc.createElement('embed');
    e.type = 'text/html';
    e.src = c.url('embed.html');
    c.box().append(e);
  } },
  { id: 'e-markup', route: 'an `<embed>` in HTML', restores: true, run: (c) => void (c.box().innerHTML = `<embed type="text/html" src="${c.url('embed.html')}">`) },
  ...(['preload', 'modulepreload', 'prefetch', 'stylesheet'] as const).map((rel): Vector => ({
    id: `l-${rel}`, route: `\`<link rel=${rel}>\``,
    // WebKitGTK has no prefetch: there it is held, and fetched by nobody once allowed.
    restores: (w) => w.document.createElement('link').relList.supports(rel),
    run: (c) => {
      const l = c.doc.createElement('link');
      l.rel = rel;
      if (rel === 'preload') l.as = 'script';
      l.href = c.url();
      c.doc.head.append(l);
    },
  })),
  { id: 'l-markup', route: 'a `<link>` in HTML', restores: true, run: (c) => c.doc.head.insertAdjacentHTML('beforeend', `<link rel="preload" as="script" href="${c.url()}">`) },

  // Values whose text changes as they are read: each hook reads one once and passes that on, so the harmless
  // first reading is what the platform gets. Nothing is held, so nothing is restored.
  { id: 'v-prop-changing', route: 'a `src` property given an object whose text changes as it is read', restores: false, run: (c) => script(c, (s) => (s.src = changing('about:blank', c.url()))) },
  { id: 'v-attr-changing', route: 'a `setAttribute` value whose text changes', restores: false, run: (c) => script(c, (s) => s.setAttribute('src', changing('about:blank', c.url()))) },
  { id: 'v-attr-name-changing', route: 'a `setAttribute` name whose text changes', restores: false, run: (c) => script(c, (s) => s.setAttribute(changing('data-src', 'src'), c.url())) },
  { id: 'v-attr-value-changing', route: 'an attached `Attr`\'s `value` whose text changes', restores: false, run: (c) => script(c, (s) => {
    s.setAttribute('src', 'about:blank');
    s.getAttributeNode('src')!.value = changing('about:blank', c.url());
  }) },
  { id: 'v-inner-changing', route: '`innerHTML` given an object whose text changes', restores: false, run: (c) => void (c.box().innerHTML = changing('<p></p>', tag('iframe', c.url('embed.html')))) },
  { id: 'v-adjacent-where-changing', route: 'an `insertAdjacentHTML` position whose text changes (inside a `<textarea>`, then after it)', restores: false, run: (c) => {
    const area = c.box().appendChild(c.doc.createElement('textarea'));
    area.insertAdjacentHTML(changing('afterbegin', 'afterend') as InsertPosition, tag('iframe', c.url('embed.html')));
  } },
  { id: 'v-exec-changing', route: 'an `execCommand` name whose text changes', restores: false, run: (c) => {
    const box = c.box();
    box.contentEditable = 'true';
    box.focus();
    c.doc.execCommand(changing('bold', 'insertHTML'), false, tag('iframe', c.url('embed.html')));
  } },
  { id: 'v-open-changing', route: 'a `window.open` address whose text changes', restores: false, run: (c) => void c.win.open(changing('about:blank', c.url('embed.html')), c.friendly().name) },
];

/** The vectors the fixture page runs while it is parsed (`document.write`), by id; their routes for docs/SECURITY.md. */
export const PARSE_TIME_VECTORS: Omit<Vector, 'run'>[] = [
  { id: 'w-script', route: '`document.write` while the page parses', restores: true },
  { id: 'w-writeln', route: '`document.writeln`', restores: true },
  { id: 'w-pieces', route: '`document.write` with several arguments', restores: true },
  { id: 'w-iframe', route: '`document.write` of an iframe', restores: true },
  { id: 'w-relative', route: '`document.write` with a relative address', restores: true },
  { id: 'w-frame-window', route: 'a frame `document.write` made, reached through `frames[i]` at once', restores: true },
  // Written as first read (harmless): there is no script to hold, nor to restore.
  { id: 'w-changing', route: '`document.write` of an object whose text changes each time it is read', restores: false },
];

/** Out of a script's reach: requests the page makes itself. docs/SECURITY.md lists them with what a site can do. */
export const NOT_COVERED = [
  'dynamic `import()`', 'module workers and `importScripts`', '`fetch`, `XMLHttpRequest` and `sendBeacon`',
  'images and pixels', 'a frame already showing another site', 'scripts a `srcdoc` document runs inline',
  'the `location` of a frame that has not loaded a page yet', 'a tag split across `document.write` calls',
  'a frame\'s `blob:` or `javascript:` document', 'a link not in the page', 'a `<base>` inserted together with what it addresses',
  'a script that gives nodes properties of their own to steer the blocker',
  'an option set by index',
];
