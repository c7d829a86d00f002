import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const carouselAttributes = {
  'data-settings': attr.string('The settings as JSON (SPEC section 3), with the fields spelled as the site sends them: `speed`, `desktop`, `tablet`, `mobile` (slides per view), `arrow`, `dots`, `autoplay`, `autoSpeed`, `loop`, `item_spacing` (and `_tablet`, `_phone`), `center_mode`, `slider_effec` (1 for slide, or fade, cube, coverflow, flip, cards, creative), `pause_onhover`, `multislide`, `cfshadow`, `order`, `lazyload`, `lazybefore`, `scroller_effect`, `scroller_speed`, `autowidth`, `cover_rotate`, `slide_row` (and `_tablet`, `_phone`), `hashNavigation`, `keyboard`, `mousewheel`, `simulatetouch`, `allowtouchmove`, `autoplay_viewport`; and ours, `zoom` (on: a double tap or click, a pinch, or + and - zoom a slide from 1 to 3 times; its content then takes no clicks of its own). Switches take true/false, "on"/"off" or 1/0. A bad field is named in one warning and takes its default.'),
  'data-style': attr.string('Style settings as JSON (SPEC section 3), with Divi\'s field names: `background_color`; `use_background_color_gradient` with `background_color_gradient_start` and `_end` (#2b87da and #29c4a9), `_type` (linear or radial), `_direction` (180deg), `_direction_radial`, `_start_position` and `_end_position` (0% and 100%), `_overlays_image`; `background_image` with `background_size`, `background_position`, `background_repeat`; `text_stroke_color` and `text_stroke_width` (1px); `icon_size` (the arrows, 48px); `image_max_width` (100%); `hover_transition_speed_curve` (linear, ease, ease-in, ease-out, ease-in-out or bounce; also the slides\' transition) and `hover_transition_duration`. Any field takes `__hover`, `_tablet` and `_phone` variants. Items take the same attribute for their own box. A bad field is named in one warning and left out.'),
  label: attr.string('Accessible name of the carousel. When set, the carousel is a region landmark with this name; without it, a group named "Slides".', 'Slides'),
};

export const carouselEvents = {
  'x-carousel-change': event<{ index: number; previous: number }>('The active slide changed (its index among the slides, loop copies aside).'),
  'x-carousel-lightbox': event<{ open: boolean; type: 'image' | 'video' }>('The lightbox opened or closed (by its close button, Escape, a click outside the image, or the page).'),
  'x-carousel-text': event<{ expanded: boolean; slide: number }>('A limited text block (data-text-limit) was expanded or collapsed by its more/less link; `slide` is the index of its slide.'),
  'x-carousel-zoom': event<{ scale: number; slide: number }>('With zoom on, the zoom of a slide changed (1 to 3): by a double tap or click, a pinch, the + and - keys or toggleZoom().'),
  'x-carousel-autoplay': event<{ state: 'running' | 'paused' | 'stopped' }>('Autoplay started or resumed (running), paused or stopped, by play(), pause(), stop() or its own start in view. Its moment-to-moment holds (under the pointer with pause_onhover, during a transition) leave the state as it is. The state is also the host\'s `data-autoplay`.'),
};

export const carouselMethods = {
  next: method<() => void>('Go to the next slide or group.'),
  prev: method<() => void>('Go to the previous slide or group.'),
  goTo: method<(index: number) => void>('Go to a slide, counted from 0.'),
  toggleZoom: method<() => void>('With zoom on, zoom the active slide to 3 times, or back to 1.'),
  play: method<() => void>('Run autoplay (resume it when paused).'),
  pause: method<() => void>('Pause autoplay; play() resumes it where it was.'),
  stop: method<() => void>('Stop autoplay; play() starts it again.'),
};
