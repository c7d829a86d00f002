import { globalStyle, style } from '@vanilla-extract/css';

globalStyle(':host', { display: 'block' });

/** The box that moves when the element animates its own content. */
export const content = style({ display: 'block' });
