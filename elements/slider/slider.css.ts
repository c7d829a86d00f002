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

export const bar = style({ display: 'flex', gap: '0.5rem', justifyContent: 'center', alignItems: 'center', paddingBlock: '0.5rem' });
export const rotation = style([control, { inlineSize: '2rem', blockSize: '2rem', background: vars.muted }]);
export const dots = style({ display: 'flex', gap: '0.4rem', margin: 0, padding: 0, listStyle: 'none' });
export const dot = style({
  inlineSize: '0.75rem', blockSize: '0.75rem', padding: 0, borderRadius: '50%', cursor: 'pointer',
  border: `2px solid ${vars.accent}`, background: 'transparent',
  selectors: { '&[aria-current="true"]': { background: vars.accent } },
});
export const srOnly = style({
  position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap',
});
