import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block' });
globalStyle(':host([data-state="loading"]) ::slotted(form)', { opacity: 0.7, transition: 'opacity 200ms' });

export const message = style({
  marginBlock: `0 ${vars.space}`, padding: '0.75rem 1rem', borderRadius: vars.radius, border: `1px solid ${vars.border}`,
  selectors: {
    '&[data-tone="error"]': { borderColor: '#c62828', color: '#8e0000' },
    '&[data-tone="success"]': { borderColor: '#2e7d32' },
  },
});
globalStyle(`${message} p`, { margin: 0 });
