import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'contents' });

export const banner = style({
  position: 'fixed', insetInline: '1rem', insetBlockEnd: '1rem', zIndex: 2147483000, maxInlineSize: '48rem', marginInline: 'auto',
  display: 'grid', gap: '0.75rem', padding: '1rem 1.25rem', background: vars.surface, color: vars.surfaceText,
  border: `1px solid ${vars.border}`, borderRadius: vars.radius, boxShadow: '0 6px 24px rgba(0,0,0,0.18)',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', justifyContent: 'flex-end' });
export const button = style({
  minBlockSize: '2.75rem', padding: '0.5rem 1rem', font: 'inherit', cursor: 'pointer', borderRadius: vars.radius,
  border: `1px solid ${vars.accent}`, background: 'transparent', color: vars.accent,
});
// Accept and reject weigh the same: no dark pattern.
export const primary = style({ background: vars.accent, color: vars.accentContrast });
export const link = style({ border: 0, background: 'none', color: 'inherit', textDecoration: 'underline', cursor: 'pointer', font: 'inherit', justifySelf: 'start', padding: 0, minBlockSize: '1.5rem' });
export const revisit = style([button, {
  position: 'fixed', insetInlineStart: '1rem', insetBlockEnd: '1rem', zIndex: 2147483000, background: vars.surface,
}]);
export const dialog = style({
  inlineSize: 'min(36rem, calc(100vw - 2rem))', maxBlockSize: 'calc(100vh - 2rem)', padding: '1.25rem',
  border: `1px solid ${vars.border}`, borderRadius: vars.radius, color: vars.surfaceText, background: vars.surface,
  selectors: { '&::backdrop': { background: 'rgba(0,0,0,0.45)' } },
});
export const title = style({ marginBlock: '0 0.75rem', fontSize: '1.25rem' });
export const category = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 0.75rem', alignItems: 'center', paddingBlock: '0.6rem', borderBlockEnd: `1px solid ${vars.border}` });
export const checkbox = style({ inlineSize: '1.25rem', blockSize: '1.25rem', margin: 0 });
export const describe = style({ gridColumn: '2', color: vars.muted, fontSize: '0.9em' });
