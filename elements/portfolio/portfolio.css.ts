import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { bar, button } from '../behaviours/paging-bar.css';

// The grid itself (columns, gap, the items' 4:3 images) is page CSS
// (portfolio.pre.css): the host is the grid before and after upgrade, and
// the slot (display: contents) hands it the items, so nothing moves.
globalStyle(':host', { display: 'grid' });

export const filters = style([bar, { overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }]);
export const filter = style([button, { selectors: { '&[aria-pressed="true"]': { background: vars.accent, borderColor: vars.accent, color: vars.accentContrast } } }]);
