/**
 * @tag x-media-player
 * @summary A media player (SPEC sections 7.12, 8 and 9) around a native `<video>` or `<audio>`: its own controls (play, time, seek, mute, volume from 0.8 in steps of 0.1, captions, fullscreen), a video 480 by 270 unless it says otherwise and an audio bar 40 px high, both filling their container's width; a video's controls rest out of sight while it plays (after 1500 ms, 2500 ms after the pointer moves, 1000 ms after it leaves, never while focus is in them). Caption tracks load when chosen; a failing one is removed. Media that cannot play shows "Media error: Format(s) not supported or source(s) not found" and a download link per source. Keys: Space or k play and pause, j and l seek 5 s, comma and full stop step a frame (25 a second) while paused, m mutes, f fullscreen. A YouTube video (a `<source type="video/youtube">`, as WordPress prints one) plays in YouTube's player, loaded on the visitor's first press of play (after functional consent where the consent manager runs; nothing from YouTube before), without its own controls; its time and volume are read every 250 ms, and a refused video shows YouTube's reason (codes 2, 5, 100, 101, 105, 150) with a link to watch it there. Texts in German on a German page (`lang="de"`), else English. Without script the browser's own controls stay.
 *
 * @slot - The `<video>` or `<audio>`, with its `<source>`s and `<track>`s.
 * @slot cover - An image over the video until it first plays (it fades out in 500 ms); a click on it plays.
 *
 * @csspart controls - The control bar.
 * @csspart play - The play and pause button.
 * @csspart time - The current time; `duration`, the length.
 * @csspart seek - The seek slider.
 * @csspart mute - The mute button; `volume`, the volume slider.
 * @csspart captions - The captions menu (with caption tracks only).
 * @csspart fullscreen - The fullscreen button (video, where the page may go fullscreen).
 * @csspart cover - The cover over the video.
 * @csspart error - The error text and the download links (`download`), or the link to watch a YouTube video there (`watch`).
 * @csspart embed - YouTube's player, in the video's place.
 * @csspart consent - Before a YouTube video may load where the consent manager runs: the button (`allow`) that asks for functional cookies.
 *
 * @cssprop --x-accent - The sliders and the focus ring.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as controls from '../../styles/controls.css';
import * as styles from './media-player.css';
import { mediaPlayerAttributes, mediaPlayerMethods } from './schema';
import { MediaPlayer } from './media-player';

export const XMediaPlayer = defineElement('x-media-player', MediaPlayer, {
  attributes: mediaPlayerAttributes,
  styles: cssOf(theme, controls, styles),
  methods: mediaPlayerMethods,
});
