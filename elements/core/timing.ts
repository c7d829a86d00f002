/** Timings from SPEC section 9, named as the spec names them. */
/** Slider slide transition (the default effect). */
export const SLIDE_MS = 500;
/** Slider and tabs fade. */
export const FADE_MS = 700;
/** Accordion and toggle open or close. */
export const ACCORDION_MS = 700;
/** Autoplay looks again this long after finding the slider paused. */
export const AUTOPLAY_RETRY_MS = 2000;
/** Conditional logic in forms re-evaluates this long after the last input. */
export const CONDITIONAL_LOGIC_MS = 250;
