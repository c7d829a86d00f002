// Loaded only by carousels with slider_effec "creative": the module and its stylesheet.
export { EffectCreative as module } from 'swiper/modules';
export { default as css } from 'swiper/css/effect-creative?inline';
