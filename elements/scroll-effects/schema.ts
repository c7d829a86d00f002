import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const scrollEffectsAttributes = {
  'data-motion': attr.string('The scroll-motion list as JSON, keyed by device (`desktop`, `tablet`, `phone`): one entry per effect of an element, with `id` (a class, id or name inside this element, e.g. `.image_0`), `resolver` (`blur`, `opacity`, `rotate`, `scale`, `translateX`, `translateY`), `start`, `midStart`, `midEnd`, `end` (percent of the scroll range), `startValue`, `midValue`, `endValue`, `trigger_start` and `trigger_end` (`top`, `middle`, `bottom`; middle by default), `transforms` (`transform_translate`, `transform_rotate`, `transform_scale`, `transform_skew`). Without it, the JSON in a child `<script type="application/json">`. A bad entry is named in one warning and skipped.'),
};

export const scrollEffectsEvents = {
  'x-scroll-effects-ready': event<{ items: number; device: 'desktop' | 'tablet' | 'phone' }>('The effects for the current device are set up (again after a device change): `items` elements move with the scroll.'),
};

export const scrollEffectsMethods = {
  refresh: method<() => void>('Measure again and apply the effects at the current scroll position (after the page changed its layout).'),
};
