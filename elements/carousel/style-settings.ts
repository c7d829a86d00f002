/**
 * Style settings of the carousel widget (SPEC sections 3 and 9, A26, A31,
 * A32): a JSON `data-style` on the carousel or on an item, with Divi's field
 * names (the site sends them so): background colour; a gradient (two
 * colours, linear or radial, direction, start and end positions) drawn
 * under the background image, or above it with
 * `background_color_gradient_overlays_image`; the image with its size,
 * position and repeat; text stroke; and, on the carousel, the arrow icon
 * size, the largest image width and the transition curve. Any field may
 * have a `__hover` variant and `_tablet` and `_phone` variants (a phone
 * falls back to the tablet's, a tablet to the desktop's; hover to the
 * device's own).
 * Every value is checked against its form before it reaches the page (a
 * colour, an angle, a length, a keyword, an http(s) or same-site image)
 * and goes in through the CSSOM, one property at a time: a value cannot
 * reach another property or leave its declaration. A chunk of its own:
 * only carousels with `data-style` somewhere load it.
 */
import type { Spec } from '../core/validate';
import { readJsonFields } from '../behaviours/site-values';
import type { Device } from '../behaviours/devices';
import { flag } from './fields';
import { safeUrl } from './lightbox';

/** Defaults of SPEC section 9. */
export const STYLE_DEFAULTS = {
  gradientStart: '#2b87da', gradientEnd: '#29c4a9', direction: '180deg', startPosition: '0%', endPosition: '100%',
  iconSize: '48px', textStroke: '1px', imageMaxWidth: '100%',
} as const;

/** Transition curves of SPEC section 9, bounce among them (an overshoot and settle). */
export const CURVES = {
  linear: 'linear', ease: 'ease', 'ease-in': 'ease-in', 'ease-out': 'ease-out', 'ease-in-out': 'ease-in-out',
  bounce: 'cubic-bezier(0.68, -0.55, 0.265, 1.55)',
} as const;

const matching = <T extends string>(re: RegExp, expected: string, map: (v: string) => T = (v) => v as T): Spec<T | null> => ({
  default: null,
  expected,
  parse: (v) => {
    if (v === '' || v === null) return null;
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    return text.length <= 80 && re.test(text) ? map(text) : undefined;
  },
});
const oneOf = <T extends string>(words: readonly T[], map: (v: T) => string = (v) => v) =>
  matching(new RegExp(`^(${words.map((w) => w.replace(/-/g, '\\-')).join('|')})$`, 'i'), words.map((w) => `"${w}"`).join(', '), (v) => map(v.toLowerCase() as T));

const NUM = String.raw`-?(\d+(\.\d*)?|\.\d+)`;
const colour = matching(
  new RegExp(String.raw`^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|hsl)a?\(\s*${NUM}(deg|%)?(\s*[,/ ]\s*${NUM}%?){2,3}\s*\)|[a-z]{3,20})$`, 'i'),
  'a colour: #rrggbb, rgb(), rgba(), hsl(), hsla() or a colour name',
);
const angle = matching(new RegExp(`^${NUM}(deg|turn|rad|grad)$`, 'i'), 'an angle such as 180deg');
const length = (what: string) => matching(new RegExp(`^${NUM}(px|%|em|rem|vw|vh)?$`, 'i'), what, (v) => (/[a-z%]$/i.test(v) ? v : `${v}px`));
const POSITIONS = ['center', 'top_left', 'top_center', 'top_right', 'center_left', 'center_right', 'bottom_left', 'bottom_center', 'bottom_right', 'top', 'bottom', 'left', 'right'] as const;
const position = oneOf(POSITIONS, (v) => v.replace('_', ' '));
const image: Spec<string | null> = {
  default: null,
  expected: 'an http(s) or same-site image address',
  parse: (v) => {
    if (v === '' || v === null) return null;
    const url = typeof v === 'string' ? safeUrl(v) : null;
    // In a CSS string: a quote or backslash cannot close it or escape from it.
    return url ? `url("${url.href.replace(/["\\\n]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")` : undefined;
  },
};
const switchOf = (def: boolean): Spec<boolean | null> => ({ ...flag(def), default: null });

/** The fields before variants; null: not given (the default or the larger device's value applies). */
const BASE = {
  background_color: colour,
  use_background_color_gradient: switchOf(false),
  background_color_gradient_type: oneOf(['linear', 'radial'] as const),
  background_color_gradient_direction: angle,
  background_color_gradient_direction_radial: position,
  background_color_gradient_start: colour,
  background_color_gradient_end: colour,
  background_color_gradient_start_position: length('a position such as 0%'),
  background_color_gradient_end_position: length('a position such as 100%'),
  background_color_gradient_overlays_image: switchOf(false),
  background_image: image,
  background_size: oneOf(['cover', 'contain', 'initial', 'auto', 'stretch'] as const, (v) => (v === 'stretch' ? '100% 100%' : v)),
  background_position: position,
  background_repeat: oneOf(['no-repeat', 'repeat', 'repeat-x', 'repeat-y', 'space', 'round'] as const),
  text_stroke_color: colour,
  text_stroke_width: length('a width such as 1px'),
  icon_size: length('a size such as 48px'),
  image_max_width: length('a width such as 100%'),
  hover_transition_speed_curve: oneOf(Object.keys(CURVES) as (keyof typeof CURVES)[]),
  hover_transition_duration: matching(/^\d{1,5}(ms)?$/i, 'milliseconds such as 300ms', (v) => `${Number.parseInt(v, 10)}ms`),
} satisfies Record<string, Spec<unknown>>;

