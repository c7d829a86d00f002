import { globalStyle, style } from '@vanilla-extract/css';

// The more/less link of a limited text block (in the block's own shadow
// root): it reads as a link in the text's own font and colour.
export const toggle = style({
  all: 'unset', cursor: 'pointer', color: 'inherit', font: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.15em',
  marginInlineStart: '0.25em',
});
globalStyle(`${toggle}:focus-visible`, { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 2 });
