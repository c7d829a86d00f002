/**
 * Controls the slide elements share (x-slider, x-carousel): the round
 * button over the slides (arrows, the slider's rotation button, the
 * lightbox's close), the dot, and text for assistive technology only.
 * Elements that use them add this module to their styles (cssOf).
 */
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const control = style({
  display: 'inline-grid', placeItems: 'center', inlineSize: vars.controlSize, blockSize: vars.controlSize,
  border: 0, borderRadius: '50%', cursor: 'pointer', font: 'inherit', padding: 0,
  background: 'rgba(0, 0, 0, 0.45)', color: '#fff',
  // Dimmed by its colours, not its opacity: a focused one's focus ring stays whole.
  selectors: { '&:is(:disabled, [aria-disabled="true"])': { background: 'rgba(0, 0, 0, 0.16)', color: 'rgba(255, 255, 255, 0.6)', cursor: 'default' } },
});

// A 24px target (WCAG 2.2 target size) with the visible dot drawn inside.
export const dot = style({
  display: 'grid', placeItems: 'center', inlineSize: '1.5rem', blockSize: '1.5rem', padding: 0, margin: 0,
  border: 0, borderRadius: '50%', background: 'transparent', cursor: 'pointer',
  '::before': {
    content: '""', inlineSize: '0.75rem', blockSize: '0.75rem', boxSizing: 'border-box', borderRadius: '50%',
    border: `2px solid ${vars.accent}`,
  },
  selectors: { '&[aria-current="true"]::before': { background: vars.accent } },
});

export const srOnly = style({
  position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap',
});
