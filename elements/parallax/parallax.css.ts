import { globalStyle, style } from '@vanilla-extract/css';

globalStyle(':host', { display: 'block', position: 'relative', isolation: 'isolate', overflow: 'hidden' });
// The fixed background of the css method is clipped to the section by clip-path (overflow does not clip fixed boxes).
globalStyle(':host([method="css"])', { overflow: 'visible', clipPath: 'inset(0)' });

/** Taller than the section by the speed's share above and below: it moves by that much and never shows an edge. */
export const layer = style({
  position: 'absolute', insetInline: 0, insetBlock: 'calc(var(--x-parallax-shift, 0%) * -1)', zIndex: -1, pointerEvents: 'none',
  selectors: { ':host([method="css"]) &': { position: 'fixed', inset: 0 } },
});
globalStyle(`${layer} ::slotted(*)`, { display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover', maxInlineSize: 'none' });

export const content = style({ position: 'relative' });
