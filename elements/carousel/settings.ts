/**
 * The carousel widget's settings (SPEC section 3, "Carousel settings"): one
 * JSON data attribute with the fields spelled as the site sends them
 * (`slider_effec`, `autoSpeed`, `hashNavigation`, `simulatetouch`, ...), read
 * field by field with core's validate-and-default idiom. A WordPress page
 * sends numbers and switches as text ("3", "on", "true"), so each field
 * accepts those too. A bad field is named in one warning and takes its
 * default; the rest are kept.
 */
import type { Spec, Values } from '../core/validate';
import { readJsonFields } from '../behaviours/site-values';
import { count, finite, flag, ms, spacing, text } from './fields';

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
  /** Not among the site's fields (SPEC section 3 names none for it): our switch for section 4's zoom, 1 to 3. */
  zoom: flag(false),
} satisfies Record<string, Spec<unknown>>;

export type CarouselSettings = Values<typeof CAROUSEL_FIELDS>;

export interface ParsedSettings {
  settings: CarouselSettings;
  /** One line per bad field, for the element's single warning. */
  problems: string[];
}

/** Reads the JSON text of the settings attribute. Empty text gives the defaults. */
export function parseCarouselSettings(json: string | null): ParsedSettings {
  const { values, problems } = readJsonFields(json, CAROUSEL_FIELDS);
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
