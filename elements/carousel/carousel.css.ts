import { style, globalStyle } from '@vanilla-extract/css';
import { control } from '../../styles/controls.css';

export { dot, srOnly } from '../../styles/controls.css';

globalStyle(':host', { display: 'block', position: 'relative' });

// The slide layout Swiper will measure, in CSS from the start (the host sets
// --x-carousel-per-view and --x-carousel-gap for the current device), so the
// slides sit where they will before Swiper's chunk has arrived: no shift.
// Swiper's own layout rules for its container, wrapper and slides, here too:
// its stylesheet arrives with its chunk, and the slides must sit in a row
// from the first render.
export const viewport = style({ position: 'relative', overflow: 'hidden', zIndex: 1 });
// The cube's and the cards' effects draw past the box (Swiper lets them spill), which on a phone made the whole
// page scroll sideways: clipped across, up and down left open (the cube's shadow below). The viewport, not the
// host: arrows a site moves outside the box (::part) stay whole.
globalStyle(`${viewport}:is(.swiper-cube, .swiper-cards)`, { overflowX: 'clip', overflowY: 'visible' });
globalStyle(`${viewport} .swiper-wrapper`, { display: 'flex', position: 'relative', zIndex: 1, boxSizing: 'content-box' });
globalStyle(`${viewport} .swiper-slide`, { flexShrink: 0, position: 'relative' });
globalStyle(`${viewport}:not(.swiper-initialized) .swiper-slide`, {
  inlineSize: 'calc((100% - (var(--x-carousel-per-view) - 1) * var(--x-carousel-gap)) / var(--x-carousel-per-view))',
  marginInlineEnd: 'var(--x-carousel-gap)',
});
// Each item is a flex item of its slide box, as it was of the host before the
// upgrade: its margins stay inside it (no collapsing) and it fills the row's
// height. Its inline margins are 0 in both states: item_spacing spaces the items.
globalStyle(`${viewport} .swiper-slide`, { blockSize: 'auto', boxSizing: 'border-box', display: 'flex', flexDirection: 'column' });
globalStyle(`${viewport} .swiper-slide ::slotted(*)`, { flexGrow: 1, marginInline: 0 });

// Zoom (on in the settings): Swiper scales the target inside the container.
// The slide's content takes no pointer events of its own, so Swiper's
// gestures, which look for their target in the slide's box, find it.
export const zoom = style({ flexGrow: 1, display: 'flex' });
export const zoomTarget = style({
  display: 'flex', flexDirection: 'column', inlineSize: '100%', '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s !important' } },
});
globalStyle(`${zoomTarget} ::slotted(*)`, { pointerEvents: 'none' });

// The scroller effect moves at one speed all the time (SPEC section 4):
// free mode's ease-out would make it stop and start at every step.
export const scroller = style({});
globalStyle(`${scroller} > .swiper-wrapper`, { transitionTimingFunction: 'linear !important' });

// The slides and the arrows: the arrows centre on the slides, not the dots.
export const stage = style({ position: 'relative' });
// The arrows' size is the style settings' icon size (SPEC section 9: 48 px).
const ICON = 'var(--x-carousel-icon-size, 48px)';
export const arrow = style([control, {
  position: 'absolute', insetBlockStart: '50%', transform: 'translateY(-50%)', zIndex: 11,
  inlineSize: ICON, blockSize: ICON, fontSize: `calc(${ICON} * 0.6)`, lineHeight: 1,
}]);
// The autoplay's stop and start, over the slides' bottom corner: no room of its own, so nothing moves when it comes.
export const rotation = style([control, {
  position: 'absolute', insetBlockEnd: '0.5rem', insetInlineStart: '0.5rem', zIndex: 11, inlineSize: '2rem', blockSize: '2rem', fontSize: '0.75rem',
}]);
export const prev = style({ insetInlineStart: '0.5rem' });
export const next = style({ insetInlineEnd: '0.5rem' });

// A fixed height, reserved before upgrade by carousel.pre.css: no layout shift.
export const DOTS_HEIGHT = '2rem';
export const dots = style({
  display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: '0.25rem',
  minBlockSize: DOTS_HEIGHT, boxSizing: 'border-box',
});
// The lightbox: a modal dialog over a dark backdrop; the image at most the viewport, never wider than it is.
export const lightbox = style({
  padding: 0, border: 0, background: 'transparent', maxInlineSize: '92vw', maxBlockSize: '92vh', overflow: 'visible',
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.85)' } },
});
export const lightboxMedia = style({ display: 'block', maxInlineSize: '100%', maxBlockSize: '84vh', blockSize: 'auto', margin: '0 auto' });
export const lightboxVideo = style({ display: 'block', inlineSize: 'min(92vw, 960px)', aspectRatio: '16 / 9', blockSize: 'auto', border: 0 });
export const caption = style({ margin: '0.5rem 0 0', color: '#fff', textAlign: 'center' });
export const lightboxClose = style([control, { position: 'absolute', insetBlockStart: '-3rem', insetInlineEnd: 0 }]);
