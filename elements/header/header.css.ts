import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Positioned, so its z-index holds (over the page's positioned content, the fixed bar included) and a mega
// menu spans the header (its dropdown is placed against the nearest positioned ancestor, else the viewport).
globalStyle(':host', { display: 'block', position: 'relative', zIndex: 'var(--x-header-z, 99)' });
// The admin bar's offset comes from the page's CSS (header.pre.css: it needs body.admin-bar).
globalStyle(':host([mode="sticky"])', { position: 'sticky', top: 'var(--x-header-top, 0px)' });

/** The header's room in the page: kept at the bar's height while the bar is fixed, so nothing below it moves. */
export const room = style({ display: 'block', selectors: { '&[data-shrunk]': { pointerEvents: 'none' } } });

const motion = 'padding 400ms ease, transform 400ms ease';
export const bar = style({
  boxSizing: 'border-box', pointerEvents: 'auto', paddingBlock: 'var(--x-header-padding, 1.5rem)', background: `var(--x-header-background, ${vars.surface})`,
  transition: motion,
  selectors: {
    '&[data-fixed]': { position: 'fixed', insetInline: 0, insetBlockStart: 'var(--x-header-top, 0px)', boxShadow: 'var(--x-header-shadow, 0 1px 0 rgba(0, 0, 0, 0.1))' },
    '&[data-shrunk]': { paddingBlock: 'var(--x-header-padding-shrunk, 0.5rem)' },
    '&[data-hidden]': { transform: 'translateY(-100%)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
// The logo's size is page CSS (header.pre.css, the same before and after upgrade); shrinking hands it a smaller one.
globalStyle(`${bar}[data-shrunk]`, { vars: { '--x-header-logo-now': 'var(--x-header-logo-shrunk, 32px)' } });
