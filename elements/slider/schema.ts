import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const sliderAttributes = {
  effect: attr.enum('Transition between slides: "slide" (500 ms) or "fade" (700 ms).', ['slide', 'fade'], 'slide'),
  autoplay: attr.boolean('Advance automatically. Pauses on hover, on keyboard focus and while `paused` is set; does not start when the visitor prefers reduced motion.'),
  'autoplay-speed': attr.number('Milliseconds each slide shows when autoplaying.', 10000, { min: 1000, max: 120000, int: true, unit: 'milliseconds' }),
  paused: attr.boolean('The pause state: autoplay waits (retrying every 2000 ms) while present. The pause control toggles it.'),
  index: attr.number('The active slide, counted from 0; values beyond either end wrap.', 0, { int: true }),
  arrows: attr.boolean('Show the previous and next arrows.', true),
  controls: attr.boolean('Show the dot controls, one per slide.', true),
  label: attr.string('Accessible name of the carousel. When set, the carousel is a region landmark with this name; without it, a group named "Slides".', 'Slides'),
};

export const sliderEvents = {
  'x-slider-change': event<{ index: number; previous: number }>('A move started.'),
};

export const sliderMethods = {
  next: method<() => void>('Go to the next slide (wraps); ignored while a transition runs.'),
  prev: method<() => void>('Go to the previous slide (wraps); ignored while a transition runs.'),
  goTo: method<(index: number) => void>('Go to a slide; the index wraps.'),
  play: method<() => void>('Resume autoplay (removes `paused`).'),
  pause: method<() => void>('Pause autoplay (sets `paused`).'),
};
