/**
 * The YouTube player, loaded on demand (SPEC section 7.12): nothing is
 * fetched from YouTube until the visitor presses play. Then the IFrame
 * Player API loads (once per page; a page that has it already is reused),
 * a player without YouTube's own controls takes the cover's place, and our
 * controls drive it. YouTube sends no time or volume events, so both are
 * polled every 250 ms while the player exists (SPEC section 9, the
 * video-embed player's volume polling). Its error codes come back as
 * numbers; strings.ts words them (SPEC section 8).
 */
import { loadScript } from '../services/third-party';
import type { Playback, Snapshot } from './playback';

export const YOUTUBE_API = 'https://www.youtube.com/iframe_api';
/** Volume (and time) polling for the video-embed player (SPEC section 9). */
export const POLL_MS = 250;
/** How long the API may take to load before the visitor is told it failed. */
export const API_TIMEOUT_MS = 15_000;
/** The player's states (the IFrame Player API's numbers). */
const PLAYING = 1;
const BUFFERING = 3;

/** The part of the IFrame Player API used here. */
export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setVolume(volume: number): void;
  getVolume(): number;
  mute(): void;
  unMute(): void;
  isMuted(): boolean;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  destroy(): void;
}
export interface YouTubeOptions {
  videoId: string;
  host: string;
  width: string;
  height: string;
  playerVars: Record<string, string | number>;
  events: {
    onReady(): void;
    onStateChange(e: { data: number }): void;
    onError(e: { data: number }): void;
  };
}
export interface YouTubeApi {
  Player: new (element: HTMLElement, options: YouTubeOptions) => YouTubePlayer;
}
type YouTubeWindow = Window & { YT?: Partial<YouTubeApi>; onYouTubeIframeAPIReady?: () => void };

let api: Promise<YouTubeApi> | null = null;

/** The IFrame Player API: the page's own if it has one, else loaded once; a failed load is tried again on the next demand. */
export function youTubeApi(): Promise<YouTubeApi> {
  const w = window as YouTubeWindow;
  if (w.YT?.Player) return Promise.resolve(w.YT as YouTubeApi);
  api ??= new Promise<YouTubeApi>((resolve, reject) => {
    // The API calls this global once it is ready; a page's own handler still runs.
    const before = w.onYouTubeIframeAPIReady;
    w.onYouTubeIframeAPIReady = () => {
      before?.();
      if (w.YT?.Player) resolve(w.YT as YouTubeApi);
    };
    loadScript(YOUTUBE_API).catch(reject);
    setTimeout(() => reject(new Error('it took too long')), API_TIMEOUT_MS);
  }).catch((e: unknown) => {
    api = null;
    throw e;
  });
  return api;
}

export interface YouTubeCallbacks {
  change(snapshot: Snapshot): void;
  error(code: number): void;
}

/**
 * A player for one video in `container` (which the API replaces with its
 * frame), playing as soon as it is ready. `start` carries the volume and
 * mute the visitor chose before it loaded.
 */
export function youTubePlayback(Api: YouTubeApi, container: HTMLElement, videoId: string, start: Pick<Snapshot, 'volume' | 'muted'>, on: YouTubeCallbacks): Playback & { destroy(): void } {
  let ready = false;
  let wanted: 'play' | 'pause' = 'play';
  let poll: ReturnType<typeof setInterval> | undefined;
  const snapshot = (): Snapshot => {
    if (!ready) return { playing: wanted === 'play', time: 0, duration: 0, ...start };
    const state = player.getPlayerState();
    return {
      playing: state === PLAYING || (state === BUFFERING && wanted === 'play'),
      time: player.getCurrentTime() || 0,
      duration: player.getDuration() || 0,
      volume: Math.min(1, Math.max(0, player.getVolume() / 100)),
      muted: player.isMuted(),
    };
  };
  const player = new Api.Player(container, {
    videoId,
    // The privacy-enhanced host: no YouTube cookies until the video plays.
    host: 'https://www.youtube-nocookie.com',
    width: '100%',
    height: '100%',
    playerVars: { controls: 0, disablekb: 1, playsinline: 1, rel: 0, fs: 0, iv_load_policy: 3, origin: location.origin },
    events: {
      // (a microtask later: a player ready at once is not assigned yet)
      onReady: () => void Promise.resolve().then(() => {
        ready = true;
        player.setVolume(Math.round(start.volume * 100));
        if (start.muted) player.mute();
        if (wanted === 'play') player.playVideo();
        poll = setInterval(() => on.change(snapshot()), POLL_MS);
        on.change(snapshot());
      }),
      onStateChange: () => ready && on.change(snapshot()),
      onError: (e) => on.error(e.data),
    },
  });
  return {
    play: async () => {
      wanted = 'play';
      if (ready) player.playVideo();
      on.change(snapshot());
    },
    pause: () => {
      wanted = 'pause';
      if (ready) player.pauseVideo();
      on.change(snapshot());
    },
    paused: () => !snapshot().playing,
    seek: (s) => {
      if (ready) player.seekTo(s, true);
    },
    setVolume: (v) => {
      start.volume = v;
      if (ready) player.setVolume(Math.round(v * 100));
    },
    setMuted: (m) => {
      start.muted = m;
      if (ready && m) player.mute();
      else if (ready) player.unMute();
    },
    snapshot,
    destroy: () => {
      clearInterval(poll);
      player.destroy();
    },
  };
}
