import { globalStyle } from '@vanilla-extract/css';

// The order's details lay themselves out as the theme has them.
globalStyle(':host', { display: 'block' });
