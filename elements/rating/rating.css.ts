import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The row's height is page CSS too (rating.pre.css): the select before upgrade, the stars after.
globalStyle(':host', { display: 'block', blockSize: '1.5rem' });
// The select stays in the form (sent, checked by the browser) out of sight. Important: a theme's
// `select { inline-size: 100% }` outranks a slotted rule, and a page-wide box clipped to nothing still made the
// page scroll sideways.
globalStyle('::slotted(select)', {
  position: 'absolute', inlineSize: '1px !important', blockSize: '1px !important', minInlineSize: '0 !important',
  padding: '0 !important', border: '0 !important', overflow: 'hidden', clipPath: 'inset(50%)', margin: '0 !important',
});

export const stars = style({ display: 'flex', gap: '0.125rem', margin: 0, padding: 0, border: 0, blockSize: '1.5rem' });
export const star = style({
  display: 'grid', placeItems: 'center', inlineSize: '1.5rem', blockSize: '1.5rem', cursor: 'pointer', color: vars.border,
  selectors: {
    '&[data-on]': { color: vars.accent },
    // Hovering previews: the star under the pointer and those before it.
    [`${stars}:hover &`]: { color: vars.border },
    [`${stars} &:hover, ${stars} &:has(~ &:hover)`]: { color: vars.accent },
    '&:has(:focus-visible)': { outline: `2px solid ${vars.accent}`, outlineOffset: '1px', borderRadius: '2px' },
  },
});
export const icon = style({ inlineSize: '1.25rem', blockSize: '1.25rem', fill: 'currentColor' });
