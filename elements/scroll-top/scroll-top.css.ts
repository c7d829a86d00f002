import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { position: 'fixed', insetInlineEnd: 'var(--x-scroll-top-inset, 1rem)', insetBlockEnd: 'var(--x-scroll-top-inset, 1rem)', zIndex: 'var(--x-scroll-top-z, 99)' });

// Hidden until the page is scrolled past the offset: visibility takes it out of the tab order and the accessibility tree too.
export const button = style({
  display: 'grid', placeItems: 'center', inlineSize: vars.controlSize, blockSize: vars.controlSize, padding: 0,
  border: 0, borderRadius: vars.radius, cursor: 'pointer', background: 'var(--x-scroll-top-background, rgba(0, 0, 0, 0.6))', color: '#fff', fill: 'currentColor',
  opacity: 0, visibility: 'hidden', transition: 'opacity 300ms, visibility 0s 300ms',
  selectors: { '&[data-visible]': { opacity: 1, visibility: 'visible', transition: 'opacity 300ms' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
