// Loaded only by carousels with mousewheel on.
export { Mousewheel as module } from 'swiper/modules';
export const css = '';
