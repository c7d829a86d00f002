// Loaded only by carousels with slider_effec "cube": the module and its stylesheet.
export { EffectCube as module } from 'swiper/modules';
export { default as css } from 'swiper/css/effect-cube?inline';
