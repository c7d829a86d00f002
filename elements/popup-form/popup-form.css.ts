import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block' });
globalStyle(':host([type="popup"]), :host([data-x-type="popup"])', { display: 'contents' });

export const dialog = style({
  position: 'relative', inlineSize: 'min(34rem, calc(100vw - 2rem))', maxBlockSize: 'calc(100vh - 2rem)', padding: 0,
  border: `1px solid ${vars.border}`, borderRadius: vars.radius, background: vars.surface, color: vars.surfaceText, overflow: 'auto',
  selectors: { '&::backdrop': { background: 'rgba(0,0,0,0.5)' } },
});
export const banner = style({
  position: 'fixed', inset: '0 0 auto 0', margin: 0, inlineSize: '100%', maxInlineSize: '100%', padding: 0,
  border: 0, borderBlockEnd: `1px solid ${vars.border}`, background: vars.surface, color: vars.surfaceText, boxShadow: '0 2px 12px rgba(0,0,0,0.15)',
});
export const body = style({ padding: '1.5rem 1.25rem 1.25rem' });
export const close = style({
  position: 'absolute', insetBlockStart: '0.25rem', insetInlineEnd: '0.25rem', inlineSize: '2.75rem', blockSize: '2.75rem',
  border: 0, background: 'transparent', fontSize: '1.5rem', lineHeight: 1, cursor: 'pointer', color: 'inherit', borderRadius: vars.radius,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing } },
});

