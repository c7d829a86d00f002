// Loaded only by carousels with zoom on: the module and its stylesheet.
export { Zoom as module } from 'swiper/modules';
export { default as css } from 'swiper/css/zoom?inline';
