// Loaded only by carousels with slider_effec "cards": the module and its stylesheet.
export { EffectCards as module } from 'swiper/modules';
export { default as css } from 'swiper/css/effect-cards?inline';
