import { describe, expect, it } from 'vitest';
import { MEDIA_ERROR, PLAYER_STRINGS, formatTime, languageOf, streamingError } from './strings';

describe('media player texts (G7, G8, G11)', () => {
  it('gives the spec\'s error text exactly', () => {
    expect(MEDIA_ERROR).toBe('Media error: Format(s) not supported or source(s) not found');
    expect(PLAYER_STRINGS.en.mediaError).toBe(MEDIA_ERROR);
  });

  it('speaks German on a German page and English elsewhere, with the same texts in both', () => {
    expect(languageOf('de')).toBe('de');
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf('DE-de')).toBe('de');
    expect(languageOf('en-GB')).toBe('en');
    expect(languageOf('dev')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(Object.keys(PLAYER_STRINGS.de).sort()).toEqual(Object.keys(PLAYER_STRINGS.en).sort());
  });

  it('words the streaming service\'s codes 2, 5, 100, 101 and 105', () => {
    expect(streamingError(2)).toMatch(/^The request contains an invalid parameter value/);
    expect(streamingError(5)).toMatch(/cannot be played in an HTML5 player/);
    expect(streamingError(100)).toMatch(/not found/);
    expect(streamingError(101)).toBe(streamingError(105));
    expect(streamingError(101)).toMatch(/does not allow it to be played in embedded players/);
    // YouTube documents 150 (and 153) for what MediaElement checks as 105.
    expect(streamingError(150)).toBe(streamingError(101));
    expect(streamingError(153)).toBe(streamingError(101));
    expect(streamingError(7)).toBe('Unknown error.');
  });

  it('words them in German on a German page', () => {
    expect(streamingError(100, 'de')).toMatch(/nicht gefunden/);
    expect(streamingError(105, 'de')).toBe(streamingError(101, 'de'));
    expect(streamingError(1, 'de')).toBe('Unbekannter Fehler.');
    for (const code of [2, 5, 100, 101]) expect(streamingError(code, 'de')).not.toBe(streamingError(code, 'en'));
  });

  it('shows times as m:ss, or h:mm:ss from an hour', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(NaN)).toBe('0:00');
    expect(formatTime(Infinity)).toBe('0:00');
  });
});
