import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const toggle = style({
  display: 'inline-flex', verticalAlign: 'top', alignItems: 'center', gap: '0.5rem', minBlockSize: vars.controlSize, padding: '0.5rem 1rem', boxSizing: 'border-box',
  border: 0, borderRadius: vars.radius, background: `var(--x-menu-button, ${vars.subtle})`, color: 'inherit', font: 'inherit', cursor: 'pointer', fill: 'currentColor',
});
export const close = style({
  position: 'absolute', insetBlockStart: '0.75rem', insetInlineEnd: '0.75rem', inlineSize: vars.controlSize, blockSize: vars.controlSize,
  display: 'grid', placeItems: 'center', padding: 0, border: 0, borderRadius: vars.radius, background: 'none', color: 'inherit', fill: 'currentColor', cursor: 'pointer',
});
export const content = style({ paddingBlockStart: '3.5rem' });
globalStyle(`${content} ::slotted(*)`, { margin: 0 });
