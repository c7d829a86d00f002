import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export { close, content, toggle } from '../behaviours/overlay-menu.css';

globalStyle(':host', { display: 'block' });

/** Slides in from the inline end (the right in left-to-right pages), the page dimmed behind. */
export const dialog = style({
  position: 'fixed', inset: 0, insetInlineStart: 'auto', margin: 0, blockSize: '100dvh', maxBlockSize: 'none',
  inlineSize: 'min(var(--x-slide-menu-width, 20rem), 85vw)', padding: '1rem', boxSizing: 'border-box', border: 0, overflowY: 'auto',
  background: `var(--x-slide-menu-background, ${vars.surface})`, color: vars.text,
  transition: 'transform 300ms ease',
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' } },
  '@starting-style': { transform: 'translateX(100%)' },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
