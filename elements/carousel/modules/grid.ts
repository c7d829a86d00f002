// Loaded only by carousels with more than one slide row.
export { Grid as module } from 'swiper/modules';
export { default as css } from 'swiper/css/grid?inline';
