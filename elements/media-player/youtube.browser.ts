// x-media-player with a YouTube video, in the three engines (checklist G6,
// G8, G12): nothing from YouTube before play, then its player (a stand-in
// with the IFrame Player API's shape: no network here) driven by our
// controls; time and volume polled; its error codes worded with a link to
// the video; consent first where a consent manager runs; the API script
// loaded once on demand, and its failure told.
import { expect } from 'chai';
import './define';
import { streamingError } from './strings';
import { POLL_MS, YOUTUBE_API, type YouTubeOptions } from './youtube';
import { captureWarnings, clearCookies, fixture, key, nextFrame, record, shadow, until } from '../../tests/browser/helpers';

class StandIn {
  static made: StandIn[] = [];
  state = -1;
  time = 0;
  volume = 100;
  muted = false;
  destroyed = false;
  constructor(public el: HTMLElement, public options: YouTubeOptions) {
    StandIn.made.push(this);
    const frame = document.createElement('div');
    frame.dataset.standIn = options.videoId;
    el.replaceWith(frame);
    setTimeout(() => options.events.onReady(), 20);
  }
  private set(state: number) {
    this.state = state;
    setTimeout(() => this.options.events.onStateChange({ data: state }));
  }
  playVideo() { this.set(1); }
  pauseVideo() { this.set(2); }
  seekTo(s: number) { this.time = s; }
  setVolume(v: number) { this.volume = v; }
  getVolume() { return this.volume; }
  mute() { this.muted = true; }
  unMute() { this.muted = false; }
  isMuted() { return this.muted; }
  getCurrentTime() { return this.time; }
  getDuration() { return 120; }
  getPlayerState() { return this.state; }
  destroy() { this.destroyed = true; }
  fail(code: number) { this.options.events.onError({ data: code }); }
}
type YTWindow = Window & { YT?: unknown; onYouTubeIframeAPIReady?: () => void };
const w = window as YTWindow;
const ID = 'aqz-KE-bpKQ';
const MARKUP = `<x-media-player><video width="640" height="360" preload="none"><source type="video/youtube" src="https://www.youtube.com/watch?v=${ID}&amp;_=1"><a href="https://www.youtube.com/watch?v=${ID}">Watch the video</a></video></x-media-player>`;
const part = (el: Element, name: string) => shadow(el, `[part~="${name}"]`);
/** A part that shows after the event that announces it (the event comes first, the render next). */
async function shown(el: Element, name: string) {
  await until(() => !!el.shadowRoot!.querySelector(`[part~="${name}"]`), `the ${name} part`);
  return part(el, name);
}
async function player(html = MARKUP) {
  const el = await fixture(html);
  await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
  return el;
}
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => s.src === YOUTUBE_API);
/** Calls `then` with each script the page appends, before the network can answer (a microtask). */
function onScript(then: (script: HTMLScriptElement) => void) {
  const mo = new MutationObserver((records) => records.flatMap((r) => [...r.addedNodes]).forEach((n) => n instanceof HTMLScriptElement && n.src === YOUTUBE_API && then(n)));
  mo.observe(document.head, { childList: true });
  return () => mo.disconnect();
}