type Field = keyof typeof BASE;
export type StyleValues = { [K in Field]: (typeof BASE)[K] extends Spec<infer T> ? T : never };
type Variant = '' | '_tablet' | '_phone' | '__hover';
const VARIANTS: Variant[] = ['', '_tablet', '_phone', '__hover'];
const FIELDS: Record<string, Spec<unknown>> = Object.fromEntries(
  Object.entries(BASE).flatMap(([name, spec]) => VARIANTS.map((v) => [`${name}${v}`, spec as Spec<unknown>])),
);

export interface StyleSettings {
  read(device: Device, hover: boolean): StyleValues;
  /** Whether any field has a hover variant. */
  hasHover: boolean;
}

export function parseStyleSettings(json: string | null): { style: StyleSettings; problems: string[] } {
  const { values, problems } = readJsonFields(json, FIELDS);
  const get = (name: string) => values[name] ?? null;
  const read = (device: Device, hover: boolean) => Object.fromEntries(Object.keys(BASE).map((name) => {
    const own = device === 'phone' ? get(`${name}_phone`) ?? get(`${name}_tablet`) ?? get(name)
      : device === 'tablet' ? get(`${name}_tablet`) ?? get(name) : get(name);
    return [name, hover ? get(`${name}__hover`) ?? own : own];
  })) as StyleValues;
  return { style: { read, hasHover: Object.keys(BASE).some((n) => get(`${n}__hover`) !== null) }, problems };
}

/** The CSS properties for one state; '' clears a property. */
export function declarations(v: StyleValues): Record<string, string> {
  const d = STYLE_DEFAULTS;
  const gradient = v.use_background_color_gradient
    ? `${v.background_color_gradient_type === 'radial' ? `radial-gradient(circle at ${v.background_color_gradient_direction_radial ?? 'center'}` : `linear-gradient(${v.background_color_gradient_direction ?? d.direction}`}, `
      + `${v.background_color_gradient_start ?? d.gradientStart} ${v.background_color_gradient_start_position ?? d.startPosition}, `
      + `${v.background_color_gradient_end ?? d.gradientEnd} ${v.background_color_gradient_end_position ?? d.endPosition})`
    : null;
  const url = v.background_image;
  // Layers, top first: the gradient over the image only with the flag on.
  const layers = [
    ...(gradient && v.background_color_gradient_overlays_image ? [{ image: gradient, gradient: true }] : []),
    ...(url ? [{ image: url, gradient: false }] : []),
    ...(gradient && !v.background_color_gradient_overlays_image ? [{ image: gradient, gradient: true }] : []),
  ];
  const list = (image: string, gradient: string) => layers.map((l) => (l.gradient ? gradient : image)).join(', ');
  const curve = v.hover_transition_speed_curve ? CURVES[v.hover_transition_speed_curve as keyof typeof CURVES] : null;
  return {
    'background-color': v.background_color ?? '',
    'background-image': layers.map((l) => l.image).join(', '),
    'background-size': layers.length ? list(v.background_size ?? 'cover', 'auto') : '',
    'background-position': layers.length ? list(v.background_position ?? 'center', '0% 0%') : '',
    'background-repeat': layers.length ? list(v.background_repeat ?? 'no-repeat', 'no-repeat') : '',
    '-webkit-text-stroke': v.text_stroke_color ? `${v.text_stroke_width ?? d.textStroke} ${v.text_stroke_color}` : '',
    transition: curve || v.hover_transition_duration
      ? `background-color ${v.hover_transition_duration ?? '300ms'} ${curve ?? 'ease'}, color ${v.hover_transition_duration ?? '300ms'} ${curve ?? 'ease'}` : '',
  };
}

/** Custom properties the carousel's own CSS reads (on the carousel only). */
export function carouselProperties(v: StyleValues): Record<string, string> {
  const curve = v.hover_transition_speed_curve ? CURVES[v.hover_transition_speed_curve as keyof typeof CURVES] : '';
  return {
    '--x-carousel-icon-size': v.icon_size ?? '',
    '--x-carousel-image-max-width': v.image_max_width ?? '',
    '--swiper-wrapper-transition-timing-function': curve,
  };
}

/**
 * Applies an element's style settings for the device, following hover when
 * a field has a hover variant; returns the undo (the element's own inline
 * styles for these properties come back).
 */
export function applyStyle(el: HTMLElement, style: StyleSettings, device: Device, carousel: boolean): () => void {
  const props = Object.keys({ ...declarations(style.read(device, false)), ...(carousel ? carouselProperties(style.read(device, false)) : {}) });
  // The element's own inline values for these properties, restored on undo.
  const before = props.map((p) => [p, el.style.getPropertyValue(p), el.style.getPropertyPriority(p)] as const);
  let hovered = false;
  const paint = () => {
    const values = style.read(device, hovered);
    const all = { ...declarations(values), ...(carousel ? carouselProperties(values) : {}) };
    for (const [prop, value] of Object.entries(all)) {
      const [, own, priority] = before.find(([p]) => p === prop) ?? [prop, '', ''];
      if (value) el.style.setProperty(prop, value);
      else if (own) el.style.setProperty(prop, own, priority);
      else el.style.removeProperty(prop);
    }
  };
  const enter = () => {
    hovered = true;
    paint();
  };
  const leave = () => {
    hovered = false;
    paint();
  };
  paint();
  if (style.hasHover) {
    el.addEventListener('pointerenter', enter);
    el.addEventListener('pointerleave', leave);
  }
  return () => {
    el.removeEventListener('pointerenter', enter);
    el.removeEventListener('pointerleave', leave);
    for (const [prop, value, priority] of before) {
      if (value) el.style.setProperty(prop, value, priority);
      else el.style.removeProperty(prop);
    }
  };
}
