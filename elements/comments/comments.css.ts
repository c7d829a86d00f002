import { globalStyle } from '@vanilla-extract/css';

// The comment section lays itself out as the theme has it.
globalStyle(':host', { display: 'block' });
