import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The host's box is page CSS (media-player.pre.css): a video fills its
// container's width at its ratio (480 by 270 unless its width and height
// say otherwise); an audio player is a 40 px bar.
globalStyle(':host', { display: 'block', position: 'relative' });

export const videoBox = style({ position: 'relative', lineHeight: 0 });
export const audioBox = style({ position: 'relative' });

// YouTube's frame in the video's place, at its ratio (16:9 unless it says otherwise).
export const embed = style({ position: 'relative', aspectRatio: '16 / 9', background: '#000', cursor: 'pointer' });
globalStyle(`${embed} iframe`, { position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', border: 0 });

export const cover = style({
  position: 'absolute', inset: 0, display: 'grid', cursor: 'pointer', transitionTimingFunction: 'ease',
});
globalStyle(`${cover} ::slotted(*)`, { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const controls = style({
  display: 'flex', alignItems: 'center', gap: '0.25rem', boxSizing: 'border-box', blockSize: '40px', paddingInline: '0.25rem',
  background: 'rgba(0, 0, 0, 0.7)', color: '#fff', font: '13px/1 system-ui, sans-serif', lineHeight: 1,
  transition: 'opacity 200ms ease',
  selectors: {
    [`${videoBox} &`]: { position: 'absolute', insetInline: 0, insetBlockEnd: 0 },
    '[data-controls="hidden"] &': { opacity: 0, pointerEvents: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${videoBox}[data-controls="hidden"]`, { cursor: 'none' });

export const button = style({
  display: 'inline-grid', placeItems: 'center', flex: 'none', inlineSize: '32px', blockSize: '32px', padding: 0,
  border: 0, borderRadius: '4px', background: 'transparent', color: 'inherit', cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent}`, outlineOffset: '1px' } },
});
export const icon = style({ inlineSize: '20px', blockSize: '20px', fill: 'currentColor' });
export const time = style({ flex: 'none', fontVariantNumeric: 'tabular-nums', minInlineSize: '2.5em', textAlign: 'center' });
export const range = style({ flex: '1 1 auto', minInlineSize: '3rem', accentColor: vars.accent, margin: 0 });
export const volume = style([range, { flex: '0 1 5rem', minInlineSize: '2.5rem' }]);
export const select = style({ flex: 'none', maxInlineSize: '8rem', font: 'inherit', color: '#000' });

export const error = style({
  position: 'absolute', inset: 0, display: 'grid', alignContent: 'center', justifyItems: 'center', gap: '0.5rem', padding: '1rem',
  background: '#111', color: '#fff', font: '14px/1.4 system-ui, sans-serif', textAlign: 'center',
  selectors: { [`${audioBox} &`]: { position: 'static', padding: '0.25rem', alignContent: 'start' } },
});
globalStyle(`${error} a`, { color: '#fff' });
export const allow = style({
  padding: '0.5rem 1rem', border: '1px solid currentColor', borderRadius: '4px', background: 'transparent', color: 'inherit', font: 'inherit', cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent}`, outlineOffset: '2px' } },
});
globalStyle(`${error} p`, { margin: 0 });
