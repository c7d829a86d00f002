import { globalStyle } from '@vanilla-extract/css';

globalStyle(':host', { display: 'block' });
globalStyle(':host([data-state="loading"]) ::slotted(form)', { opacity: 0.7, transition: 'opacity 200ms' });
