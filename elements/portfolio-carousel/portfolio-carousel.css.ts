import { globalStyle, style } from '@vanilla-extract/css';
import { control } from '../../styles/controls.css';

// The row itself (columns by width, the clipping, the items' 4:3 images) is
// page CSS (portfolio-carousel.pre.css), the same before and after upgrade.
globalStyle(':host', { display: 'grid', position: 'relative' });

// Every item moves by the same number of its own widths (plus the gap): the row slides as one.
export const track = style({});
globalStyle(`${track}::slotted(*)`, {
  transform: 'translateX(calc(var(--x-offset, 0) * (-100% - var(--x-portfolio-gap, 1.5rem))))',
  transition: 'transform var(--x-move-ms, 0ms) ease-in-out',
});
globalStyle(`:host(:dir(rtl)) ${track}::slotted(*)`, {
  transform: 'translateX(calc(var(--x-offset, 0) * (100% + var(--x-portfolio-gap, 1.5rem))))',
});

export const arrow = style([control, { position: 'absolute', insetBlockStart: '50%', transform: 'translateY(-50%)', zIndex: 1 }]);
export const prev = style({ insetInlineStart: '0.5rem' });
export const next = style({ insetInlineEnd: '0.5rem' });
