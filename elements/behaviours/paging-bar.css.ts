import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// A fixed height, reserved before upgrade by the element's pre-upgrade CSS: no layout shift.
export const bar = style({
  gridColumn: '1 / -1', display: 'flex', alignItems: 'stretch', gap: '0.5rem', blockSize: vars.controlSize, boxSizing: 'border-box', margin: 0, padding: 0,
});
export const pagination = style([bar, { justifyContent: 'center' }]);

export const button = style({
  flex: 'none', minInlineSize: vars.controlSize, paddingInline: '0.9rem', border: `1px solid ${vars.border}`, borderRadius: vars.radius,
  background: vars.surface, color: 'inherit', font: 'inherit', cursor: 'pointer',
  selectors: { '&[hidden]': { display: 'none' } },
});
export const page = style([button, { paddingInline: '0.5rem', selectors: { '&[aria-current="page"]': { background: vars.accent, borderColor: vars.accent, color: vars.accentContrast } } }]);
