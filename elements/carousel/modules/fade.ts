// Loaded only by carousels with slider_effec "fade": the module and its stylesheet.
export { EffectFade as module } from 'swiper/modules';
export { default as css } from 'swiper/css/effect-fade?inline';
