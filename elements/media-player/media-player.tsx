import { useEffect, useMemo, useRef, useState } from 'react';
import { emit, fillString, useElementApi, useEvent, useLightChildren, type ElementProps } from '../core';
import { EMBED_CATEGORY, consentManaged, requestConsent, whenGranted } from '../services/consent';
import { useReducedMotion } from '../behaviours/devices';
import { safeUrl } from '../behaviours/site-values';
import { youTubeVideoId } from '../behaviours/video-urls';
import { IDLE, nativePlayback, type Playback } from './playback';
import { COVER_FADE_MS, FRAMES_PER_SECOND, HIDE_AFTER, SEEK_STEP, VOLUME_STEP, mediaPlayerEvents, mediaPlayerMethods, type mediaPlayerAttributes } from './schema';
import { PLAYER_STRINGS, embedStrings, formatTime, languageOf, streamingError } from './strings';
import { youTubeApi, youTubePlayback } from './youtube';
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
/** A YouTube video the media names (WordPress prints `<source type="video/youtube" src="…watch?v=…">`), played by YouTube's player. */
const youTubeOf = (media: HTMLMediaElement | null) =>
  media instanceof HTMLVideoElement ? [media.getAttribute('src'), ...[...media.querySelectorAll('source')].map((s) => s.getAttribute('src'))].map(youTubeVideoId).find(Boolean) ?? null : null;
/** What the visitor is told when the media cannot play, and where else to get it. */
type Failure = { message: string; downloads: string[]; watch: string | null };
/** A third-party player: not asked for yet, asked for (loading or playing), or waiting for consent. */
type EmbedPhase = 'idle' | 'on' | 'consent';

