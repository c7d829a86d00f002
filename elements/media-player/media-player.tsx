import { useEffect, useRef, useState } from 'react';
import { emit, useElementApi, useEvent, useLightChildren, type ElementProps } from '../core';
import { useReducedMotion } from '../behaviours/devices';
import { safeUrl } from '../behaviours/page-input';
import { COVER_FADE_MS, FRAMES_PER_SECOND, HIDE_AFTER, SEEK_STEP, VOLUME_STEP, mediaPlayerEvents, mediaPlayerMethods, type mediaPlayerAttributes } from './schema';
import { PLAYER_STRINGS, formatTime, languageOf } from './strings';
import { srOnly } from '../../styles/controls.css';
import * as css from './media-player.css';

const isMedia = (el: HTMLElement) => el instanceof HTMLMediaElement;
const CAPTION_KINDS = ['subtitles', 'captions'];
type Track = { el: HTMLTrackElement; label: string };

/** The addresses a visitor could download the media from: its src or its sources', http(s) only. */
function downloadable(media: HTMLMediaElement): string[] {
  const raw = [media.getAttribute('src'), ...[...media.querySelectorAll('source')].map((s) => s.getAttribute('src'))];
  return [...new Set(raw.map((r) => safeUrl(r)?.href).filter((u): u is string => !!u))];
}
/** Nothing left to try: an error on the media, or every source failed. */
const failed = (media: HTMLMediaElement) => !!media.error || media.networkState === HTMLMediaElement.NETWORK_NO_SOURCE;

