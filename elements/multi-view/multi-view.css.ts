import { globalStyle } from '@vanilla-extract/css';

// A wrapper only: its content lays itself out as the page has it.
globalStyle(':host', { display: 'contents' });
