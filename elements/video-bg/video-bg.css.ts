import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { display: 'block', position: 'relative', isolation: 'isolate', overflow: 'hidden' });

export const layer = style({ position: 'absolute', inset: 0, zIndex: -1, pointerEvents: 'none' });
globalStyle(`${layer} ::slotted(video)`, { display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const content = style({ position: 'relative' });

export const toggle = style({
  position: 'absolute', insetBlockEnd: '0.5rem', insetInlineEnd: '0.5rem', inlineSize: vars.controlSize, blockSize: vars.controlSize,
  display: 'grid', placeItems: 'center', padding: 0, border: 0, borderRadius: '50%', cursor: 'pointer',
  background: 'rgba(0, 0, 0, 0.6)', color: '#fff', fill: 'currentColor',
  selectors: { '&[hidden]': { display: 'none' } },
});
