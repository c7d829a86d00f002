import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const portfolioCarouselAttributes = {
  speed: attr.number('Milliseconds a move by a group takes on the arrows, keys and methods (SPEC section 9: a carousel slide is 1000 ms).', 1000, { int: true, min: 0, max: 10000, unit: 'milliseconds' }),
  'auto-rotate': attr.boolean('Move on by a group every `interval` ms; pauses while the pointer is over it or focus is inside, and never starts for a visitor who prefers reduced motion.'),
  interval: attr.number('Milliseconds between automatic moves (SPEC section 9: a carousel\'s autoplay delay is 3000 ms).', 3000, { int: true, min: 1000, max: 120000, unit: 'milliseconds' }),
  'rotate-speed': attr.number('Milliseconds an automatic move takes (SPEC section 9: the portfolio carousel rotates in 700 ms).', 700, { int: true, min: 0, max: 10000, unit: 'milliseconds' }),
  label: attr.string('Accessible name of the carousel. When set, it is a region landmark with this name; without it, a group named "Projects".', 'Projects'),
};

export const portfolioCarouselEvents = {
  'x-portfolio-carousel-move': event<{ group: number; groups: number; first: number; visible: number }>('A move started: the group shown (from 0), how many there are, the first item it shows (from 0) and how many show at once.'),
};

export const portfolioCarouselMethods = {
  next: method<() => void>('Show the next group (wraps to the first).'),
  prev: method<() => void>('Show the previous group (wraps to the last).'),
  goTo: method<(group: number) => void>('Show a group, from 0 (wraps).'),
};
