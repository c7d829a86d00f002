import { useEffect, useRef, useState } from 'react';
import { emit, useLightChildren, type ElementProps } from '../core';
import { observeInView } from '../behaviours/in-view';
import { useReducedMotion } from '../behaviours/devices';
import { videoBgEvents, type videoBgAttributes } from './schema';
import * as css from './video-bg.css';

type Reason = 'view' | 'visitor';

/**
 * Plays the section's background video while the section is in view and
 * pauses it outside (SPEC section 4), unless `play-outside`. The visitor can
 * pause it (WCAG 2.2.2: moving content that starts by itself can be
 * stopped), and it then stays paused; visitors who prefer reduced motion get
 * it paused until they press play.
 */
export function VideoBg({ host, attrs }: ElementProps<typeof videoBgAttributes>) {
  const video = useLightChildren(host, (el) => el.slot === 'video').find((el): el is HTMLVideoElement => el instanceof HTMLVideoElement) ?? null;
  const reduced = useReducedMotion();
  const [inView, setInView] = useState(false);
  // What the visitor chose with the button, if anything: it wins over the view.
  const [chosen, setChosen] = useState<'play' | 'pause' | null>(null);
  const [playing, setPlaying] = useState(false);
  const reason = useRef<Reason>('view');

  useEffect(() => observeInView(host, (v) => setInView(v)), [host]);

  const want = chosen ? chosen === 'play' : !reduced && (inView || attrs['play-outside']);
  const wantRef = useRef(want);
  wantRef.current = want;

  // Whether the last event sent was a play: each play and pause is announced once, in turn.
  const announced = useRef(false);
  useEffect(() => {
    if (!video) return;
    // Autoplay is allowed only for muted, inline videos.
    video.muted = true;
    video.playsInline = true;
    const onPlay = () => {
      // Whoever starts it, the element's rule wins: the visitor's pause, a
      // reduced-motion preference and the view hold against the page's
      // `autoplay` and WebKit resuming a muted video back in view by its own policy.
      if (!wantRef.current) return void video.pause();
      setPlaying(true);
      if (!announced.current) emit(host, videoBgEvents, 'x-video-bg-play', { reason: reason.current });
      announced.current = true;
    };
    // WebKit pauses a muted video out of view itself and may resume it: the pause that holds it again is no second pause.
    const onPause = () => {
      setPlaying(false);
      if (announced.current) emit(host, videoBgEvents, 'x-video-bg-pause', { reason: reason.current });
      announced.current = false;
    };
    // Playback that really started (also after a play() cut short by a new source): the state follows the video.
    const onPlaying = () => setPlaying(!video.paused);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('playing', onPlaying);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('playing', onPlaying);
      // A video the page swaps in starts unannounced: its first play is announced.
      announced.current = false;
    };
  }, [host, video]);

  useEffect(() => {
    if (!video) return;
    reason.current = chosen ? 'visitor' : 'view';
    // A browser that refuses autoplay leaves it paused, with its button. A
    // play() cut short (its source set or changed meanwhile) rejects while
    // the video may play after all: the state follows the video, not the promise.
    if (want && video.paused) video.play().catch(() => setPlaying(!video.paused));
    else if (!want && !video.paused) video.pause();
  }, [video, want, chosen]);

  useEffect(() => {
    host.dataset.state = playing ? 'playing' : 'paused';
  }, [host, playing]);

  return (
    <>
      <div className={css.layer} part="layer"><slot name="video" /></div>
      <div className={css.content} part="content"><slot /></div>
      <button
        type="button" className={css.toggle} part="toggle" hidden={!video}
        aria-label={playing ? attrs['label-pause'] : attrs['label-play']}
        onClick={() => setChosen(playing ? 'pause' : 'play')}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M4 2.5v11l9-5.5z" />}
        </svg>
      </button>
    </>
  );
}
