// The lightbox's video under the consent blocker (SPEC section 7.12, A14):
// an embed of a blocked provider waits for consent like any other iframe,
// inside the lightbox: no request before consent, the blocker's placeholder
// in its place, and the video once the visitor allows its category. A file
// of its own: the blocker hooks the page's prototypes for the rest of it.
import { expect } from 'chai';
import { installBlocker } from '../consent/blocker';
import { COOKIE_NAME } from '../consent/state';
import './define';
import { clearCookies, fixture, nextFrame, until } from '../../tests/browser/helpers';

const EMBED = '/tests/browser/fixtures/vendor/embed.html';
const requests = () => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes(EMBED));
const clearCookie = () => clearCookies((n) => n === COOKIE_NAME);
/**
 * A request of the page's, made after the one under test, that the blocker
 * lets through (it holds scripts and iframes, not fetch; requests() never
 * lists it): once it is answered and in the network log, a request made
 * before it has had its chance to show there too. Then a frame.
 */
async function networkRoundTrip() {
  const url = '/tests/browser/fixtures/consent-static.html?probe-lightbox';
  await (await fetch(url)).text();
  await until(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith(url)), 'the probe in the network log');
  await nextFrame();
}

describe('x-carousel lightbox under the consent blocker', () => {
  before(clearCookie);
  after(clearCookie);

  it('holds the video embed until its category is allowed, with the placeholder in the lightbox', async () => {
    const api = installBlocker({ providers: [{ pattern: EMBED, category: 'functional' }] });
    const el = await fixture(`<x-carousel data-settings='{"desktop": 1, "tablet": 1, "mobile": 1, "dots": "off"}'>
      <div data-lightbox-type="video" data-lightbox-target="off" data-src="${EMBED}?vimeo-tour" data-caption="Tour">Video</div></x-carousel>`);
    (el.children[0] as HTMLElement).click();
    const dialog = () => el.shadowRoot!.querySelector('dialog');
    await until(() => !!dialog()?.open, 'lightbox open', 8000);
    const frame = () => el.shadowRoot!.querySelector<HTMLIFrameElement>('[part~="lightbox-video"]')!;
    const box = () => dialog()!.querySelector<HTMLElement>('.x-consent-placeholder');
    await until(() => box() !== null, 'placeholder in the lightbox');
    await networkRoundTrip();
    expect(requests()).to.deep.equal([]);
    expect(frame().hidden).to.equal(true);
    expect(frame().getAttribute('data-x-src')).to.equal(`${location.origin}${EMBED}?vimeo-tour=&autoplay=1`);
    expect(api.pending()).to.include(frame());
    box()!.querySelector('button')!.click();
    await until(() => requests().length === 1, 'the video loads once allowed', 4000);
    expect(requests()[0]).to.contain('autoplay=1');
    expect(frame().hidden).to.equal(false);
  });
});
