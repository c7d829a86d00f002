import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The message block every form element shows above its form. */
export const message = style({
  marginBlockEnd: vars.space, padding: '0.75rem 1rem', borderRadius: vars.radius,
  border: `1px solid ${vars.border}`, background: vars.surface,
  selectors: {
    '&[data-tone="error"]': { borderColor: vars.danger, color: vars.danger },
    '&[data-tone="success"]': { borderColor: '#2e7d32' },
  },
});
globalStyle(`${message} p`, { margin: 0 });
globalStyle(`${message} p + ul, ${message} ul + p`, { marginBlockStart: '0.25rem' });
globalStyle(`${message} [part="message-section"] > p`, { fontWeight: 600 });
globalStyle(`${message} ul`, { margin: '0 0 0.5rem', paddingInlineStart: '1.25rem' });
