import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

globalStyle(':host', { position: 'fixed', insetInlineEnd: 'var(--x-side-nav-inset, 1rem)', insetBlockStart: '50%', zIndex: 'var(--x-side-nav-z, 99)' });

export const nav = style({ selectors: { '&[hidden]': { display: 'none' } } });

const pitch = 'var(--x-side-nav-pitch, 24px)';
// A pitch per section plus 40 px (SPEC section 9), centred on the viewport's middle by half that as a negative margin.
export const list = style({
  listStyle: 'none', margin: 0, padding: '20px 0', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', alignItems: 'center',
  blockSize: `calc(var(--x-sections) * ${pitch} + 40px)`, marginBlockStart: `calc((var(--x-sections) * ${pitch} + 40px) / -2)`,
});
// Each link is its pitch tall and 24 px wide (the pointer target); the dot is drawn inside it.
export const dot = style({
  display: 'grid', placeItems: 'center', inlineSize: 24, blockSize: pitch, position: 'relative', borderRadius: vars.radius,
  selectors: {
    '&::before': { content: '""', inlineSize: 12, blockSize: 12, borderRadius: '50%', background: 'var(--x-side-nav-dot, rgba(0, 0, 0, 0.45))', boxShadow: '0 0 0 2px #fff' },
    '&[aria-current]::before': { background: `var(--x-side-nav-current, ${vars.accent})` },
    '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing },
  },
});
// The section's name: read by assistive technology, shown beside the dot on hover and focus.
export const label = style({
  position: 'absolute', insetInlineEnd: '100%', insetBlockStart: '50%', transform: 'translateY(-50%)', marginInlineEnd: 8,
  whiteSpace: 'nowrap', padding: '2px 6px', borderRadius: vars.radius, background: 'rgba(0, 0, 0, 0.8)', color: '#fff', fontSize: '0.8rem',
  clipPath: 'inset(50%)', pointerEvents: 'none',
  selectors: { [`${dot}:hover &, ${dot}:focus-visible &`]: { clipPath: 'none' } },
});
