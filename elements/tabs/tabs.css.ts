import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block' });

// Flex items stretch to the tallest label: equal tab heights.
export const list = style({
  display: 'flex', alignItems: 'stretch', flexWrap: 'wrap', gap: 0,
  borderBlockEnd: `1px solid ${vars.border}`,
  '@media': { '(max-width: 767px)': { flexDirection: 'column' } },
});
globalStyle(`${list} ::slotted(*)`, {
  margin: 0, padding: '0.6em 1.2em', cursor: 'pointer', font: 'inherit', color: vars.muted,
  background: 'transparent', border: `1px solid transparent`, borderBlockEnd: 0,
  borderStartStartRadius: vars.radius, borderStartEndRadius: vars.radius,
});
globalStyle(`${list} ::slotted([aria-selected="true"])`, { color: vars.text, background: vars.surface, borderColor: vars.border });
globalStyle(`${list} ::slotted(:focus-visible)`, { outline: 'none', boxShadow: vars.focusRing });

export const panels = style({ display: 'grid', paddingBlock: vars.space });
globalStyle(`${panels} ::slotted(*)`, { gridArea: '1 / 1', minWidth: 0 });
globalStyle(`${panels} ::slotted(:focus-visible)`, { outline: 'none', boxShadow: vars.focusRing });
