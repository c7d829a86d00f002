import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block', fontVariantNumeric: 'tabular-nums' });

// Line heights fixed: the pre-upgrade space (counter.pre.css) is exactly 2.4em for the number, 110 px for a circle, 1.6em for a bar.
export const number = style({ display: 'block', fontSize: '2em', fontWeight: 700, lineHeight: 1.2 });
export const srOnly = style({ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });

export const circle = style({ position: 'relative', display: 'grid', placeItems: 'center', marginInline: 'auto', inlineSize: 'var(--x-counter-size, 110px)', blockSize: 'var(--x-counter-size, 110px)' });
export const svg = style({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', transform: 'rotate(-90deg)' });
export const track = style({ fill: 'none', stroke: `var(--x-counter-track, ${vars.border})` });
export const ring = style({ fill: 'none', stroke: `var(--x-counter-color, ${vars.accent})` });
globalStyle(`${circle} ${number}`, { fontSize: '1.5em', position: 'relative' });

export const bar = style({ blockSize: '1.6em', background: `var(--x-counter-track, ${vars.border})`, borderRadius: vars.radius, overflow: 'hidden' });
export const fill = style({ blockSize: '100%', background: `var(--x-counter-color, ${vars.accent})`, color: vars.accentContrast, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', boxSizing: 'border-box', paddingInline: '0.5em' });
globalStyle(`${fill} ${number}`, { fontSize: '0.9em', lineHeight: 1 });
