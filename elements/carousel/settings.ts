/**
 * The carousel widget's settings (SPEC section 3, "Carousel settings"): one
 * JSON data attribute with the fields spelled as the site sends them
 * (`slider_effec`, `autoSpeed`, `hashNavigation`, `simulatetouch`, ...), read
 * field by field with the kit's validate-and-default idiom. A WordPress page
 * sends numbers and switches as text ("3", "on", "true"), so each field
 * accepts those too. A bad field is named in one warning and takes its
 * default; the rest are kept.
 */
import { fieldProblem, readFields, type Spec, type Values } from '../core/validate';

/** The effects Swiper offers; `slider_effec` is 1 for slide, else one of these names (SPEC section 3). */
export const EFFECTS = ['slide', 'fade', 'cube', 'coverflow', 'flip', 'cards', 'creative'] as const;
export type Effect = (typeof EFFECTS)[number];

/** Numbers of SPEC section 9. */
export const CAROUSEL = {
  autoplayDelay: 3000,
  /** Autoplay starts this long after the carousel comes into view. */
  autoplayStart: 1000,
  threshold: 15,
  zoomMax: 3,
  zoomMin: 1,
  cubeShadowOffset: 20,
  cubeShadowScale: 0.94,
  coverflow: { rotate: 50, depth: 100, stretch: 0, modifier: 1 },
  /** Swiper's own transition when the page gives no `speed`. */
  speed: 300,
} as const;

const TRUE = new Set(['true', 'on', 'yes', '1']);
const FALSE = new Set(['false', 'off', 'no', '0', '']);

const flag = (def: boolean): Spec<boolean> => ({
  default: def,
  expected: 'true or false ("on"/"off" and 1/0 too)',
  parse: (v) => {
    if (typeof v === 'boolean') return v;
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().toLowerCase() : null;
    return text === null ? undefined : TRUE.has(text) ? true : FALSE.has(text) ? false : undefined;
  },
});

const finite = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

const count = (def: number, max = 12): Spec<number> => ({
  default: def,
  expected: `a whole number from 1 to ${max}`,
  parse: (v) => {
    const n = finite(v);
    return n !== undefined && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
  },
});

const ms = (def: number): Spec<number> => ({
  default: def,
  expected: 'milliseconds from 0 to 60000',
  parse: (v) => {
    const n = finite(v);
    return n !== undefined && n >= 0 && n <= 60000 ? n : undefined;
  },
});

/** Spacing: non-numeric characters are stripped, so "20px" is 20 (SPEC section 5). */
const spacing = (def: number | null): Spec<number | null> => ({
  default: def,
  expected: 'a spacing in pixels, e.g. 20 or "20px"',
  parse: (v) => {
    if (typeof v !== 'number' && typeof v !== 'string') return undefined;
    const digits = String(v).replace(/[^0-9.]/g, '');
    const n = Number.parseFloat(digits);
    return digits === '' ? def : Number.isFinite(n) && n <= 500 ? n : undefined;
  },
});

/** Rotation is zero if not a number (SPEC section 5). */
const rotation: Spec<number> = {
  default: CAROUSEL.coverflow.rotate,
  expected: 'degrees',
  parse: (v) => {
    const n = finite(v);
    return n === undefined ? 0 : Math.max(-360, Math.min(360, n));
  },
};

/** `slider_effec`: 1 (or "1") means slide, otherwise the effect's name (SPEC section 3). */
const effect: Spec<Effect> = {
  default: 'slide',
  expected: `1 (slide) or one of ${EFFECTS.map((e) => `"${e}"`).join(', ')}`,
  parse: (v) => {
    if (v === 1 || v === '1') return 'slide';
    const name = typeof v === 'string' ? v.trim().toLowerCase() : '';
    return (EFFECTS as readonly string[]).includes(name) ? (name as Effect) : undefined;
  },
};

