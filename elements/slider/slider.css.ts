import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block', position: 'relative' });

export const viewport = style({ display: 'grid', overflow: 'hidden', position: 'relative' });
globalStyle(`${viewport} ::slotted(*)`, { gridArea: '1 / 1', minWidth: 0 });
globalStyle(`${viewport} ::slotted([data-x-state="inactive"])`, { visibility: 'hidden' });

const control = style({
  display: 'inline-grid', placeItems: 'center', inlineSize: vars.controlSize, blockSize: vars.controlSize,
  border: 0, borderRadius: '50%', cursor: 'pointer', font: 'inherit',
  background: 'rgba(0, 0, 0, 0.45)', color: '#fff',
});

export const arrow = style([control, { position: 'absolute', insetBlockStart: '50%', transform: 'translateY(-50%)', zIndex: 1 }]);
export const prev = style({ insetInlineStart: '0.5rem' });
export const next = style({ insetInlineEnd: '0.5rem' });

// A fixed height, reserved before upgrade by slider.pre.css: no layout shift.
export const BAR_HEIGHT = '3rem';
export const bar = style({ display: 'flex', gap: '0.5rem', justifyContent: 'center', alignItems: 'center', blockSize: BAR_HEIGHT, boxSizing: 'border-box' });
export const rotation = style([control, { inlineSize: '2rem', blockSize: '2rem', background: vars.muted }]);
export const dots = style({ display: 'flex', gap: '0.25rem', margin: 0, padding: 0, listStyle: 'none' });
// A 24px target (WCAG 2.2 target size) with the visible dot drawn inside.
export const dot = style({
  display: 'grid', placeItems: 'center', inlineSize: '1.5rem', blockSize: '1.5rem', padding: 0,
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
