export const testimonialAttributes = {};
