import { attr, type AttrSpec } from '../core/attrs';
import { event, method } from '../core/events';
import { ANIMATION_DEFAULTS as D, CURVES, EXPECTED, parseMs, parsePercent, parseStyle, REPEATS, STYLE_NAMES } from './animations';

const custom = <T>(description: string, def: T, expected: string, parse: (raw: string) => T | undefined, type = 'string'): AttrSpec<T> => ({
  type, default: def, description, expected, parse,
});

export const animateAttributes = {
  animation: custom('The style: `fade`, `slide`, `bounce`, `zoom`, `flip`, `fold` or `roll`; each may name the side it comes from, as the site writes it: `slideLeft`, `bounceTop`, `foldRight`, `zoomBottom`. No side is the centre; a fade has no side (`fadeLeft` is a fade).', 'fade', EXPECTED.style, (raw) => (parseStyle(raw) ? raw.trim() : undefined), STYLE_NAMES.map((n) => `'${n}'`).join(' | ')),
  repeat: attr.enum('`once` (removed when it ends, marked done) or `loop`.', REPEATS, D.repeat),
  duration: custom('How long it runs: `1000ms`, `1s` or a number of milliseconds.', D.duration, EXPECTED.duration, parseMs, 'number'),
  delay: custom('How long it waits once in view: `500ms`, `0.5s` or a number of milliseconds.', D.delay, EXPECTED.delay, parseMs, 'number'),
  intensity: custom('How far from its place it starts, 0 to 100 (`50%` or `50`): a slide starts twice that percentage of its size away, a zoom at 1 minus it, a flip turned 0.9 degrees per point, a fold 1.8, a roll 3.6.', D.intensity, EXPECTED.intensity, parsePercent, 'number'),
  'starting-opacity': custom('The opacity it starts at, 0 to 100 (`0%`).', D.startingOpacity, EXPECTED.starting_opacity, parsePercent, 'number'),
  'speed-curve': attr.enum('The speed curve.', CURVES, D.speedCurve),
  'data-animation': attr.string('The site\'s animation data, as JSON (instead of the attributes above): one item (`style`, `repeat`, `duration`, `delay`, `intensity`, `starting_opacity`, `speed_curve`, each also with `_tablet` and `_phone` variants) for this element\'s content, or a list of items each naming a `class` inside this element that it animates. Without it, the JSON in a child `<script type="application/json">`. A bad field is named in one warning and takes its default.'),
};

export const animateEvents = {
  'x-animate-start': event<{ target: HTMLElement; animation: string }>('An animation started (its element reached its waypoint): `target` is the element that moves (for the element\'s own content, the element itself), `animation` the style name.'),
  'x-animate-end': event<{ target: HTMLElement; animation: string }>('A one-time animation ended and was removed; the target is marked done.'),
};

export const animateMethods = {
  replay: method<() => void>('Play every animation again from its starting point, waiting for its waypoint as on load (the builder preview does this whenever the content changes).'),
};
