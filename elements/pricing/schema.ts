export const pricingAttributes = {};