describe('x-media-player with a YouTube video', () => {
  beforeEach(async () => {
    StandIn.made = [];
    delete w.YT;
    await clearCookies((n) => n === 'cookieyes-consent');
  });

  it('loads its API once on demand; a failed load says so and links to the video (G12)', async () => {
    const el = await player();
    await nextFrame(); // upgraded, its effects run: a frame later, still nothing asked for
    expect(scripts(), 'nothing before play').to.have.length(0);
    const errors = record<{ message: string }>(el, 'x-media-player-error');
    const stop = onScript((s) => s.dispatchEvent(new Event('error')));
    const warnings = await captureWarnings(async () => {
      part(el, 'play').click();
      await until(() => errors.length === 1, 'the failure');
    });
    stop();
    expect((await shown(el, 'error')).textContent).to.contain('The video player could not be loaded.');
    expect(part(el, 'watch').getAttribute('href')).to.equal(`https://www.youtube.com/watch?v=${ID}`);
    expect(warnings.join('\n')).to.contain('<x-media-player>: YouTube\'s player could not be loaded');
    expect(scripts(), 'the failed script removed').to.have.length(0);

    // Loaded: the API's ready call hands over; a later player reuses it.
    let loads = 0;
    const second = await player();
    const stop2 = onScript(() => {
      loads++;
      w.YT = { Player: StandIn };
      w.onYouTubeIframeAPIReady?.();
    });
    try {
      part(second, 'play').click();
      await until(() => StandIn.made.length === 1, 'a player');
      const third = await player();
      part(third, 'play').click();
      await until(() => StandIn.made.length === 2, 'another player');
      expect(loads, 'loaded once').to.equal(1);
    } finally {
      stop2();
    }
  });

  it('plays with our controls, in the video\'s place and ratio, YouTube\'s own controls off (G12)', async () => {
    w.YT = { Player: StandIn };
    const el = await player();
    await nextFrame(); // upgraded, its effects run: a frame later, still nothing made
    expect(StandIn.made, 'nothing from YouTube before play').to.have.length(0);
    const box = part(el, 'embed').getBoundingClientRect();
    expect(box.height).to.be.closeTo(box.width * 360 / 640, 1);
    part(el, 'play').click();
    await until(() => StandIn.made.length === 1, 'a player');
    const yt = StandIn.made[0]!;
    expect(yt.options.videoId).to.equal(ID);
    expect(yt.options.host).to.equal('https://www.youtube-nocookie.com');
    expect(yt.options.playerVars).to.include({ controls: 0, disablekb: 1, playsinline: 1 });
    expect(part(el, 'embed').querySelector(`[data-stand-in='${ID}']`), 'in the embed box').to.not.equal(null);
    await until(() => el.shadowRoot!.querySelector('[data-state]')!.getAttribute('data-state') === 'playing', 'playing');
    expect(part(el, 'play').getAttribute('aria-label')).to.equal('Pause');
    expect(yt.volume, 'the starting volume').to.equal(80);
    part(el, 'play').click();
    await until(() => yt.state === 2 && part(el, 'play').getAttribute('aria-label') === 'Play', 'paused');
    el.remove();
    await until(() => yt.destroyed, 'the player destroyed with the element');
  });

  it('polls YouTube\'s time and volume every 250 ms, and keys drive it (G6)', async () => {
    w.YT = { Player: StandIn };
    const el = await player();
    part(el, 'play').click();
    await until(() => StandIn.made.length === 1, 'a player');
    const yt = StandIn.made[0]!;
    await until(() => (part(el, 'seek') as HTMLInputElement).max === '120', 'the duration');
    // Changed inside YouTube's player, where no event tells us.
    yt.volume = 30;
    yt.time = 42;
    const changed = performance.now();
    await until(() => (part(el, 'volume') as HTMLInputElement).value === '0.3' && part(el, 'time').textContent!.includes('0:42'), 'read by polling');
    // Not at once (no event says so): at the next poll, within a few (timers slip under load).
    expect(performance.now() - changed).to.be.below(POLL_MS * 8);
    part(el, 'play').focus();
    key(part(el, 'play'), 'l');
    expect(yt.time).to.equal(47);
    key(part(el, 'play'), 'm');
    expect(yt.muted).to.equal(true);
    await until(() => part(el, 'mute').getAttribute('aria-pressed') === 'true', 'muted');
  });

  it('words YouTube\'s error codes, in German on a German page, with a link to the video (G8)', async () => {
    w.YT = { Player: StandIn };
    const el = await player();
    const errors = record<{ message: string; code: number }>(el, 'x-media-player-error');
    part(el, 'play').click();
    await until(() => StandIn.made.length === 1, 'a player');
    StandIn.made[0]!.fail(101);
    await until(() => errors.length === 1, 'the error');
    expect(errors[0]!.detail).to.include({ code: 101, message: streamingError(101) });
    expect((await shown(el, 'error')).textContent).to.contain('does not allow it to be played in embedded players');
    expect(part(el, 'watch').getAttribute('href')).to.equal(`https://www.youtube.com/watch?v=${ID}`);
    const de = (await fixture(`<div lang="de">${MARKUP}</div>`)).firstElementChild!;
    await until(() => de.hasAttribute('data-x-ready'), 'upgraded');
    part(de, 'play').click();
    await until(() => StandIn.made.length === 2, 'a player');
    StandIn.made[1]!.fail(100);
    await until(() => !!de.shadowRoot!.querySelector('[part~="error"]')?.textContent?.includes('nicht gefunden'), 'German');
    expect(part(de, 'watch').textContent).to.equal('Auf YouTube ansehen');
  });

  it('asks for functional consent first where a consent manager runs', async () => {
    w.YT = { Player: StandIn };
    document.cookie = 'cookieyes-consent=consent:no,functional:no;path=/';
    const answer = (e: Event) => {
      e.preventDefault();
      document.cookie = 'cookieyes-consent=consent:yes,functional:yes;path=/';
      document.dispatchEvent(new CustomEvent('x-consent-change'));
    };
    const el = await player();
    part(el, 'play').click();
    await shown(el, 'allow'); // as far as it goes without consent: asking for it
    expect(StandIn.made, 'no player before consent').to.have.length(0);
    const allow = part(el, 'allow');
    expect(allow.textContent).to.equal('Allow functional cookies to play this video');
    document.addEventListener('x-consent-request', answer);
    try {
      allow.click();
      await until(() => StandIn.made.length === 1, 'a player once allowed');
    } finally {
      document.removeEventListener('x-consent-request', answer);
      await clearCookies((n) => n === 'cookieyes-consent');
    }
    await until(() => !el.shadowRoot!.querySelector('[part~="consent"]'), 'the request gone');
  });
});
