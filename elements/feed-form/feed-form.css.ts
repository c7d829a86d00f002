import { globalStyle } from '@vanilla-extract/css';

// The form lays itself out as the theme has it.
globalStyle(':host', { display: 'block' });
