import type { ElementProps } from '../core';
import type { pricingAttributes } from './schema';

// The currency sign's place is page CSS (pricing.pre.css), the same before
// and after upgrade: the element only projects the tables.
export function Pricing(_: ElementProps<typeof pricingAttributes>) {
  return <slot />;
}
