import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The box (its height) is page CSS (map.pre.css), the same before and after upgrade.
globalStyle(':host', { display: 'block', position: 'relative' });
export const frame = style({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', border: 0, selectors: { '&[hidden]': { display: 'none' } } });
export const consent = style({
  position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', justifyItems: 'center', gap: '0.75rem', padding: '1rem',
  background: vars.surface, color: 'inherit', textAlign: 'center',
});
export const allow = style({
  minBlockSize: vars.controlSize, paddingInline: '1rem', border: 0, borderRadius: vars.radius, background: vars.accent, color: vars.accentContrast, font: 'inherit', cursor: 'pointer',
});
