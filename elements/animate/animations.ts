/**
 * Entrance animations (SPEC sections 3, 4 and 9; checklist B30 to B33),
 * pure: the site's animation data items read per device, and the keyframes
 * of each style. Styles are fade, slide, bounce, zoom, flip, fold and roll;
 * each may take a side, written as the site writes it, after the
 * style (`slideLeft`, `foldTop`); no side is the centre, and a fade ignores one.
 *
 * Every animation ends at the element's own state: the last keyframe is left
 * implicit, so whatever the page's CSS says about transform and opacity is
 * where it lands, and nothing stays on the element afterwards.
 */
import { fieldText, finiteNumber, responsiveValue } from '../behaviours/site-values';
import type { Device } from '../behaviours/devices';

export const STYLES = ['fade', 'slide', 'bounce', 'zoom', 'flip', 'fold', 'roll'] as const;
export const DIRECTIONS = ['center', 'top', 'right', 'bottom', 'left'] as const;
export const CURVES = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'] as const;
export const REPEATS = ['once', 'loop'] as const;

export type AnimationStyle = (typeof STYLES)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type SpeedCurve = (typeof CURVES)[number];

export interface Animation {
  style: AnimationStyle;
  direction: Direction;
  repeat: (typeof REPEATS)[number];
  /** Milliseconds. */
  duration: number;
  delay: number;
  /** 0 to 100: how far from its place the element starts. */
  intensity: number;
  /** 0 to 100: the opacity the element starts at, in percent. */
  startingOpacity: number;
  speedCurve: SpeedCurve;
}

/** SPEC section 9: intensity 50, starting opacity 0, ease-in-out; the site's builder defaults a second, no delay, once. */
export const ANIMATION_DEFAULTS: Animation = {
  style: 'fade', direction: 'center', repeat: 'once', duration: 1000, delay: 0, intensity: 50, startingOpacity: 0, speedCurve: 'ease-in-out',
};

/** The style names the site writes: a style, then a direction with a capital (`slideLeft`); `fade` and a bare style are centred. */
export const STYLE_NAMES: readonly string[] = STYLES.flatMap((s) => [s, ...DIRECTIONS.slice(1).map((d) => `${s}${d[0]!.toUpperCase()}${d.slice(1)}`)]);

export function parseStyle(text: string): { style: AnimationStyle; direction: Direction } | undefined {
  const m = /^(fade|slide|bounce|zoom|flip|fold|roll)(Center|Top|Right|Bottom|Left)?$/.exec(text.trim());
  if (!m) return undefined;
  return { style: m[1] as AnimationStyle, direction: (m[2]?.toLowerCase() ?? 'center') as Direction };
}

/** Milliseconds from "1000ms", "1.5s", "800" or a number; undefined when not a time of 0 or more. */
export function parseMs(v: unknown): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s)?\s*$/i.exec(fieldText(v));
  if (!m) return undefined;
  return Math.round(Number(m[1]) * (m[2]?.toLowerCase() === 's' ? 1000 : 1));
}

/** A percentage from "50%", "50" or a number, from 0 to 100; undefined otherwise. */
export function parsePercent(v: unknown): number | undefined {
  const n = finiteNumber(fieldText(v).trim().replace(/%$/, ''));
  return n !== undefined && n >= 0 && n <= 100 ? n : undefined;
}

/** What each field accepts, for the warnings. */
export const EXPECTED = {
  style: `one of ${STYLES.join(', ')}, optionally followed by Top, Right, Bottom or Left (e.g. "slideLeft")`,
  repeat: '"once" or "loop"',
  duration: 'a time such as "1000ms" or "1s"',
  delay: 'a time such as "500ms" or "0.5s"',
  intensity: 'a percentage from 0 to 100, e.g. "50%"',
  starting_opacity: 'a percentage from 0 to 100, e.g. "0%"',
  speed_curve: `one of ${CURVES.join(', ')}`,
} as const;

/**
 * One animation data item (SPEC section 3: `class`, `style`, `repeat`,
 * `duration`, `delay`, `intensity`, `starting_opacity`, `speed_curve`,
 * each with `_tablet` and `_phone` variants) read for a device. A field
 * that is given but not understood is named in `problems` and takes its
 * default.
 */
