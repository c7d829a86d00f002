import { globalStyle, style } from '@vanilla-extract/css';

export { close, content, toggle } from '../behaviours/overlay-menu.css';

globalStyle(':host', { display: 'block' });

/** Covers the whole screen, its content centred. */
export const dialog = style({
  position: 'fixed', inset: 0, margin: 0, inlineSize: '100%', blockSize: '100dvh', maxInlineSize: 'none', maxBlockSize: 'none',
  padding: '2rem', boxSizing: 'border-box', border: 0, overflowY: 'auto', display: 'none', placeItems: 'center', textAlign: 'center', fontSize: '1.5rem',
  background: 'var(--x-fullscreen-menu-background, rgba(20, 30, 40, 0.96))', color: 'var(--x-fullscreen-menu-color, #fff)',
  transition: 'opacity 300ms ease',
  selectors: { '&[open]': { display: 'grid' } },
  '@starting-style': { opacity: 0 },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
