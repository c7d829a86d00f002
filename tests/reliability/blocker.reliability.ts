// The consent blocker's corpus (blocker-corpus.ts) in every engine: each
// vector runs in a page under the built blocker, and the server's own log
// of the vendor folder (web-test-runner.config.mjs) must show no request
// for any covered vector before consent, and one for each vector docs/SECURITY.md
// says is restored once its category is allowed.
import { expect } from 'chai';
import { BLOCKER_VECTORS, PARSE_TIME_VECTORS, type VectorContext } from './blocker-corpus';
import { report } from './harness';
import { clearCookies, nextFrame, removeFrame, sleep } from '../browser/helpers';
import { COOKIE_NAME } from '../../elements/consent/state';
import type { ConsentApi } from '../../elements/consent/blocker';

type Win = Window & typeof globalThis & { xConsent: ConsentApi; __ran?: string[] };
const RUN = Math.random().toString(36).slice(2, 10);
const markerOf = (id: string) => `${RUN}-${id}`;
const clearCookie = () => clearCookies((n) => n === COOKIE_NAME);

/** What reached the server for the vendor folder, per vector of this run. */
async function hits(): Promise<Map<string, number>> {
  const log = (await (await fetch('/__vendor-log', { cache: 'no-store' })).json()) as string[];
  const counts = new Map<string, number>();
  for (const url of log) {
    const v = new URLSearchParams(url.split('?')[1] ?? '').get('v') ?? '';
    if (v.startsWith(`${RUN}-`)) counts.set(v.slice(RUN.length + 1), (counts.get(v.slice(RUN.length + 1)) ?? 0) + 1);
  }
  return counts;
}

/** Requests of the page's own, made after the vectors and answered: anything a vector started has had its turn at the server. */
async function roundTrips(win: Win) {
  for (let i = 0; i < 2; i++) {
    await (await win.fetch(`/tests/browser/fixtures/consent-static.html?probe-${RUN}-${i}`, { cache: 'no-store' })).text();
    await nextFrame();
    await nextFrame();
  }
}

describe('consent blocker corpus: no request before consent, by any route', () => {
  let frame: HTMLIFrameElement;
  let win: Win;
  const covered = () => [...BLOCKER_VECTORS.filter((v) => !v.covered || v.covered(win)), ...PARSE_TIME_VECTORS];

  before(async () => {
    await clearCookie();
    frame = document.createElement('iframe');
    frame.src = `/tests/browser/fixtures/consent-vectors.html?run=${RUN}`;
    document.body.append(frame);
    await new Promise((r) => frame.addEventListener('load', r, { once: true }));
    win = frame.contentWindow as Win;
  });
  after(async () => {
    await removeFrame(frame);
    await clearCookie();
  });

  it(`holds all ${BLOCKER_VECTORS.length + PARSE_TIME_VECTORS.length} vectors: nothing of the provider reaches the network, nothing runs`, async () => {
    expect(BLOCKER_VECTORS.length + PARSE_TIME_VECTORS.length).to.be.at.least(60);
    const doc = win.document;
    const threw: string[] = [];
    for (const v of BLOCKER_VECTORS) {
      const context: VectorContext = {
        win,
        doc,
        url: (file = 'mark.js', spell) => {
          const path = `/tests/browser/fixtures/vendor/${file}?v=${markerOf(v.id)}`;
          return spell ? spell(path, win.location.origin) : win.location.origin + path;
        },
        friendly() {
          const f = doc.createElement('iframe');
          f.name = `frame-${v.id}`;
          doc.body.append(f);
          return f;
        },
        async loaded() {
          const f = doc.createElement('iframe');
          f.name = `frame-${v.id}`;
          f.src = '/tests/browser/fixtures/consent-page.html';
          const loaded = new Promise((r) => f.addEventListener('load', r, { once: true }));
          doc.body.append(f);
          await loaded;
          return f;
        },
        box() {
          const b = doc.createElement('div');
          b.id = `box-${v.id}`;
          doc.body.append(b);
          return b;
        },
      };
      try {
        await v.run(context);
      } catch (error) {
        threw.push(`${v.id}: ${String(error)}`);
      }
    }
    await roundTrips(win);
    const seen = await hits();
    const leaked = covered().filter((v) => seen.has(v.id)).map((v) => `${v.id} (${v.route})`);
    expect(threw, 'vectors that threw').to.deep.equal([]);
    expect(leaked, 'requested before consent').to.deep.equal([]);
    expect(win.__ran ?? [], 'ran before consent').to.deep.equal([]);
    await report('blocker', BLOCKER_VECTORS.filter((v) => v.covered && !v.covered(win)).map((v) => v.id).join(' ') || 'corpus', { vectors: BLOCKER_VECTORS.length + PARSE_TIME_VECTORS.length, covered: covered().length });
  });

  it('restores what docs/SECURITY.md says it restores once the category is allowed', async () => {
    const restoring = covered().filter((v) => (typeof v.restores === 'function' ? v.restores(win) : v.restores)).map((v) => v.id);
    win.xConsent.allow('analytics');
    // Polled with a bound: each script waits for the one before it, so the last comes a while after the first.
    let missing = restoring;
    for (const start = performance.now(); missing.length && performance.now() - start < 15_000; await sleep(100)) {
      const seen = await hits();
      missing = restoring.filter((id) => !seen.has(id));
    }
    expect(missing, 'held and never restored').to.deep.equal([]);
    const seen = await hits();
    // A held script and its clone are two scripts: each is fetched once.
    const twice = [...seen].filter(([id, n]) => n > (id === 's-clone' ? 2 : 1)).map(([id, n]) => `${id} ×${n}`);
    expect(twice, 'requested more than once').to.deep.equal([]);
  });
});
