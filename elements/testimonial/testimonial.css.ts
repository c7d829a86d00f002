import { globalStyle } from '@vanilla-extract/css';

globalStyle(':host', { display: 'grid' });
