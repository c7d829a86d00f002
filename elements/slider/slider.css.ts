import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { control } from '../../styles/controls.css';

export { dot, srOnly } from '../../styles/controls.css';

globalStyle(':host', { display: 'block', position: 'relative' });

export const viewport = style({ display: 'grid', overflow: 'hidden', position: 'relative' });
globalStyle(`${viewport} ::slotted(*)`, { gridArea: '1 / 1', minWidth: 0 });
globalStyle(`${viewport} ::slotted([data-x-state="inactive"])`, { visibility: 'hidden' });

export const arrow = style([control, { position: 'absolute', insetBlockStart: '50%', transform: 'translateY(-50%)', zIndex: 1 }]);
export const prev = style({ insetInlineStart: '0.5rem' });
export const next = style({ insetInlineEnd: '0.5rem' });

// A fixed height, reserved before upgrade by slider.pre.css: no layout shift.
export const BAR_HEIGHT = '3rem';
export const bar = style({ display: 'flex', gap: '0.5rem', justifyContent: 'center', alignItems: 'center', blockSize: BAR_HEIGHT, boxSizing: 'border-box' });
export const rotation = style([control, { inlineSize: '2rem', blockSize: '2rem', background: vars.muted }]);
export const dots = style({ display: 'flex', gap: '0.25rem', margin: 0, padding: 0, listStyle: 'none' });
