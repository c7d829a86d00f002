// Loaded only by carousels with autoplay on.
export { Autoplay as module } from 'swiper/modules';
export const css = '';
