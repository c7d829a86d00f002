import { useEffect, useRef, type CSSProperties } from 'react';
import type { ElementProps } from '../core';
import { useReducedMotion } from '../behaviours/devices';
import { animateThroughView } from '../behaviours/view-progress';
import type { parallaxAttributes } from './schema';
import * as css from './parallax.css';

/**
 * The background's travel for a speed, as a percentage of its own height:
 * it is (1 + speed) times the section's height and moves by the speed's
 * half of the section's height each way.
 */
export const travel = (speed: number) => (50 * speed) / (1 + speed);

export function Parallax({ host, attrs }: ElementProps<typeof parallaxAttributes>) {
  const layer = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const moving = attrs.method === 'true' && !reduced && attrs.speed > 0;

  useEffect(() => {
    if (!moving) return;
    const k = travel(attrs.speed);
    return animateThroughView(layer.current!, host, [{ transform: `translateY(${-k}%)` }, { transform: `translateY(${k}%)` }]);
  }, [host, moving, attrs.speed]);

  return (
    <>
      <div ref={layer} className={css.layer} part="layer" style={{ '--x-parallax-shift': moving ? `${attrs.speed * 50}%` : '0%' } as CSSProperties}>
        <slot name="background" />
      </div>
      <div className={css.content} part="content">
        <slot />
      </div>
    </>
  );
}
