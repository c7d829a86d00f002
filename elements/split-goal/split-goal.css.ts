import { globalStyle } from '@vanilla-extract/css';

// A block around the goal's content, as page CSS has it before upgrade.
globalStyle(':host', { display: 'block' });
