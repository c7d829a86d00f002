// Loaded only by carousels with the scroller effect (free mode) and autoplay on.
export { FreeMode as module } from 'swiper/modules';
export { default as css } from 'swiper/css/free-mode?inline';
