import { useLayoutEffect } from 'react';
import type { ElementProps } from '../core';
import type { testimonialAttributes } from './schema';

// All layout is page CSS (testimonial.pre.css): the host is the grid the
// slot (display: contents) hands the portrait and the words to, before and
// after upgrade alike. The element gives the pair its figure semantics.
export function Testimonial({ host }: ElementProps<typeof testimonialAttributes>) {
  useLayoutEffect(() => {
    if (!host.hasAttribute('role')) host.setAttribute('role', 'figure');
  }, [host]);
  return <slot />;
}
