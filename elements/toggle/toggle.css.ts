import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block', borderBlockEnd: `1px solid ${vars.border}` });

export const heading = style({ margin: 0, font: 'inherit' });
export const trigger = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem', inlineSize: '100%',
  padding: '0.8em 0', border: 0, background: 'none', color: 'inherit', font: 'inherit', fontWeight: 600,
  textAlign: 'start', cursor: 'pointer',
});
export const icon = style({
  flex: 'none', inlineSize: '0.6em', blockSize: '0.6em', borderInlineEnd: '2px solid currentColor',
  borderBlockEnd: '2px solid currentColor', transform: 'rotate(45deg)', transition: 'transform 200ms',
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(225deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const content = style({ overflow: 'hidden' });
export const inner = style({ paddingBlockEnd: '0.8em' });
