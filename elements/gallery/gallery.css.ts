import { globalStyle } from '@vanilla-extract/css';

// The grid itself (columns, gap, the images' 4:3 box) is page CSS
// (gallery.pre.css): the host is the grid before and after upgrade, and the
// slot (display: contents) hands it the items, so nothing moves. The page
// links' bar: behaviours/paging-bar.css.
globalStyle(':host', { display: 'grid' });
