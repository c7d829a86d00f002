/**
 * The player's texts (SPEC section 8): English and German, chosen by the
 * page's language (the spec's site is German; the rest of the library
 * defaults to English, so a German page gets German), the media error text
 * exactly as the spec gives it, and the streaming service's error codes.
 */
import { uiStrings } from '../core/page-settings';

/** Page-settings string: the player before a third-party player may load. */
export const embedStrings = uiStrings({ allow_video: 'Allow {category} cookies to play this video' });

export const MEDIA_ERROR = 'Media error: Format(s) not supported or source(s) not found';

export const PLAYER_STRINGS = {
  en: {
    play: 'Play', pause: 'Pause', mute: 'Mute', unmute: 'Unmute', volume: 'Volume', seek: 'Seek',
    time: 'Current time', duration: 'Duration', captions: 'Captions', captionsOff: 'Captions off',
    fullscreen: 'Fullscreen', exitFullscreen: 'Exit fullscreen', download: 'Download file', player: 'Media player',
    mediaError: MEDIA_ERROR,
    watch: 'Watch on YouTube', playerUnavailable: 'The video player could not be loaded.',
  },
  de: {
    play: 'Abspielen', pause: 'Pause', mute: 'Stummschalten', unmute: 'Ton einschalten', volume: 'Lautstärke', seek: 'Suchen',
    time: 'Aktuelle Zeit', duration: 'Dauer', captions: 'Untertitel', captionsOff: 'Keine Untertitel',
    fullscreen: 'Vollbild', exitFullscreen: 'Vollbild beenden', download: 'Datei herunterladen', player: 'Medienwiedergabe',
    mediaError: 'Medienfehler: Format(e) nicht unterstützt oder Quelle(n) nicht gefunden',
    watch: 'Auf YouTube ansehen', playerUnavailable: 'Der Videoplayer konnte nicht geladen werden.',
  },
} as const;

export type PlayerLanguage = keyof typeof PLAYER_STRINGS;
export type PlayerStrings = (typeof PLAYER_STRINGS)[PlayerLanguage];

/** German for a `de` page (de, de-DE, de-AT ...), else English. */
export const languageOf = (lang: string | null | undefined): PlayerLanguage => (/^de(-|$)/i.test(lang?.trim() ?? '') ? 'de' : 'en');

/**
 * A streaming service's error code in words (SPEC section 8: 2, 5, 100, 101
 * and 105). The English texts are MediaElement's YouTube renderer's, which
 * checks 105 where YouTube documents 150 (both are read here, and 153, a
 * missing referrer, with them); the German ones are ours.
 */
const STREAMING_ERRORS = {
  en: {
    2: 'The request contains an invalid parameter value. Verify that video ID has 11 characters and that contains no invalid characters, such as exclamation points or asterisks.',
    5: 'The requested content cannot be played in an HTML5 player or another error related to the HTML5 player has occurred.',
    100: 'The video requested was not found. Either video has been removed or has been marked as private.',
    101: 'The owner of the requested video does not allow it to be played in embedded players.',
    unknown: 'Unknown error.',
  },
  de: {
    2: 'Die Anfrage enthält einen ungültigen Parameterwert. Prüfen Sie, ob die Video-ID 11 Zeichen hat und keine ungültigen Zeichen wie Ausrufezeichen oder Sternchen enthält.',
    5: 'Der angeforderte Inhalt kann nicht in einem HTML5-Player abgespielt werden, oder ein anderer Fehler des HTML5-Players ist aufgetreten.',
    100: 'Das angeforderte Video wurde nicht gefunden. Es wurde entfernt oder als privat markiert.',
    101: 'Der Eigentümer des angeforderten Videos erlaubt nicht, es in eingebetteten Playern abzuspielen.',
    unknown: 'Unbekannter Fehler.',
  },
} as const;

export function streamingError(code: number, lang: PlayerLanguage = 'en'): string {
  const texts = STREAMING_ERRORS[lang];
  switch (code) {
    case 2: case 5: case 100: case 101: return texts[code];
    case 105: case 150: case 153: return texts[101];
    default: return texts.unknown;
  }
}

/** A time as the player shows it: m:ss, or h:mm:ss from an hour. */
export function formatTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
