// Loaded only by carousels with slider_effec "flip": the module and its stylesheet.
export { EffectFlip as module } from 'swiper/modules';
export { default as css } from 'swiper/css/effect-flip?inline';
