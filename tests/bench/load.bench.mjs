// The 200 mixed elements page: time until those in the first viewport are
// ready, until all 200 are, long tasks (> 50 ms) and the longest, bytes and requests.
export const name = 'Page of 200 mixed elements (slider, tabs, accordion, countdown), Chromium';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(browser, url) {
  const page = await browser.newPage();
  let bytes = 0;
  let requests = 0;
  page.on('response', async (r) => {
    requests++;
    bytes += Number(r.headers()['content-length'] ?? 0);
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  const firstViewport = await page.evaluate(() => new Promise((resolve) => {
    const check = () => {
      const inView = [...document.querySelectorAll('main > *')].filter((el) => el.getBoundingClientRect().top < innerHeight);
      if (inView.length && inView.every((el) => el.hasAttribute('data-x-ready'))) resolve(performance.now());
      else setTimeout(check, 5);
    };
    check();
  }));
  const all = await page.evaluate(() => new Promise((resolve) => {
    const check = () => ([...document.querySelectorAll('main > *')].every((el) => el.hasAttribute('data-x-ready')) ? resolve(performance.now()) : setTimeout(check, 5));
    check();
  }));
  await page.waitForTimeout(300);
  const longTasks = await page.evaluate(() => window.__longTasks);
  await page.close();
  return { firstViewport, all, longTasks: longTasks.length, longest: Math.max(0, ...longTasks), bytes, requests };
}

export async function run({ browser, server, runs }) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(browser, `${server.url}/stress.html`));
  const pick = (k) => Math.round(median(results.map((r) => r[k])));
  return [{
    library: 'x-elements',
    'first viewport ready (ms)': pick('firstViewport'),
    'all 200 ready (ms)': pick('all'),
    'long tasks > 50 ms': pick('longTasks'),
    'longest task (ms)': pick('longest'),
    'bytes fetched': pick('bytes'),
    requests: pick('requests'),
  }];
}
