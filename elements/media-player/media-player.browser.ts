// x-media-player in the three engines (checklist G2 to G4, G7, G9 to G11,
// G13): the browser's controls replaced and given back, the volume and its
// step, keys, the error text with download links, a failing caption track
// removed, the controls resting while a video plays, German texts, and the
// box kept before upgrade. Texts, codes and times: strings.test.ts.
import { expect } from 'chai';
import './define';
import preCss from './media-player.pre.css?raw';
import { boxesIn, captureWarnings, drawnBeforeUpgrade, fixture, key, MEDIA_START, nextFrame, record, shadow, smoke, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

type XMediaPlayer = HTMLElement & { play(): Promise<void>; pause(): void };
const VIDEO = '/examples/assets/waves.webm';
const video = (extra = '', inner = '') => `<x-media-player ${extra}><video width="640" height="360" preload="auto" muted playsinline controls><source src="${VIDEO}" type="video/webm">${inner}</video></x-media-player>`;
async function player(html: string) {
  const el = await fixture<XMediaPlayer>(html);
  await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
  return el;
}
const part = (el: Element, name: string) => shadow(el, `[part~="${name}"]`);
const mediaOf = (el: Element) => el.querySelector<HTMLMediaElement>('video, audio')!;
/** A value as a visitor gives it: through the platform's setter (React watches the element's own), then the events. */
function setValue(el: HTMLInputElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value);
  el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

describe('x-media-player', () => {
  it('replaces the browser\'s controls with its own, named in English, and gives them back to a media moved out of it', async () => {
    const el = await player(video());
    const media = mediaOf(el);
    expect(media.controls).to.equal(false);
    expect(part(el, 'controls').getAttribute('aria-label')).to.equal('Media player');
    expect(part(el, 'play').getAttribute('aria-label')).to.equal('Play');
    await until(() => part(el, 'mute').getAttribute('aria-label') === 'Unmute', 'the video starts muted: its button says Unmute');
    expect(part(el, 'mute').getAttribute('aria-pressed')).to.equal('true');
    expect(part(el, 'seek').getAttribute('aria-label')).to.equal('Seek');
    el.after(media);
    try {
      await until(() => media.controls, 'the browser\'s controls back');
    } finally {
      media.remove();
    }
  });

  it('leaves no browser controls on a media removed with it (WebKit\'s own would throw for a detached one)', async () => {
    const el = await player(video());
    const media = mediaOf(el);
    el.remove();
    await nextFrame();
    await nextFrame();
    expect(media.controls).to.equal(false);
  });

  it('starts at volume 0.8 and moves it in steps of 0.1 (G2)', async () => {
    const el = await player(video());
    const media = mediaOf(el);
    expect(media.volume).to.be.closeTo(0.8, 1e-6);
    const slider = part(el, 'volume') as HTMLInputElement;
    expect(slider.step).to.equal('0.1');
    await until(() => slider.value === '0', 'muted: the slider shows 0');
    media.muted = false;
    await until(() => slider.value === '0.8', 'unmuted: 0.8');
    setValue(slider, '0.7');
    await until(() => Math.abs(media.volume - 0.7) < 1e-6, 'volume 0.7');
    await until(() => slider.getAttribute('aria-valuetext') === '70%', 'the slider says 70%');
    const quiet = await player(video('volume="0.3"'));
    expect(mediaOf(quiet).volume).to.be.closeTo(0.3, 1e-6);
  });

  smoke('plays and pauses by its button and by keys; mutes with m; steps a frame (1/25 s) while paused (G5)', async () => {
    const el = await player(video());
    const media = mediaOf(el);
    await until(() => media.readyState >= 1, 'metadata', 8000);
    part(el, 'play').click();
    await until(() => !media.paused, 'playing', MEDIA_START);
    await until(() => part(el, 'play').getAttribute('aria-label') === 'Pause', 'the button says pause');
    part(el, 'play').focus();
    key(part(el, 'play'), 'k');
    await until(() => media.paused, 'paused by k');
    key(part(el, 'play'), 'm');
    await until(() => media.muted === false, 'unmuted by m (it started muted)');
    key(part(el, 'play'), 'm');
    await until(() => media.muted, 'muted again');
    expect(part(el, 'mute').getAttribute('aria-pressed')).to.equal('true');
    media.currentTime = 1;
    await until(() => Math.abs(media.currentTime - 1) < 0.01, 'at 1 s');
    key(part(el, 'play'), '.');
    await until(() => Math.abs(media.currentTime - 1.04) < 0.011, 'one frame on');
    key(part(el, 'play'), ',');
    key(part(el, 'play'), ',');
    await until(() => Math.abs(media.currentTime - 0.96) < 0.011, 'two frames back');
    key(part(el, 'play'), 'l');
    await until(() => media.currentTime > 1, 'seeks on (the clip is short: to its end at most)');
  });

  it('rests its controls out of sight while a video plays: 1500 ms, 2500 ms after the pointer moves, never with focus in them (G4)', async function () {
    this.timeout(30_000); // three timeouts of 1.5 to 2.5 s each, on a loaded machine
    const el = await player(video());
    const media = mediaOf(el);
    await until(() => media.readyState >= 1, 'metadata', 8000);
    const box = () => el.shadowRoot!.querySelector<HTMLElement>('[data-controls]')!;
    const shown = () => box().dataset.controls === 'shown';
    media.loop = true;
    // The 1500 ms count from the press: the player's state follows play() at
    // once, not the media's play event (which WebKit under load sent 120 ms late).
    const t0 = performance.now();
    await el.play();
    await until(() => !media.paused, 'playing', MEDIA_START);
    await until(() => box().dataset.controls === 'hidden', 'hidden 1500 ms after play', 6000);
    expect(performance.now() - t0, 'hidden no sooner than 1500 ms after play').to.be.at.least(1400);
    const t1 = performance.now();
    el.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    await until(shown, 'back on a pointer move');
    await until(() => box().dataset.controls === 'hidden', 'hidden 2500 ms after the move', 10_000);
    expect(performance.now() - t1, 'hidden no sooner than 2500 ms after the move').to.be.at.least(2400);
    part(el, 'play').focus();
    await until(shown, 'back with focus');
    // Nothing to wait for but time: past the longest rest (the 1500 ms of
    // playing; no pointer moves), checking at every poll that they stay.
    const t2 = performance.now();
    let hid = false;
    await until(() => {
      hid ||= !shown();
      return hid || performance.now() - t2 > 1800;
    }, '1800 ms with focus in the controls', 6000);
    expect(hid, 'never hidden with focus in them').to.equal(false);
    el.pause();
  });

  it('shows the spec\'s error text and a download link per source when nothing can play (G7, G9)', async () => {
    const errors = record<{ message: string; sources: string[] }>(document, 'x-media-player-error');
    const el = await player('<x-media-player><video width="640" height="360" controls><source src="/missing-a.mp4" type="video/mp4"><source src="/missing-b.webm" type="video/webm"><source src="javascript:alert(1)"></video></x-media-player>');
    await until(() => el.shadowRoot!.querySelector('[part="error"]') !== null, 'the error', 8000);
    expect(part(el, 'error').querySelector('p')!.textContent).to.equal('Media error: Format(s) not supported or source(s) not found');
    const links = [...part(el, 'error').querySelectorAll('a')];
    expect(links.map((a) => new URL(a.href).pathname)).to.deep.equal(['/missing-a.mp4', '/missing-b.webm']);
    expect(links.every((a) => a.hasAttribute('download'))).to.equal(true);
    expect(part(el, 'controls').hidden).to.equal(true);
    expect(errors.at(-1)!.detail.message).to.equal('Media error: Format(s) not supported or source(s) not found');
  });

  it('loads a caption track when chosen and removes one that fails (G10)', async () => {
    const failures = record<{ src: string; label: string }>(document, 'x-media-player-track-error');
    const el = await player(video('', '<track kind="captions" src="/examples/assets/waves.en.vtt" srclang="en" label="English"><track kind="captions" src="/missing.vtt" srclang="fr" label="Français">'));
    // The menu comes once the player has read the tracks (an effect after the upgrade).
    await until(() => el.shadowRoot!.querySelector('[part~="captions"]') !== null, 'the captions menu');
    const menu = part(el, 'captions') as HTMLSelectElement;
    expect([...menu.options].map((o) => o.textContent)).to.deep.equal(['Captions off', 'English', 'Français']);
    const tracks = () => [...mediaOf(el).querySelectorAll('track')];
    setValue(menu, '0');
    await until(() => tracks()[0]!.readyState === 2, 'English loaded', 8000);
    expect(tracks()[0]!.track.mode).to.equal('showing');
    setValue(menu, '1');
    await until(() => failures.length === 1, 'the failing track', 8000);
    expect(failures[0]!.detail.label).to.equal('Français');
    expect(tracks().map((t) => t.label)).to.deep.equal(['English']);
    await until(() => [...(part(el, 'captions') as HTMLSelectElement).options].length === 2, 'gone from the menu');
  });

  it('removes a default caption track that failed before the script ran, and says so (G10)', async () => {
    const failures = record<{ src: string; label: string }>(document, 'x-media-player-track-error');
    // The video and its default track (loaded by the browser at once) in the page before the element takes it over.
    const wrap = await fixture(`<div><video preload="auto" muted><source src="${VIDEO}" type="video/webm"><track kind="captions" src="/missing-default.vtt" srclang="en" label="English" default></video></div>`);
    const track = wrap.querySelector('track')!;
    track.track.mode = 'showing'; // WebKit loads a default track only once something asks for its cues
    await until(() => track.readyState === HTMLTrackElement.ERROR, 'the default track failed', 8000);
    const el = document.createElement('x-media-player');
    wrap.append(el);
    el.append(wrap.querySelector('video')!);
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    await until(() => failures.length === 1, 'said so');
    expect(failures[0]!.detail.label).to.equal('English');
    expect(el.querySelectorAll('track').length).to.equal(0);
    expect(el.shadowRoot!.querySelector('[part~="captions"]')).to.equal(null, 'no menu of captions that show nothing');
  });

  it('speaks German on a German page (G11), and an audio bar', async () => {
    const el = await fixture('<div lang="de"><x-media-player><audio controls preload="metadata" src="/examples/assets/tone.wav"></audio></x-media-player></div>');
    const p = el.querySelector('x-media-player')!;
    await until(() => p.hasAttribute('data-x-ready'), 'upgraded');
    expect(part(p, 'play').getAttribute('aria-label')).to.equal('Abspielen');
    expect(part(p, 'volume').getAttribute('aria-label')).to.equal('Lautstärke');
    expect(part(p, 'controls').getBoundingClientRect().height).to.be.closeTo(40, 0.5);
    expect(p.shadowRoot!.querySelector('[part="fullscreen"]')).to.equal(null, 'no fullscreen for audio');
  });

  it('fades its cover out in 500 ms once the video plays (G13)', async () => {
    const el = await player(video('', '').replace('</video>', '</video><img slot="cover" alt="" src="/examples/assets/garden.svg">'));
    const cover = part(el, 'cover');
    expect(getComputedStyle(cover).opacity).to.equal('1');
    expect(cover.style.transitionDuration).to.equal(matchMedia('(prefers-reduced-motion: reduce)').matches ? '0ms' : '500ms');
    cover.click();
    await until(() => getComputedStyle(cover).visibility === 'hidden' || cover.style.opacity === '0', 'fading', 4000);
    expect(cover.style.opacity).to.equal('0');
    el.pause();
  });

  it('keeps its box before upgrade, video and audio', async () => {
    for (const html of [
      '<div style="width: 500px"><x-media-player id="v"><video width="640" height="360" controls></video></x-media-player><p id="below">Below</p></div>',
      '<div style="width: 500px"><x-media-player id="v"><video controls></video></x-media-player><p id="below">Below</p></div>',
      '<div style="width: 500px"><x-media-player id="v"><audio controls></audio></x-media-player><p id="below">Below</p></div>',
    ]) {
      const measure = (doc: Document) => boxesIn(doc, 'div', '#v, #below');
      const drawn = await drawnBeforeUpgrade(html, preCss, measure, innerWidth);
      const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html}</div>`);
      await until(() => wrap.querySelector('x-media-player')!.hasAttribute('data-x-ready'), 'upgraded');
      expect(measure(document), html).to.deep.equal(drawn);
    }
  });

  it('warns once, naming the attribute and its form, for a bad volume, and uses 0.8', async () => {
    let el!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      el = await player(video('volume="11"'));
    });
    expect(warnings.filter((w) => w.includes('volume'))).to.have.length(1);
    expect(warnings[0]).to.contain('<x-media-player>').and.contain('from 0 to 1');
    expect(mediaOf(el).volume).to.be.closeTo(0.8, 1e-6);
  });
});
