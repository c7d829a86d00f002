/** Open and close take 700 ms (SPEC section 9, accordion). */
export const TOGGLE_MS = 700;
