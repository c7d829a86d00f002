/**
 * Video service addresses as pages give them (a watch page, a short link,
 * an embed): the video's id, read from a URL that is page input.
 */
import { safeUrl } from './site-values';

const YOUTUBE_HOSTS = /^(?:[\w-]+\.)?(?:youtube\.com|youtube-nocookie\.com)$/;

/**
 * The id of a YouTube video from its watch page (`?v=`), short link
 * (youtu.be), or embed, shorts or live address; null for anything else or
 * an id with characters YouTube never uses.
 */
export function youTubeVideoId(raw: string | null | undefined): string | null {
  const url = safeUrl(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = /^\/([\w-]{6,})/.exec(url.pathname)?.[1];
  else if (YOUTUBE_HOSTS.test(host)) id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live|v)\/([\w-]{6,})/.exec(url.pathname)?.[1];
  return id && /^[\w-]{6,64}$/.test(id) ? id : null;
}
