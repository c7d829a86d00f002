import { globalStyle } from '@vanilla-extract/css';

// A block around the subject's sections, as page CSS has it before upgrade.
globalStyle(':host', { display: 'block' });
