import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The grid and the cards' equal heights are page CSS (blog.pre.css): the
// host is the grid before and after upgrade, so nothing moves.
globalStyle(':host', { display: 'grid' });
globalStyle(':host([aria-busy="true"])', { cursor: 'progress' });
globalStyle(':host([aria-busy="true"]) ::slotted(*)', { opacity: 0.6, transition: 'opacity 200ms' });

export const message = style({
  gridColumn: '1 / -1', margin: 0, padding: '0.75rem 1rem', borderRadius: vars.radius, border: `1px solid ${vars.border}`,
  background: vars.surface, color: 'inherit',
  selectors: { '&[hidden]': { display: 'none' } },
});
