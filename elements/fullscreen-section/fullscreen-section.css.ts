import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Height, centring and the button's room are page CSS (fullscreen-section.pre.css).
globalStyle(':host', { display: 'flex', flexDirection: 'column', justifyContent: 'center', position: 'relative' });
export const down = style({
  position: 'absolute', insetBlockEnd: '1rem', insetInlineStart: '50%', transform: 'translateX(-50%)',
  display: 'grid', placeItems: 'center', inlineSize: vars.controlSize, blockSize: vars.controlSize, padding: 0,
  border: 0, borderRadius: '50%', background: 'rgba(0, 0, 0, 0.45)', color: '#fff', cursor: 'pointer',
});
