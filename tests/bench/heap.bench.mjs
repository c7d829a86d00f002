// Heap growth after 10,000 create/connect/disconnect cycles of each element
// (in batches of 100, each mounted and rendered, then removed). Leaks show
// as growth that does not come back after garbage collection.
export const name = 'Heap after 10,000 create / connect / disconnect cycles per element, Chromium';

const MARKUP = {
  'x-slider': '<x-slider><div>a</div><div>b</div><div>c</div></x-slider>',
  'x-tabs': '<x-tabs><button slot="tab">A</button><div>a</div><button slot="tab">B</button><div>b</div></x-tabs>',
  'x-accordion': '<x-accordion><x-toggle><b slot="title">Q</b><p>A</p></x-toggle><x-toggle><b slot="title">Q</b><p>A</p></x-toggle></x-accordion>',
  'x-toggle': '<x-toggle><b slot="title">Q</b><p>A</p></x-toggle>',
  'x-countdown': '<x-countdown end="2030-01-01T00:00:00+01:00"><p>Ends</p></x-countdown>',
  'x-contact-form': '<x-contact-form id="c" captcha><form method="post"><p data-conditional-logic=\'[["a","is","x"]]\'><input name="b" required></p><input name="a" required><button>Send</button></form></x-contact-form>',
  'x-newsletter': '<x-newsletter list-id="l"><form><input name="email" type="email" required><button>Go</button></form></x-newsletter>',
  'x-carousel': '<x-carousel data-settings=\'{"desktop": 2, "autoplay": "on", "slider_effec": "fade"}\'><div>a</div><div>b</div><div>c</div></x-carousel>',
  // Every optional part: text blocks, style settings, hash navigation, zoom, the page's arrows (order).
  'x-carousel, every part': '<x-carousel id="h" data-style=\'{"background_color": "#eee", "background_color__hover": "#ddd"}\' data-settings=\'{"hashNavigation": "on", "zoom": "on", "order": 9}\'><div data-hash="a" data-style=\'{"use_background_color_gradient": "on"}\'><p data-text-limit=\'{"status": "true", "limit": 4}\'>Longer text</p></div><div data-hash="b">b</div></x-carousel>',
  'x-scroll-effects': '<x-scroll-effects data-motion=\'{"desktop": [{"id": ".m", "resolver": "opacity", "startValue": 0, "midValue": 100, "endValue": 0}, {"id": ".m", "resolver": "translateY", "startValue": 1, "midValue": 0, "endValue": -1}]}\'><p class="m">a</p></x-scroll-effects>',
  'x-popup-form': '<x-popup-form><form action="/api/embed/submit" method="post"><div data-page><input name="email" data-field="email"></div></form></x-popup-form>',
  // Issue 15's elements: the player (native, and a YouTube video before its first play), split tests, the shop, the feed form.
  'x-media-player': '<x-media-player><video width="640" height="360" preload="none"><source src="/assets/waves.webm" type="video/webm"><track kind="captions" src="/assets/waves.en.vtt" srclang="en" label="English"></video></x-media-player>',
  'x-media-player, YouTube': '<x-media-player><video width="640" height="360" preload="none"><source type="video/youtube" src="https://www.youtube.com/watch?v=aqz-KE-bpKQ"></video></x-media-player>',
  'x-split-test + x-split-goal': '<div><x-split-test test="100" subject="1" goal><p>B</p></x-split-test><x-split-goal test="100"><a href="#buy">Buy</a></x-split-goal></div>',
  'x-checkout': '<x-checkout><form class="checkout"><input name="billing_postcode"><div class="woocommerce-shipping-fields"><input type="checkbox" name="ship_to_different_address"><div class="shipping_address"><input name="shipping_postcode"></div></div><ul class="wc_payment_methods"><li><input type="radio" name="payment_method" value="a" checked></li><li><input type="radio" name="payment_method" value="b"></li></ul></form></x-checkout>',
  'x-rating': '<x-rating><select name="rating"><option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not bad</option><option value="1">Poor</option></select></x-rating>',
  'x-cart-count': '<x-cart-count count="2"><a href="#cart"><span data-x-cart-label>2 Items</span></a></x-cart-count>',
  'x-feed-form': '<x-feed-form><form action="/feed-service/mailverify" method="post"><input type="email" name="email"><input type="hidden" name="uri" value="club"><button>Go</button></form></x-feed-form>',
};
const CYCLES = Number(process.env.BENCH_HEAP_CYCLES ?? 10000);
const BATCH = 100;

function cycles([markup, batches, size]) {
  const stage = document.getElementById('stage');
  const tpl = document.createElement('template');
  tpl.innerHTML = markup;
  return (async () => {
    // Every element in the markup defined (the autoloader loads them as they appear).
    const probe = tpl.content.firstElementChild.cloneNode(true);
    stage.append(probe);
    await Promise.all([probe, ...probe.querySelectorAll('*')].filter((n) => n.localName.startsWith('x-')).map((n) => customElements.whenDefined(n.localName)));
    probe.remove();
    for (let b = 0; b < batches; b++) {
      const els = Array.from({ length: size }, () => tpl.content.firstElementChild.cloneNode(true));
      stage.append(...els);
      await Promise.all(els.flatMap((el) => [el, ...el.querySelectorAll('*')]).filter((n) => n.ready).map((n) => n.ready));
      for (const el of els) el.remove();
      await new Promise((r) => setTimeout(r, 5)); // let deferred unmounts run
    }
  })();
}

export async function run({ browser, server }) {
  const rows = [];
  for (const [tag, markup] of Object.entries(MARKUP).filter(([t]) => !process.env.BENCH_TAG || t === process.env.BENCH_TAG)) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${server.url}/bench/heap.html`);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await page.waitForTimeout(50);
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await page.evaluate(cycles, [markup, 2, BATCH]); // warm-up: code compiled, caches filled
    const before = await heap();
    const start = Date.now();
    const half = CYCLES / BATCH / 2;
    await page.evaluate(cycles, [markup, half, BATCH]);
    const middle = await heap();
    await page.evaluate(cycles, [markup, half, BATCH]);
    const seconds = (Date.now() - start) / 1000;
    const after = await heap();
    // A leak grows with every cycle: the second half grows as much as the
    // first. Warm-up (compiled code, caches) shows in the first half only.
    rows.push({
      element: tag,
      cycles: CYCLES,
      'heap before (KB)': Math.round(before / 1024),
      'growth, first half (KB)': Math.round((middle - before) / 1024),
      'growth, second half (KB)': Math.round((after - middle) / 1024),
      'bytes per cycle, second half': Math.round((after - middle) / (CYCLES / 2)),
      'cycles per second': Math.round(CYCLES / seconds),
    });
    await page.close();
  }
  return rows;
}
