// Loaded only by carousels with slider_effec "coverflow": the module and its stylesheet.
export { EffectCoverflow as module } from 'swiper/modules';
export const css = ''; // Swiper's coverflow has no stylesheet
