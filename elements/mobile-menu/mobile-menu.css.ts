import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block' });

export const bar = style({ position: 'relative' });
export const toggle = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem', inlineSize: '100%', minBlockSize: vars.controlSize,
  padding: '0.5rem 1rem', border: 0, background: `var(--x-mobile-menu-bar, ${vars.subtle})`, color: 'inherit', font: 'inherit', cursor: 'pointer', fill: 'currentColor',
});
export const panel = style({ background: `var(--x-mobile-menu-background, ${vars.surface})`, borderBlockStart: `2px solid ${vars.accent}`, selectors: { '&[hidden]': { display: 'none' } } });
export const list = style({});
globalStyle(`${list} ul`, { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${list} ul ul`, { paddingInlineStart: '1rem' });
globalStyle(`${list} ul[hidden]`, { display: 'none' });
globalStyle(`${list} li`, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', borderBlockEnd: `1px solid ${vars.border}` });
globalStyle(`${list} li > ul`, { flexBasis: '100%' });
globalStyle(`${list} a`, { flex: 1, display: 'block', padding: '0.6rem 1rem', color: 'inherit' });
globalStyle(`${list} a:focus-visible, ${list} button:focus-visible`, { outline: 'none', boxShadow: vars.focusRing });
export const subToggle = style({
  inlineSize: vars.controlSize, blockSize: vars.controlSize, border: 0, background: 'none', cursor: 'pointer', color: 'inherit', font: 'inherit',
  selectors: {
    '&::before': { content: '"+"', fontSize: '1.25rem' },
    '&[aria-expanded="true"]::before': { content: '"\\2212"' },
  },
});
