/**
 * The carousel's lightbox (SPEC sections 2, 4, 7.12): what an item with
 * `data-lightbox-type` opens. An image shows with its optional caption; a
 * video with `data-lightbox-target` off shows as an autoplaying embed built
 * from the item's source (with it on, the item's link opens as usual).
 * Sources are page input: only http(s) addresses and same-site paths.
 */
import { safeUrl } from '../behaviours/site-values';
import { youTubeVideoId } from '../behaviours/video-urls';

export interface LightboxContent {
  type: 'image' | 'video';
  src: string;
  caption: string;
  /** The image's text alternative, or the video frame's title. */
  label: string;
}

// Item sources and links are page input: a same-site path or an http(s) URL, never javascript: or data:.
export { safeUrl };

/** The embed address for a video page or file, with autoplay on (SPEC section 7.12). */
export function embedUrl(raw: string): string | null {
  const url = safeUrl(raw);
  if (!url) return null;
  const host = url.hostname.replace(/^www\./, '');
  const id = (re: RegExp, text: string) => re.exec(text)?.[1] ?? null;
  let embed: URL;
  const youTube = youTubeVideoId(url.href);
  if (youTube) embed = new URL(`https://www.youtube.com/embed/${youTube}`);
  else if (host === 'youtu.be' || host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com')) return null;
  else if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = id(/(\d{5,})/, url.pathname);
    if (!v) return null;
    embed = new URL(`https://player.vimeo.com/video/${v}`);
  } else embed = url;
  embed.searchParams.set('autoplay', '1');
  return embed.href;
}

/** What an item opens in the lightbox, or null when it opens none (no type, target on, no usable source). */
export function lightboxFor(item: HTMLElement): LightboxContent | null {
  const type = item.dataset.lightboxType?.trim().toLowerCase();
  if (type !== 'image' && type !== 'video') return null;
  const img = item.querySelector('img');
  const link = item.closest('a[href]') ?? item.querySelector('a[href]');
  const caption = item.dataset.caption ?? item.querySelector('figcaption')?.textContent?.trim() ?? '';
  if (type === 'image') {
    const src = safeUrl(item.dataset.src ?? link?.getAttribute('href') ?? img?.currentSrc ?? img?.getAttribute('src'));
    return src ? { type, src: src.href, caption, label: img?.alt || caption } : null;
  }
  const target = item.dataset.lightboxTarget?.trim().toLowerCase();
  if (target === 'on' || target === 'true') return null;
  const src = embedUrl(item.dataset.src ?? link?.getAttribute('href') ?? '');
  return src ? { type, src, caption, label: caption || img?.alt || 'Video' } : null;
}