export function MediaPlayer({ host, attrs }: ElementProps<typeof mediaPlayerAttributes>) {
  const media = (useLightChildren(host, isMedia)[0] ?? null) as HTMLMediaElement | null;
  const video = media instanceof HTMLVideoElement;
  const t = PLAYER_STRINGS[languageOf(host.closest('[lang]')?.getAttribute('lang'))];
  const reduced = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(attrs.volume);
  const [muted, setMuted] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const [tracks, setTracks] = useState<Track[]>([]);
  const [caption, setCaption] = useState(-1);
  const [fullscreen, setFullscreen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focused = useRef(false);

  // Take the media over: our controls instead of the browser's (given back when the element goes).
  useEffect(() => {
    if (!media) return;
    const hadControls = media.controls;
    media.controls = false;
    media.volume = attrs.volume;
    const sync = () => {
      setPlaying(!media.paused && !media.ended);
      setTime(media.currentTime);
      setDuration(Number.isFinite(media.duration) ? media.duration : 0);
      setVolume(media.volume);
      setMuted(media.muted);
    };
    const readTracks = () => setTracks([...media.querySelectorAll('track')].filter((tr) => CAPTION_KINDS.includes(tr.kind)).map((el) => ({ el, label: el.label || el.srclang || el.src })));
    const fail = () => {
      const sources = downloadable(media);
      setError(sources);
      emit(host, mediaPlayerEvents, 'x-media-player-error', { message: t.mediaError, sources });
    };
    // Errors do not bubble: a capture listener hears the media's, each
    // source's (the last one failing leaves nothing to try) and each track's.
    const onError = (e: Event) => {
      if (e.target instanceof HTMLTrackElement) {
        const { src, label } = e.target;
        e.target.remove();
        readTracks();
        setCaption(-1);
        emit(host, mediaPlayerEvents, 'x-media-player-track-error', { src, label });
      } else queueMicrotask(() => failed(media) && fail());
    };
    const onPlay = () => setStarted(true);
    const events = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'loadedmetadata', 'volumechange', 'seeked'];
    events.forEach((name) => media.addEventListener(name, sync));
    media.addEventListener('play', onPlay);
    media.addEventListener('error', onError, true);
    sync();
    readTracks();
    if (failed(media)) fail(); // it failed before the script ran
    return () => {
      events.forEach((name) => media.removeEventListener(name, sync));
      media.removeEventListener('play', onPlay);
      media.removeEventListener('error', onError, true);
      media.controls = hadControls;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the starting volume applies when the media is taken over
  }, [host, media]);

  // Captions: the chosen track shows, the others are off (their files load only when shown).
  useEffect(() => {
    tracks.forEach((tr, i) => { tr.el.track.mode = i === caption ? 'showing' : 'disabled'; });
  }, [tracks, caption]);

  useEvent(document, 'fullscreenchange', () => setFullscreen(document.fullscreenElement === host));

  // A video's controls rest out of sight while it plays (SPEC section 9's three timeouts).
  const showControls = (hideAfter?: number) => {
    clearTimeout(hideTimer.current);
    setHidden(false);
    if (hideAfter !== undefined && video && attrs['hide-controls'] && media && !media.paused && !focused.current) {
      hideTimer.current = setTimeout(() => setHidden(true), hideAfter);
    }
  };
  useEffect(() => {
    if (playing) showControls(HIDE_AFTER.playing);
    else showControls();
    return () => clearTimeout(hideTimer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on play and pause only
  }, [playing]);
  useEvent(host, 'pointerenter', () => showControls(HIDE_AFTER.pointerEnter));
  useEvent(host, 'pointermove', () => showControls(HIDE_AFTER.pointerEnter));
  useEvent(host, 'pointerleave', () => showControls(HIDE_AFTER.pointerLeave));
  useEvent(host, 'focusin', () => { focused.current = true; showControls(); });
  useEvent(host, 'focusout', () => { focused.current = false; showControls(HIDE_AFTER.playing); });

  const play = async () => {
    try {
      await media?.play();
    } catch {
      /* refused (no gesture) or no source: the state stays paused */
    }
  };
  const pause = () => media?.pause();
  const toggle = () => (media?.paused ? void play() : pause());
  // The state follows at once, not at the media's next event: React puts a
  // controlled slider back to its state after each input event.
  const seekTo = (s: number) => {
    if (!media) return;
    media.currentTime = Math.min(Math.max(0, s), duration || 0);
    setTime(media.currentTime);
  };
  const setVol = (v: number) => {
    if (!media) return;
    const next = Math.round(Math.min(1, Math.max(0, v)) * 10) / 10;
    media.volume = next;
    media.muted = next === 0;
    setVolume(next);
    setMuted(next === 0);
  };
  const onSeek = (e: { currentTarget: HTMLInputElement }) => seekTo(Number(e.currentTarget.value));
  const onVolume = (e: { currentTarget: HTMLInputElement }) => setVol(Number(e.currentTarget.value));
  const toggleFullscreen = () => (document.fullscreenElement === host ? void document.exitFullscreen() : void host.requestFullscreen?.().catch(() => {}));
  useElementApi(mediaPlayerMethods, { play, pause });

  useEvent(host, 'keydown', (e) => {
    const k = e as KeyboardEvent;
    if (!media || k.altKey || k.ctrlKey || k.metaKey) return;
    const target = k.composedPath()[0] as Element;
    const onControl = target.matches?.('button, select, input');
    const handled = (() => {
      switch (k.key) {
        case 'k': toggle(); return true;
        case ' ': if (onControl) return false; toggle(); return true;
        case 'm': media.muted = !media.muted; return true;
        case 'f': if (!video) return false; toggleFullscreen(); return true;
        case 'j': seekTo(media.currentTime - SEEK_STEP); return true;
        case 'l': seekTo(media.currentTime + SEEK_STEP); return true;
        // A frame at a time while paused (25 frames a second).
        case ',': if (!media.paused) return false; seekTo(media.currentTime - 1 / FRAMES_PER_SECOND); return true;
        case '.': if (!media.paused) return false; seekTo(media.currentTime + 1 / FRAMES_PER_SECOND); return true;
        default: return false;
      }
    })();
    if (handled) {
      k.preventDefault();
      showControls(HIDE_AFTER.pointerEnter);
    }
  });

  if (!media) return <slot />;
  const fade = reduced ? 0 : COVER_FADE_MS;
  return (
    <div className={video ? css.videoBox : css.audioBox} data-state={playing ? 'playing' : 'paused'} data-controls={hidden ? 'hidden' : 'shown'}>
      <slot onClick={video ? toggle : undefined} />
      {video && (
        <div className={css.cover} part="cover" style={{ opacity: started ? 0 : 1, transitionDuration: `${fade}ms`, visibility: started ? 'hidden' : 'visible', transitionProperty: 'opacity, visibility' }} onClick={() => void play()}>
          <slot name="cover" />
        </div>
      )}
      {error && (
        <div className={css.error} part="error" role="alert">
          <p>{t.mediaError}</p>
          {error.map((href) => (
            <a key={href} part="download" href={href} download>{`${t.download}: ${decodeURIComponent(new URL(href).pathname.split('/').pop() || href)}`}</a>
          ))}
        </div>
      )}
      <div className={css.controls} part="controls" role="group" aria-label={t.player} hidden={!!error}>
        <button type="button" className={css.button} part="play" aria-label={playing ? t.pause : t.play} onClick={toggle}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={css.icon}>{playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}</svg>
        </button>
        <span part="time" className={css.time}><span className={srOnly}>{`${t.time}: `}</span>{formatTime(time)}</span>
        <input type="range" part="seek" className={css.range} min={0} max={duration || 0} step="any" value={Math.min(time, duration || 0)} aria-label={t.seek}
          aria-valuetext={`${formatTime(time)} / ${formatTime(duration)}`} disabled={!duration} onChange={onSeek} />
        <span part="duration" className={css.time}><span className={srOnly}>{`${t.duration}: `}</span>{formatTime(duration)}</span>
        <button type="button" className={css.button} part="mute" aria-label={muted ? t.unmute : t.mute} aria-pressed={muted} onClick={() => { media.muted = !media.muted; }}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={css.icon}><path d={muted ? 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6' : 'M4 9h4l5-4v14l-5-4H4zM16 8a5 5 0 0 1 0 8'} fill={muted ? 'none' : undefined} stroke="currentColor" strokeWidth={muted ? 2 : 0} /></svg>
        </button>
        <input type="range" part="volume" className={css.volume} min={0} max={1} step={VOLUME_STEP} value={muted ? 0 : volume} aria-label={t.volume}
          aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`} onChange={onVolume} />
        {tracks.length > 0 && (
          <select part="captions" className={css.select} aria-label={t.captions} value={caption} onChange={(e) => setCaption(Number(e.currentTarget.value))}>
            <option value={-1}>{t.captionsOff}</option>
            {tracks.map((tr, i) => <option key={tr.el.src + i} value={i}>{tr.label}</option>)}
          </select>
        )}
        {video && document.fullscreenEnabled && (
          <button type="button" className={css.button} part="fullscreen" aria-label={fullscreen ? t.exitFullscreen : t.fullscreen} aria-pressed={fullscreen} onClick={toggleFullscreen}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className={css.icon}><path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" strokeWidth={2} /></svg>
          </button>
        )}
      </div>
    </div>
  );
}
