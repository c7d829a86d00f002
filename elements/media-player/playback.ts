/**
 * What the controls drive: the page's own `<video>`/`<audio>`, or a
 * third-party player (youtube.ts). Both answer with the same snapshot, so
 * the controls, keys and API do not know which plays.
 */
export interface Snapshot {
  playing: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
}
export const IDLE: Snapshot = { playing: false, time: 0, duration: 0, volume: 0, muted: false };

export interface Playback {
  play(): Promise<void>;
  pause(): void;
  paused(): boolean;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  snapshot(): Snapshot;
}

export function nativePlayback(media: HTMLMediaElement): Playback {
  return {
    play: () => media.play(),
    pause: () => media.pause(),
    paused: () => media.paused,
    seek: (s) => { media.currentTime = s; },
    setVolume: (v) => { media.volume = v; },
    setMuted: (m) => { media.muted = m; },
    snapshot: () => ({
      playing: !media.paused && !media.ended,
      time: media.currentTime,
      duration: Number.isFinite(media.duration) ? media.duration : 0,
      volume: media.volume,
      muted: media.muted,
    }),
  };
}