export function MediaPlayer({ host, attrs }: ElementProps<typeof mediaPlayerAttributes>) {
  const media = (useLightChildren(host, isMedia)[0] ?? null) as HTMLMediaElement | null;
  const video = media instanceof HTMLVideoElement;
  const youTube = useMemo(() => youTubeOf(media), [media]);
  const lang = languageOf(host.closest('[lang]')?.getAttribute('lang'));
  const t = PLAYER_STRINGS[lang];
  const reduced = useReducedMotion();
  const [snap, setSnap] = useState({ ...IDLE, volume: attrs.volume });
  const [started, setStarted] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const [tracks, setTracks] = useState<Track[]>([]);
  const [caption, setCaption] = useState(-1);
  const [fullscreen, setFullscreen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [embed, setEmbed] = useState<EmbedPhase>('idle');
  const playback = useRef<Playback | null>(null);
  const embedBox = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focused = useRef(false);
  const { playing, time, duration, volume, muted } = snap;
  const snapRef = useRef(snap);
  snapRef.current = snap;

  const fail = (failure: Failure, detail: Record<string, unknown> = {}) => {
    setError(failure);
    emit(host, mediaPlayerEvents, 'x-media-player-error', { message: failure.message, sources: failure.downloads, ...detail });
  };

  // Take the media over: our controls instead of the browser's, given back
  // when the media stays in the page without us (moved out). A media gone
  // with us keeps none: WebKitGTK builds its own controls for a detached
  // media given `controls`, and their script throws (ReferenceError:
  // EmptyRanges) into whatever page runs next.
  useEffect(() => {
    if (!media) return;
    const hadControls = media.controls;
    media.controls = false;
    const giveBack = () => {
      if (media.isConnected) media.controls = hadControls;
    };
    if (youTube) return giveBack;
    const native = nativePlayback(media);
    playback.current = native;
    media.volume = attrs.volume;
    const sync = () => setSnap(native.snapshot());
    const readTracks = () => setTracks([...media.querySelectorAll('track')].filter((tr) => CAPTION_KINDS.includes(tr.kind)).map((el) => ({ el, label: el.label || el.srclang || el.src })));
    const failNow = () => fail({ message: t.mediaError, downloads: downloadable(media), watch: null });
    // Errors do not bubble: a capture listener hears the media's, each
    // source's (the last one failing leaves nothing to try) and each track's.
    const trackFailed = (track: HTMLTrackElement) => {
      const { src, label } = track;
      track.remove();
      readTracks();
      setCaption(-1);
      emit(host, mediaPlayerEvents, 'x-media-player-track-error', { src, label });
    };
    const onError = (e: Event) => {
      if (e.target instanceof HTMLTrackElement) trackFailed(e.target);
      else queueMicrotask(() => failed(media) && failNow());
    };
    const onPlay = () => setStarted(true);
    const events = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'loadedmetadata', 'volumechange', 'seeked'];
    events.forEach((name) => media.addEventListener(name, sync));
    media.addEventListener('play', onPlay);
    media.addEventListener('error', onError, true);
    sync();
    readTracks();
    if (failed(media)) failNow(); // it failed before the script ran
    // So did a track the browser loads at once (a `default` one): its error event came before this listener.
    for (const track of media.querySelectorAll('track')) if (track.readyState === HTMLTrackElement.ERROR) trackFailed(track);
    return () => {
      events.forEach((name) => media.removeEventListener(name, sync));
      media.removeEventListener('play', onPlay);
      media.removeEventListener('error', onError, true);
      giveBack();
      playback.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the starting volume applies when the media is taken over
  }, [host, media, youTube]);

  // YouTube's player, on the visitor's first play (SPEC section 7.12):
  // after consent for embeds where a consent manager runs, then its API,
  // then a player in the cover's place; destroyed when the element goes.
  useEffect(() => {
    if (!youTube || embed === 'idle') return;
    let live = true;
    let player: ReturnType<typeof youTubePlayback> | null = null;
    const box = embedBox.current;
    const watch = `https://www.youtube.com/watch?v=${encodeURIComponent(youTube)}`;
    let loading = false;
    const load = () => {
      loading = true;
      setEmbed('on');
      youTubeApi().then((Api) => {
        if (!live || !box) return;
        const frame = document.createElement('div');
        box.replaceChildren(frame);
        player = youTubePlayback(Api, frame, youTube, { volume: snapRef.current.volume, muted: snapRef.current.muted }, {
          change: (next) => live && setSnap(next),
          error: (code) => live && fail({ message: streamingError(code, lang), downloads: [], watch }, { code }),
        });
        playback.current = player;
      }, (e: unknown) => {
        if (!live) return;
        console.warn(`<x-media-player>: YouTube's player could not be loaded (${e instanceof Error ? e.message : String(e)}); a link to the video is shown instead.`);
        fail({ message: t.playerUnavailable, downloads: [], watch });
      });
    };
    const stop = consentManaged() ? whenGranted(EMBED_CATEGORY, load) : (load(), () => {});
    if (!loading) setEmbed('consent'); // granted later, by the visitor's "allow" or the banner
    return () => {
      live = false;
      stop();
      player?.destroy();
      box?.replaceChildren();
      playback.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once, on the first press; consent and loading are its own steps
  }, [youTube, embed === 'idle']);

  // Captions: the chosen track shows, the others are off (their files load only when shown).
  useEffect(() => {
    tracks.forEach((tr, i) => { tr.el.track.mode = i === caption ? 'showing' : 'disabled'; });
  }, [tracks, caption]);

  useEvent(document, 'fullscreenchange', () => setFullscreen(document.fullscreenElement === host));

  // A video's controls rest out of sight while it plays (SPEC section 9's three timeouts).
  const showControls = (hideAfter?: number) => {
    clearTimeout(hideTimer.current);
    setHidden(false);
    if (hideAfter !== undefined && video && attrs['hide-controls'] && playback.current && !playback.current.paused() && !focused.current) {
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
    if (youTube && !playback.current) {
      // The first press: the player loads (after consent, where it is needed).
      if (embed === 'idle') setEmbed('on');
      setStarted(true);
      return;
    }
    try {
      await playback.current?.play();
    } catch {
      /* refused (no gesture) or no source: the state stays paused */
    }
  };
  const pause = () => playback.current?.pause();
  const toggle = () => (playback.current && !playback.current.paused() ? pause() : void play());
  // The state follows at once, not at the media's next event: React puts a
  // controlled slider back to its state after each input event.
  const seekTo = (s: number) => {
    if (!playback.current) return;
    const to = Math.min(Math.max(0, s), duration || 0);
    playback.current.seek(to);
    setSnap((now) => ({ ...now, time: to }));
  };
  const setVol = (v: number) => {
    const next = Math.round(Math.min(1, Math.max(0, v)) * 10) / 10;
    playback.current?.setVolume(next);
    playback.current?.setMuted(next === 0);
    setSnap((now) => ({ ...now, volume: next, muted: next === 0 }));
  };
  const setMute = (m: boolean) => {
    playback.current?.setMuted(m);
    setSnap((now) => ({ ...now, muted: m }));
  };
  const onSeek = (e: { currentTarget: HTMLInputElement }) => seekTo(Number(e.currentTarget.value));
  const onVolume = (e: { currentTarget: HTMLInputElement }) => setVol(Number(e.currentTarget.value));
  const toggleFullscreen = () => (document.fullscreenElement === host ? void document.exitFullscreen() : void host.requestFullscreen?.().catch(() => {}));
  useElementApi(mediaPlayerMethods, { play, pause });

  useEvent(host, 'keydown', (e) => {
    const k = e as KeyboardEvent;
    const pb = playback.current;
    if (!media || k.altKey || k.ctrlKey || k.metaKey) return;
    const target = k.composedPath()[0] as Element;
    const onControl = target.matches?.('button, select, input');
    const now = pb?.snapshot().time ?? 0;
    const handled = (() => {
      switch (k.key) {
        case 'k': toggle(); return true;
        case ' ': if (onControl) return false; toggle(); return true;
        case 'm': setMute(!muted); return true;
        case 'f': if (!video) return false; toggleFullscreen(); return true;
        case 'j': seekTo(now - SEEK_STEP); return true;
        case 'l': seekTo(now + SEEK_STEP); return true;
        // A frame at a time while paused (25 frames a second).
        case ',': if (!pb?.paused()) return false; seekTo(now - 1 / FRAMES_PER_SECOND); return true;
        case '.': if (!pb?.paused()) return false; seekTo(now + 1 / FRAMES_PER_SECOND); return true;
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
  // A YouTube video's page element cannot play it: it keeps its place (its ratio) but not its box.
  const ratio = media instanceof HTMLVideoElement && media.width && media.height ? `${media.width} / ${media.height}` : undefined;
  return (
    <div className={video ? css.videoBox : css.audioBox} data-state={playing ? 'playing' : 'paused'} data-controls={hidden ? 'hidden' : 'shown'}>
      {youTube ? (
        <>
          <slot hidden />
          <div ref={embedBox} className={css.embed} part="embed" style={{ aspectRatio: ratio }} onClick={toggle} />
        </>
      ) : <slot onClick={video ? toggle : undefined} />}
      {video && (
        <div className={css.cover} part="cover" style={{ opacity: started ? 0 : 1, transitionDuration: `${fade}ms`, visibility: started ? 'hidden' : 'visible', transitionProperty: 'opacity, visibility' }} onClick={() => void play()}>
          <slot name="cover" />
        </div>
      )}
      {embed === 'consent' && !error && (
        <div className={css.error} part="consent">
          <button type="button" className={css.allow} part="allow" onClick={() => requestConsent(host, EMBED_CATEGORY)}>
            {fillString(embedStrings().allow_video, { category: EMBED_CATEGORY })}
          </button>
        </div>
      )}
      {error && (
        <div className={css.error} part="error" role="alert">
          <p>{error.message}</p>
          {error.downloads.map((href) => (
            <a key={href} part="download" href={href} download>{`${t.download}: ${decodeURIComponent(new URL(href).pathname.split('/').pop() || href)}`}</a>
          ))}
          {error.watch && <a part="watch" href={error.watch} target="_blank" rel="noopener noreferrer">{t.watch}</a>}
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
        <button type="button" className={css.button} part="mute" aria-label={muted ? t.unmute : t.mute} aria-pressed={muted} onClick={() => setMute(!muted)}>
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
