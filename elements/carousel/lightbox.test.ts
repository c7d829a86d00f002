// @vitest-environment happy-dom
// Checklist A12 to A14: what an item opens in the lightbox, and the video embed.
import { describe, expect, it } from 'vitest';
import { embedUrl, lightboxFor } from './lightbox';

const item = (html: string) => {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  return wrap.firstElementChild as HTMLElement;
};

describe('carousel lightbox', () => {
  it('A14: builds the embed from the item\'s source with autoplay; only http(s)', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
    expect(embedUrl('https://cdn.example.com/clip.mp4')).toBe('https://cdn.example.com/clip.mp4?autoplay=1');
    expect(embedUrl('javascript:alert(1)')).toBe(null);
    expect(embedUrl('https://www.youtube.com/watch?v=<script>')).toBe(null);
  });

  it('A13: an image item shows its source (data-src, the link, or the image) with its caption', () => {
    expect(lightboxFor(item('<figure data-lightbox-type="image" data-src="/big.jpg" data-caption="Big"><img src="/small.jpg" alt="A cake"></figure>')))
      .toEqual({ type: 'image', src: `${location.origin}/big.jpg`, caption: 'Big', label: 'A cake' });
    expect(lightboxFor(item('<a href="/full.jpg" data-lightbox-type="image"><img src="/t.jpg" alt="Shop"></a>'))?.src).toBe(`${location.origin}/full.jpg`);
    expect(lightboxFor(item('<figure data-lightbox-type="image"><img src="/only.jpg" alt=""><figcaption>From the caption</figcaption></figure>')))
      .toMatchObject({ src: `${location.origin}/only.jpg`, caption: 'From the caption', label: 'From the caption' });
    expect(lightboxFor(item('<div data-lightbox-type="image" data-src="javascript:alert(1)"></div>'))).toBe(null);
  });

  it('A14: a video opens in the lightbox only with its target off; no type, no lightbox', () => {
    expect(lightboxFor(item('<div data-lightbox-type="video" data-lightbox-target="off" data-src="https://youtu.be/dQw4w9WgXcQ" data-caption="Tour"></div>')))
      .toEqual({ type: 'video', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', caption: 'Tour', label: 'Tour' });
    expect(lightboxFor(item('<div data-lightbox-type="video" data-lightbox-target="on" data-src="https://youtu.be/dQw4w9WgXcQ"></div>'))).toBe(null);
    expect(lightboxFor(item('<div data-src="/x.jpg"></div>'))).toBe(null);
  });
});
