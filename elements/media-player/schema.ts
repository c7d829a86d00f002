import { attr } from '../core/attrs';
import { event, method } from '../core/events';

/** SPEC section 9: default volume 0.8, step 0.1; 25 frames a second; controls hide after 1500 ms of playing, 2500 ms after the pointer comes in, 1000 ms after it leaves; the cover fades in 500 ms. */
export const DEFAULT_VOLUME = 0.8;
export const VOLUME_STEP = 0.1;
export const FRAMES_PER_SECOND = 25;
export const HIDE_AFTER = { playing: 1500, pointerEnter: 2500, pointerLeave: 1000 } as const;
export const COVER_FADE_MS = 500;
/** Default sizes (SPEC section 9): video 480 by 270, audio 400 by 40. */
export const VIDEO_SIZE = { width: 480, height: 270 } as const;
export const AUDIO_SIZE = { width: 400, height: 40 } as const;
/** Seeking by keyboard: 5 seconds a press. */
export const SEEK_STEP = 5;

export const mediaPlayerAttributes = {
  volume: attr.number('The volume the player starts at, from 0 to 1.', DEFAULT_VOLUME, { min: 0, max: 1 }),
  'hide-controls': attr.boolean('Hide a video\'s controls while it plays and the pointer rests (they come back on any movement, touch or key, and never hide while focus is in them).', true),
};

export const mediaPlayerEvents = {
  'x-media-player-error': event<{ message: string; sources: string[]; code?: number }>('The media cannot play (no source in a format the browser plays, or none found): the error text and download links show. For a YouTube video: its player could not load, or YouTube refused the video (`code`: 2, 5, 100, 101, 105 or 150, worded in `message`); a link to watch it on YouTube shows.'),
  'x-media-player-track-error': event<{ src: string; label: string }>('A caption track could not be loaded; it was removed.'),
};

export const mediaPlayerMethods = {
  play: method<() => Promise<void>>('Plays the media (the browser may refuse without a visitor\'s gesture).'),
  pause: method<() => void>('Pauses the media.'),
};
