import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block' });

// The builder's demo notice, drawn like the shop's error notices.
export const demo = style({
  margin: '0 0 1rem', padding: '0.75rem 1rem', borderInlineStart: `4px solid ${vars.danger}`, background: 'rgba(180, 0, 0, 0.06)',
});