export function readAnimation(fields: Record<string, unknown>, device: Device): { animation: Animation; problems: string[] } {
  const problems: string[] = [];
  const read = <T>(name: keyof typeof EXPECTED, parse: (v: unknown) => T | undefined, def: T): T => {
    const raw = responsiveValue(fields, name, device, { implicit: true });
    if (raw === undefined || raw === '') return def;
    const value = parse(raw);
    if (value === undefined) problems.push(`"${name}" ${JSON.stringify(fieldText(raw).slice(0, 40) || raw)} is not ${EXPECTED[name]}`);
    return value ?? def;
  };
  const d = ANIMATION_DEFAULTS;
  const { style, direction } = read('style', (v) => parseStyle(fieldText(v)), { style: d.style, direction: d.direction });
  const oneOf = <V extends readonly string[]>(values: V) => (v: unknown) => (values as readonly string[]).includes(fieldText(v).trim()) ? (fieldText(v).trim() as V[number]) : undefined;
  return {
    animation: {
      style, direction,
      repeat: read('repeat', oneOf(REPEATS), d.repeat),
      duration: read('duration', parseMs, d.duration),
      delay: read('delay', parseMs, d.delay),
      intensity: read('intensity', parsePercent, d.intensity),
      startingOpacity: read('starting_opacity', parsePercent, d.startingOpacity),
      speedCurve: read('speed_curve', oneOf(CURVES), d.speedCurve),
    },
    problems,
  };
}

/** The direction's sign along its axis: from the left or the top is negative. */
const AXIS: Record<Exclude<Direction, 'center'>, { axis: 'X' | 'Y'; sign: -1 | 1; origin: string }> = {
  top: { axis: 'Y', sign: -1, origin: 'top' },
  right: { axis: 'X', sign: 1, origin: 'right' },
  bottom: { axis: 'Y', sign: 1, origin: 'bottom' },
  left: { axis: 'X', sign: -1, origin: 'left' },
};

export interface EntranceKeyframes {
  keyframes: Keyframe[];
  /** The transform origin the style turns or scales about. */
  origin: string;
}

/**
 * The keyframes of an entrance: from the style's starting point (its
 * distance, angle or scale grows with the intensity) to the element's own
 * state. Intensity 50, the default, starts a slide one element's size away
 * (100%), a zoom at half size, a flip at 45 degrees, a fold at 90, a roll at
 * 180; bounce overshoots and settles.
 */
export function entranceKeyframes(a: Animation): EntranceKeyframes {
  const i = Math.min(100, Math.max(0, a.intensity));
  const opacity = a.startingOpacity / 100;
  const dir = a.direction === 'center' ? null : AXIS[a.direction];
  const origin = dir?.origin ?? 'center';
  // The first keyframe says its offset: a lone keyframe would otherwise be the last.
  const from = (transform?: string): Keyframe[] => [transform ? { offset: 0, opacity, transform } : { offset: 0, opacity }];
  const away = (pct: number) => `translate${dir!.axis}(${dir!.sign * pct}%)`;
  const scale = (s: number) => `scale(${Math.max(0, s)})`;
  switch (a.style) {
    case 'fade':
      return { keyframes: from(), origin };
    case 'slide':
      return { keyframes: from(dir ? away(i * 2) : scale(1 - i / 100)), origin };
    case 'zoom':
      return { keyframes: from(scale(1 - i / 100)), origin };
    case 'flip':
    case 'fold': {
      // Flip turns about the middle, fold about the edge it comes from.
      const deg = (a.style === 'flip' ? 0.9 : 1.8) * i;
      const turn = !dir ? `rotateY(${deg}deg)` : dir.axis === 'X' ? `rotateY(${dir.sign * deg}deg)` : `rotateX(${-dir.sign * deg}deg)`;
      return { keyframes: from(`perspective(2000px) ${turn}`), origin: a.style === 'fold' ? origin : 'center' };
    }
    case 'roll': {
      const deg = i * 3.6;
      return { keyframes: from(`rotate(${(dir?.sign ?? -1) * deg}deg)`), origin };
    }
    case 'bounce': {
      const [start, over, back] = dir ? [away(i * 2), away(-i / 10), away(i / 25)] : [scale(1 - i / 100), scale(1 + i / 1000), scale(1 - i / 2500)];
      return {
        keyframes: [
          { offset: 0, opacity, transform: start },
          { offset: 0.6, opacity: 1, transform: over },
          { offset: 0.8, transform: back },
        ],
        origin,
      };
    }
  }
}
