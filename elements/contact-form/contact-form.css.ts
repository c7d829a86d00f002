import { globalStyle } from '@vanilla-extract/css';

globalStyle(':host', { display: 'block' });
globalStyle(':host([data-state="submitting"]) ::slotted(form)', { opacity: 0.6, transition: 'opacity 200ms' });
