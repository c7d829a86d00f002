import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block', textAlign: 'center' });

export const timer = style({ display: 'flex', justifyContent: 'center', gap: vars.space, flexWrap: 'wrap', fontVariantNumeric: 'tabular-nums' });
export const unit = style({ display: 'grid', minInlineSize: '4ch', selectors: { '&[data-zero]': { color: vars.zeroColor } } });
export const value = style({ fontSize: '2em', fontWeight: 700, lineHeight: 1.1 });
// Fixed line heights: the pre-upgrade row (countdown.pre.css) reserves exactly 2.2em + 1.2em.
export const label = style({ fontSize: '0.8em', lineHeight: 1.5, color: vars.muted });
export const srOnly = style({
  position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap',
});