const text = (def: string, max = 64): Spec<string> => ({
  default: def,
  expected: `text of at most ${max} characters`,
  parse: (v) => (typeof v === 'string' || typeof v === 'number') && String(v).length <= max ? String(v) : undefined,
});

const rows = (def: number | null) => ({ ...count(def ?? 1, 6), default: def });

export const CAROUSEL_FIELDS = {
  speed: ms(CAROUSEL.speed),
  desktop: count(3),
  tablet: count(2),
  mobile: count(1),
  arrow: flag(true),
  dots: flag(true),
  autoplay: flag(false),
  autoSpeed: ms(CAROUSEL.autoplayDelay),
  loop: flag(false),
  item_spacing: spacing(20),
  item_spacing_tablet: spacing(null),
  item_spacing_phone: spacing(null),
  center_mode: flag(false),
  slider_effec: effect,
  pause_onhover: flag(false),
  multislide: flag(false),
  cfshadow: flag(false),
  order: text(''),
  lazyload: flag(false),
  lazybefore: { ...count(1, 10), default: 1 } as Spec<number>,
  scroller_effect: flag(false),
  scroller_speed: ms(5000),
  autowidth: flag(false),
  cover_rotate: rotation,
  slide_row: rows(1),
  slide_row_tablet: rows(null),
  slide_row_phone: rows(null),
  hashNavigation: flag(false),
  keyboard: flag(true),
  mousewheel: flag(false),
  simulatetouch: flag(true),
  allowtouchmove: flag(true),
  autoplay_viewport: flag(false),
} satisfies Record<string, Spec<unknown>>;

export type CarouselSettings = Values<typeof CAROUSEL_FIELDS>;

export interface ParsedSettings {
  settings: CarouselSettings;
  /** One line per bad field, for the element's single warning. */
  problems: string[];
}

/** Reads the JSON text of the settings attribute. Empty text gives the defaults. */
export function parseCarouselSettings(json: string | null): ParsedSettings {
  if (json === null || json.trim() === '') return { settings: readFields({}, CAROUSEL_FIELDS).values, problems: [] };
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    return { settings: readFields({}, CAROUSEL_FIELDS).values, problems: [fieldProblem('(the settings)', json.slice(0, 40), 'a JSON object')] };
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { settings: readFields({}, CAROUSEL_FIELDS).values, problems: [fieldProblem('(the settings)', input, 'a JSON object')] };
  }
  const { values, problems } = readFields(input as Record<string, unknown>, CAROUSEL_FIELDS);
  return { settings: values, problems };
}

export type Device = 'desktop' | 'tablet' | 'phone';

/** The carousel's own breakpoints (SPEC section 9): desktop from 981 px, tablet 768 to 980, phone below. */
export const CAROUSEL_BREAKPOINTS = { tablet: 768, desktop: 981 } as const;

export function carouselDevice(width: number): Device {
  return width >= CAROUSEL_BREAKPOINTS.desktop ? 'desktop' : width >= CAROUSEL_BREAKPOINTS.tablet ? 'tablet' : 'phone';
}

export interface DeviceLayout {
  perView: number | 'auto';
  spacing: number;
  rows: number;
}

/** Slides per view, spacing and rows for a device; a missing tablet or phone value falls back to the larger device's. */
export function layoutFor(s: CarouselSettings, device: Device): DeviceLayout {
  const perView = { desktop: s.desktop, tablet: s.tablet, phone: s.mobile }[device];
  const spacing = device === 'desktop' ? s.item_spacing
    : device === 'tablet' ? s.item_spacing_tablet ?? s.item_spacing
    : s.item_spacing_phone ?? s.item_spacing_tablet ?? s.item_spacing;
  const rows = device === 'desktop' ? s.slide_row
    : device === 'tablet' ? s.slide_row_tablet ?? s.slide_row
    : s.slide_row_phone ?? s.slide_row_tablet ?? s.slide_row;
  return { perView: s.autowidth ? 'auto' : perView, spacing: spacing ?? 0, rows: rows ?? 1 };
}
