/**
 * The autoloader: the one `<script src=".../x-elements.js">` a page needs.
 * Marks the root script-enabled, then for each x-element tag present now or
 * added later applies its pre-upgrade styles (so upgrading shifts no
 * layout) and imports its chunk, from beside itself (and places the
 * popup form of a `window.xPopupForm` snippet). React and core are
 * imported at once; each tag's other chunks (its behaviours) are preloaded
 * beside its own file, so they arrive with it rather than after it has been
 * read; the files are evaluated one tag a task. Budget: docs/BUDGETS.md.
 */
declare const __X_TAGS__: string[];
/** The pre-upgrade rules, a group per element folder in the build's order (scripts/pre-css.mjs). */
declare const __X_PRE__: string[];
/** The shared chunks' names (`chunks/<name>.js`). */
declare const __X_CHUNKS__: string[];
/** For each of __X_TAGS__, the chunks its file imports: one base-36 digit each, an index into __X_CHUNKS__. */
declare const __X_DEPS__: string[];
/** The runtime chunk's name (React, core), evaluated before any tag's file. */
declare const __X_RUNTIME__: string;

((d, w: { xPopupForm?: unknown; xElementsLoaded?: 1 }) => {
  const script = (d.currentScript ?? d.querySelector('script[src*="x-elements"]')) as HTMLScriptElement | null;
  // Pasted twice (the theme's head and a snippet): the second copy only places its snippet.
  if (!w.xElementsLoaded) {
    w.xElementsLoaded = 1;
    const root = d.documentElement;
    root.classList.remove('no-js');
    // x-js: the linked pre-upgrade file's fallback for a script that never came stands down (scripts/pre-css.mjs).
    root.classList.add('js', 'x-js');
    // Where the pre-upgrade rules go: the end of the head as it is now (for a script in the head, where it
    // is in the page's order of styles), each group before it, in the build's order, once a tag the group
    // names is found. Before the page is drawn (the parser's elements are reported at the end of its task):
    // a page's first frame laid out with the rules of its own kinds of element only (5 groups of 41: 51
    // against 63 ms with the CPU slowed 4x, 200 elements).
    const mark = d.createElement('style');
    d.head.append(mark);
    // Read once each: every mention of a define is a copy of it in the build.
    const pre = __X_PRE__;
    const allTags = __X_TAGS__;
    const added: HTMLStyleElement[] = [];
    const addStyles = (tag: string, named = new RegExp(`${tag}(?![\\w-])`)) =>
      pre.forEach((css, i) => {
        // A group names the tag (not as a part of a longer name: x-menu, x-menu-search).
        if (added[i] || !named.test(css)) return;
        const style = (added[i] = d.createElement('style'));
        style.textContent = css;
        (added.find((s, j) => s && j > i) ?? mark).before(style);
        // A page script took the place away: then the end of the head.
        if (!style.isConnected) d.head.append(style);
      });
    const src = new URL(script?.src ?? location.href);
    const base = new URL('elements/', src).href;
    const tags = new Set(allTags);
    // A tag a bundle of the site's own defines, before this ran or at any time after: its rules (some stay
    // after the upgrade) before the next frame, and no chunk of ours. The scans look only for undefined
    // elements, so a tag defined elsewhere is found here, wherever its elements are.
    allTags.forEach((t) => customElements.whenDefined(t).then(() => tags.delete(t) && addStyles(t)));
    // Starting a fetch costs the main thread (1 to 3 ms a link with the CPU slowed 4x). In the task that
    // found the first tag (a parser chunk's, long on a long page) only React and core's, which every tag
    // waits for; the others 6 a task in the next tasks, where the browser runs them ahead of the parser's
    // (user-blocking; without postTask at once, then a timer turn each: a timer came after the parser's chunks).
    const post = (w as { scheduler?: { postTask?: (cb: unknown, o: object) => void } }).scheduler;
    // Links a task may add: 6 in each of the loader's own, in any other none where a task of the loader's can
    // go ahead of the parser's (postTask), else 6 there too.
    const others = post?.postTask ? 0 : 6;
    // The next task, ahead of the parser's and of the mounts the last define queued (user-visible or background tasks).
    const nextTask = () => new Promise((next) => (others ? setTimeout(next) : post!.postTask!(next, { priority: 'user-blocking' })));
    const queue: string[] = [];
    let left = others;
    let due: unknown = 0;
    const flush = () => {
      // With this script's nonce: a strict CSP's 'strict-dynamic' trusts no link of itself.
      for (; left && queue.length; left--) d.head.append(Object.assign(d.createElement('link'), { rel: 'modulepreload', href: queue.shift(), nonce: script?.nonce ?? '' }));
      due ||= queue.length && nextTask().then(() => {
        due = 0;
        left = 6;
        flush();
        left = others;
      });
    };
    const fetchModule = (href: string) => (queue.push(href), flush());
    const runtime = `${base}../chunks/${__X_RUNTIME__}.js`;
    // Fetched once each; the runtime by its import.
    const preloaded = new Set([runtime]);
    let evaluated: Promise<unknown> | undefined;
    const load = (tag: string) => {
      if (!tags.delete(tag)) return;
      addStyles(tag);
      // Fetch the chunks the tag's file imports beside it: a page busy parsing reads that file late.
      for (const i of __X_DEPS__[allTags.indexOf(tag)]!) {
        const href = `${base}../chunks/${__X_CHUNKS__[parseInt(i, 36)]}.js`;
        if (preloaded.has(href)) continue;
        preloaded.add(href);
        fetchModule(href);
      }
      // The script's own query (WordPress's ?ver=) on each element's file too: a new release is never read from a cache.
      const url = `${base}${tag}.js${src.search}`;
      fetchModule(url);
      // Fetched at once, evaluated one tag a task, in the order found: when the shared runtime arrived,
      // every tag's file was evaluated, and its instances upgraded, in that one task (64 ms on a page of 25 tags).
      // React and core first, alone (this import fetches them): with the first tag's upgrades they made one long task.
      evaluated = (evaluated ??= import(runtime).then(nextTask, nextTask))
        .then(() => import(url))
        .catch((e) => {
          console.error(`x-elements: could not load <${tag}>`, e);
          // Release the content the pre-upgrade styles hold back.
          d.querySelectorAll(tag).forEach((el) => el.setAttribute('data-x-error', ''));
        })
        .then(nextTask);
    };
    const scan = (node: Element | Document) => {
      load((node as Element).localName); // the document's is undefined: no tag
      // The parser adds an element before its children: most added nodes have none to search. A subtree a
      // script inserts whole is searched for undefined custom elements (one simple selector, where a list
      // of all 42 tags was tested against each descendant: a third of the observer's time on a long page).
      if (node.firstElementChild) node.querySelectorAll(':not(:defined)').forEach((el) => load(el.localName));
    };
    // A parser chunk reports each of its elements (1,713 records for a page of 200 elements): past 64, one
    // search of the document costs less than a look at each. Fewer, once every tag has loaded, cost one size check a node.
    new MutationObserver((records) => {
      if (records[64]) scan(d);
      else for (const r of records) r.addedNodes.forEach((n) => n.nodeType === 1 && tags.size && scan(n as Element));
    }).observe(root, { childList: true, subtree: true });
    scan(d);
  }
  // The embed snippet's global object, read now and again once the page is
  // parsed (it may be set after a head script): one element, where the
  // script tag was pasted in the body, else at the end of the body.
  const place = () => {
    if (!w.xPopupForm || d.querySelector('[data-x-global]')) return;
    const el = d.createElement('x-popup-form');
    el.dataset.xGlobal = '';
    if (script?.closest('body')) script.after(el);
    else d.body.append(el);
  };
  if (d.body) place();
  d.addEventListener('DOMContentLoaded', place);
})(document, window as never);
