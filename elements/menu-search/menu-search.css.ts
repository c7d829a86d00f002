import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block', position: 'relative' });

const button = {
  display: 'inline-grid', placeItems: 'center', inlineSize: vars.controlSize, blockSize: vars.controlSize, padding: 0, verticalAlign: 'top',
  border: 0, borderRadius: vars.radius, background: 'none', color: 'inherit', fill: 'currentColor', cursor: 'pointer',
} as const;
export const toggle = style(button);
export const close = style(button);
/** Over the place of the menu it swaps with: from the button's end towards the start. */
export const container = style({
  position: 'absolute', insetBlockStart: 0, insetInlineEnd: 0, zIndex: 100, display: 'flex', alignItems: 'center', gap: '0.5rem',
  minInlineSize: 'min(24rem, 90vw, var(--x-menu-search-room, 90vw))', maxInlineSize: 'var(--x-menu-search-room, none)', minBlockSize: vars.controlSize, padding: '0 0 0 0.5rem', boxSizing: 'border-box', background: `var(--x-menu-search-background, ${vars.surface})`,
  selectors: { '&[hidden]': { display: 'none' } },
});
globalStyle(`${container} ::slotted(*)`, { flex: 1, margin: 0 });
