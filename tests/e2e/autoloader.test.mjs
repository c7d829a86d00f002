// The autoloader against the real build and server, in Chromium.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './browser.mjs';

const env = serverAndBrowser({ before, after });

/** A page whose `window.__task()` tells which task is running: a message to itself each task, counted, for 10 s. */
async function pageCountingTasks() {
  const page = await env.browser.newPage();
  await page.addInitScript(() => {
    let tasks = 0;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      tasks++;
      if (performance.now() < 10000) channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
    window.__task = () => tasks;
  });
  return page;
}

async function open(path) {
  const page = await env.browser.newPage();
  const requests = [];
  const problems = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${env.server.url}${path}`);
  return { page, requests, problems };
}

describe('dist/x-elements.js (autoloader)', () => {
  it('marks the root script-enabled and loads only the chunks of tags on the page', async () => {
    const { page, requests, problems } = await open('/x-tabs.html');
    await page.waitForFunction(() => document.querySelector('x-tabs')?.hasAttribute('data-x-ready'));
    // `js` replaces `no-js` (docs pages add their own `docs-ready`).
    assert.deepEqual(await page.evaluate(() => ['js', 'no-js'].map((c) => document.documentElement.classList.contains(c))), [true, false]);
    const elementChunks = requests.filter((p) => p.startsWith('/dist/elements/'));
    assert.deepEqual(elementChunks, ['/dist/elements/x-tabs.js']);
    assert.equal(requests.filter((p) => /\/dist\/chunks\/runtime-/.test(p)).length, 1, 'one shared runtime chunk');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('preloads each tag\'s chunks beside its own file, with the script\'s nonce, and fetches each chunk once', async () => {
    const { page, requests, problems } = await open('/x-portfolio.html');
    await page.waitForFunction(() => document.querySelector('x-portfolio')?.hasAttribute('data-x-ready'));
    const { preloads, imported, nonce } = await page.evaluate(async () => {
      const script = document.querySelector('script[src*="x-elements.js"]');
      const links = [...document.querySelectorAll('link[rel="modulepreload"]')];
      const entry = await (await fetch(new URL('elements/x-portfolio.js', script.src))).text();
      return {
        preloads: links.map((l) => new URL(l.href).pathname),
        imported: [...entry.matchAll(/import[^"']*["'](\.\.\/chunks\/[^"']+)["']/g)].map((m) => new URL(m[1], new URL('elements/x-portfolio.js', script.src)).pathname),
        nonce: links.every((l) => l.nonce === (script.nonce ?? '')),
      };
    });
    // Every chunk the entry imports, statically, is preloaded (the page's other tags may add more), but
    // React and core, which the loader imports at once (one fetch start in the task that found the tag).
    for (const chunk of imported) assert.ok(preloads.includes(chunk) !== /\/runtime-/.test(chunk), `${chunk} preloaded, or imported if the runtime`);
    assert.ok(imported.some((c) => /paging-bar-/.test(c)), 'the portfolio\'s own chunks are among them');
    assert.ok(nonce, 'each preload carries the script\'s nonce');
    const chunks = requests.filter((p) => p.startsWith('/dist/chunks/'));
    assert.deepEqual(chunks, [...new Set(chunks)], 'no chunk fetched twice');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('evaluates one tag\'s file a task, not every file in the task the runtime arrives in', async () => {
    // Each define notes its task (the accordion defines the toggle with it: its file imports the toggle's).
    const page = await pageCountingTasks();
    await page.addInitScript(() => {
      window.__defines = [];
      const define = customElements.define.bind(customElements);
      customElements.define = (name, ...rest) => {
        window.__defines.push([name, window.__task()]);
        return define(name, ...rest);
      };
    });
    await page.goto(`${env.server.url}/stress.html`);
    await page.waitForFunction(() => window.__defines.length >= 5, null, { timeout: 20000 });
    const defines = await page.evaluate(() => window.__defines.filter(([name]) => /^x-(slider|tabs|accordion|countdown)$/.test(name)));
    assert.equal(defines.length, 4, JSON.stringify(defines));
    assert.equal(new Set(defines.map(([, task]) => task)).size, 4, `each define in a task of its own: ${JSON.stringify(defines)}`);
    await page.close();
  });

  for (const postTask of [true, false]) {
    it(`starts at most 6 fetches at a time, on a page of many tags (${postTask ? 'with' : 'without'} scheduler.postTask)`, async () => {
      // Each modulepreload link noted as appended, in runs: a run is what is appended before a microtask
      // ends it (the loader's next 6 come in a task of their own). A run of more is one long task on a slow phone.
      const page = await env.browser.newPage();
      await page.addInitScript((keep) => {
        if (!keep) delete window.scheduler; // as in Safari
        window.__runs = [];
        let open = false;
        const append = Element.prototype.append;
        Element.prototype.append = function (...nodes) {
          const links = nodes.filter((n) => n.rel === 'modulepreload').length;
          if (links && !open) {
            open = true;
            window.__runs.push(0);
            queueMicrotask(() => (open = false));
          }
          if (links) window.__runs[window.__runs.length - 1] += links;
          return append.apply(this, nodes);
        };
      }, postTask);
      await page.goto(`${env.server.url}/`);
      await page.waitForFunction(() => document.querySelector('x-header')?.hasAttribute('data-x-ready'), null, { timeout: 20000 });
      const runs = await page.evaluate(() => window.__runs);
      assert.ok(runs.reduce((a, b) => a + b, 0) > 16, `${runs.join(' + ')} links`);
      assert.ok(Math.max(...runs) <= 6, `links per run: ${runs.join(' ')}`);
      await page.close();
    });
  }

  it('starts no fetch in the parser task that found the first tag', async () => {
    // That task is long on a long page (a parser chunk's): the links are added in the next. Noted: a
    // modulepreload link appended while the observers are told of the first x- tag (this one first).
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      let finding = false;
      window.__early = [];
      window.__found = false;
      const append = Element.prototype.append;
      Element.prototype.append = function (...nodes) {
        if (finding) window.__early.push(...nodes.filter((n) => n.rel === 'modulepreload').map((n) => n.href));
        return append.apply(this, nodes);
      };
      new MutationObserver((records) => {
        if (window.__found || !records.some((r) => [...r.addedNodes].some((n) => n.localName?.startsWith('x-')))) return;
        window.__found = finding = true;
        queueMicrotask(() => (finding = false)); // after the other observers' callbacks
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${env.server.url}/stress.html`);
    await page.waitForFunction(() => document.querySelectorAll('link[rel="modulepreload"]').length >= 6, null, { timeout: 20000 });
    const { found, early } = await page.evaluate(() => ({ found: window.__found, early: window.__early }));
    assert.ok(found, 'no x- tag seen');
    assert.deepEqual(early, []);
    await page.close();
  });

  it('applies the pre-upgrade rules of the tags on the page only, in the first frame, where the script stands among the page\'s styles, in the build\'s order', async () => {
    const page = await env.browser.newPage();
    try {
      // The second panel is held back before upgrade (tabs.pre.css): seen so in the first frame after it is parsed.
      const html = `<!doctype html><html><head><script src="/dist/x-elements.js"></script>
        <style id="after">p { margin: 0; }</style></head>
        <body><x-tabs><button slot="tab">A</button><div>a</div><button slot="tab">B</button><div id="b">b</div></x-tabs>
        <script>requestAnimationFrame(() => { const b = document.getElementById('b'); window.__first = b.closest('[data-x-ready]') ? 'upgraded already' : getComputedStyle(b).display; });</script>
        <x-slider><div>1</div><div>2</div></x-slider></body></html>`;
      await page.route(`${env.server.url}/pre-upgrade-order.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await page.goto(`${env.server.url}/pre-upgrade-order.html`);
      await page.waitForFunction(() => window.__first !== undefined);
      assert.equal(await page.evaluate(() => window.__first), 'none', 'the tabs\' rules in the first frame');
      const order = await page.evaluate(async () => {
        // Each style the autoloader added, by the first element its rules name; the page's own by id.
        const named = () => [...document.head.children].map((el) => el.id || (el.localName === 'style' ? el.textContent.match(/^[^{]*?(x-[a-z-]+)/)?.[1] ?? 'place' : el.localName));
        const first = named();
        const text = [...document.head.querySelectorAll('style:not([id])')].map((style) => style.textContent).join('');
        document.body.append(document.createElement('x-portfolio'));
        await new Promise((next) => setTimeout(next));
        return { first, text, later: named() };
      });
      const groups = ['x-slider', 'x-tabs'];
      assert.deepEqual(order.first.slice(0, 5), ['script', ...groups, 'place', 'after']); // then the preload links
      assert.doesNotMatch(order.text, /x-gallery|x-counter|x-header|x-portfolio/, 'no other element\'s rules before one is on the page');
      // x-portfolio's folder comes before x-slider's in the build: its rules go before them, still where the script is.
      assert.deepEqual(order.later.slice(0, 5), ['script', 'x-portfolio', ...groups, 'place']);
    } finally {
      await page.close();
    }
  });

  /** A page of `html` served at `path`, with the paths it requested. */
  async function served(path, html) {
    const page = await env.browser.newPage();
    const requests = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.route(`${env.server.url}${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${env.server.url}${path}`);
    return { page, requests };
  }
  /** The tag each `<style>` in the head is a group of (the place's marker: 'place'). */
  const groupsIn = (page) => page.evaluate(() => [...document.head.querySelectorAll('style')].map((s) => s.textContent.match(/^[^{]*?(x-[a-z-]+)/)?.[1] ?? 'place'));

  it('applies the pre-upgrade rules of a tag the site\'s own bundle defined before it ran, and fetches none of ours for it', async () => {
    // The script at the end of the body: the element is parsed (and defined) before it runs, so no scan reports it.
    const { page, requests } = await served('/pre-upgrade-defined.html', `<!doctype html><html><head><script>customElements.define('x-counter', class extends HTMLElement {});</script></head>
      <body><x-counter value="5"></x-counter><script src="/dist/x-elements.js"></script></body></html>`);
    try {
      await page.waitForFunction(() => document.head.querySelectorAll('style').length === 2, null, { timeout: 5000 });
      assert.deepEqual(await groupsIn(page), ['x-counter', 'place']);
      assert.deepEqual(requests.filter((p) => p.startsWith('/dist/') && p !== '/dist/x-elements.js'), [], 'no chunk of ours for a tag defined elsewhere');
    } finally {
      await page.close();
    }
  });

  it('applies the pre-upgrade rules of a tag the site\'s own bundle defines later, wherever its elements are, and fetches none of ours for it', async () => {
    const { page, requests } = await served('/pre-upgrade-defined-later.html', '<!doctype html><html><head><script src="/dist/x-elements.js"></script></head><body><p>Text</p></body></html>');
    try {
      assert.deepEqual(await groupsIn(page), ['place']);
      // Defined, then inserted inside a subtree: the search of an inserted subtree looks for undefined elements only.
      await page.evaluate(() => {
        customElements.define('x-counter', class extends HTMLElement {});
        const div = document.createElement('div');
        div.innerHTML = '<x-counter value="5"></x-counter>';
        document.body.append(div);
      });
      await page.waitForFunction(() => document.head.querySelectorAll('style').length === 2, null, { timeout: 5000 });
      assert.deepEqual(await groupsIn(page), ['x-counter', 'place']);
      assert.deepEqual(requests.filter((p) => p.startsWith('/dist/') && p !== '/dist/x-elements.js'), [], 'no chunk of ours for a tag defined elsewhere');
    } finally {
      await page.close();
    }
  });

  it('loads the chunk of a tag added later, once', async () => {
    const { page, requests } = await open('/x-tabs.html');
    await page.waitForFunction(() => document.querySelector('x-tabs')?.hasAttribute('data-x-ready'));
    await page.evaluate(() => {
      for (let i = 0; i < 3; i++) {
        const s = document.createElement('x-slider');
        s.innerHTML = '<div>a</div><div>b</div>';
        document.body.prepend(s);
      }
    });
    await page.waitForFunction(() => [...document.querySelectorAll('x-slider')].every((s) => s.hasAttribute('data-x-ready')));
    assert.equal(requests.filter((p) => p === '/dist/elements/x-slider.js').length, 1);
    assert.equal(requests.filter((p) => /\/dist\/chunks\/runtime-/.test(p)).length, 1, 'runtime not fetched again');
    await page.close();
  });

  it('finds a tag deep in a subtree a script inserts whole, beside other libraries\' undefined elements', async () => {
    // Only the subtree's root is reported to the autoloader's observer: the rest is searched (for undefined custom elements).
    const { page, requests, problems } = await open('/x-tabs.html');
    await page.waitForFunction(() => document.querySelector('x-tabs')?.hasAttribute('data-x-ready'));
    await page.evaluate(() => {
      const wrap = document.createElement('div');
      const section = wrap.appendChild(document.createElement('section'));
      section.append(document.createElement('other-widget'), document.createElement('x-tabs'));
      const countdown = section.appendChild(document.createElement('x-countdown'));
      countdown.setAttribute('end', '2099-01-01T00:00:00Z');
      document.body.append(wrap);
    });
    await page.waitForFunction(() => document.querySelector('section x-countdown')?.hasAttribute('data-x-ready'));
    assert.equal(requests.filter((p) => p === '/dist/elements/x-countdown.js').length, 1);
    assert.equal(requests.filter((p) => p === '/dist/elements/x-tabs.js').length, 1, 'a loaded tag is not fetched again');
    assert.ok(!requests.some((p) => /other-widget/.test(p)), 'another library\'s tag is none of ours');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('mounts all 200 elements of a mixed page, those in the first viewport first', async () => {
    const page = await env.browser.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    // Record the mount order from the very start of the page.
    await page.addInitScript(() => {
      window.__order = [];
      new MutationObserver((records) => {
        for (const r of records) if (r.target.id) window.__order.push(r.target.id);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-x-ready'] });
    });
    await page.goto(`${env.server.url}/stress.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('main > *')].every((el) => el.hasAttribute('data-x-ready')), null, { timeout: 20000 });
    const { order, inView } = await page.evaluate(() => ({
      order: window.__order,
      inView: [...document.querySelectorAll('main > *')].filter((el) => el.getBoundingClientRect().top < innerHeight).map((el) => el.id),
    }));
    assert.equal(order.length, 200, 'every element mounted once');
    assert.ok(inView.length > 0 && inView.length < 40, `a first viewport of ${inView.length}`);
    // Per tag (a chunk arrives when it arrives: while one is still on its way, the others' off-screen
    // elements mount), those in view mount before those out of view; the near-viewport margin may bring a
    // few neighbours along. That a task mounting those in view mounts nothing else: core.browser.tsx.
    for (const kind of ['s', 't', 'a', 'c']) {
      const mine = order.filter((id) => id.startsWith(kind));
      const visible = inView.filter((id) => id.startsWith(kind));
      const late = visible.filter((id) => mine.indexOf(id) >= visible.length + 3);
      assert.deepEqual(late, [], `${kind}: ${mine.slice(0, 15).join(' ')}`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('shows a page with malformed attributes working, with one warning per bad value', async () => {
    const page = await env.browser.newPage();
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(`${env.server.url}/resilience.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('main > [id], main > x-slider, main > x-tabs, main > x-countdown, main > x-accordion, main > x-contact-form, main > x-newsletter, main > x-popup-form')].every((el) => el.hasAttribute('data-x-ready')));
    // The forms' own checks run in effects after the first render; none comes after the page's requests settle.
    await page.waitForLoadState('networkidle');
    assert.equal(warnings.length, 9, warnings.join('\n'));
    for (const [tag, attr] of [['x-contact-form', 'timeout'], ['x-newsletter', 'redirect-url'], ['x-popup-form', 'data-show-after']]) {
      assert.ok(warnings.some((w) => w.includes(`<${tag}> attribute "${attr}"`)), `${tag} ${attr}`);
    }
    assert.ok(warnings.some((w) => w.includes('<x-contact-form> a data-conditional-logic value is invalid')));
    await page.evaluate(() => document.querySelector('x-slider').next());
    await page.waitForFunction(() => document.querySelector('x-slider').children[1].getAttribute('data-x-state') === 'active');
    await page.close();
  });
});
