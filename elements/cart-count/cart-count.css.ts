import { globalStyle } from '@vanilla-extract/css';

// Inline, in the header's row, as the page has it.
globalStyle(':host', { display: 'inline' });
