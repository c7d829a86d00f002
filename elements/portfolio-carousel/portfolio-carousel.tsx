import { useEffect, useLayoutEffect, useState } from 'react';
import { emit, useElementApi, useEvent, inDefaultSlot, useLightChildren, useOnChange, type ElementProps } from '../core';
import { useAutoplay } from '../behaviours/autoplay';
import { useItemAttribute } from '../behaviours/item-attribute';
import { useReducedMotion } from '../behaviours/devices';
import { inlineStep, setCarouselSemantics } from '../behaviours/slides';
import { groupAt, groupCount, groupStart, stepGroup } from './groups';
import { slideStrings } from '../behaviours/strings';
import { portfolioCarouselEvents, portfolioCarouselMethods, type portfolioCarouselAttributes } from './schema';
import * as css from './portfolio-carousel.css';

/** How many items show at once: the page CSS's column count (by width, or the page's own). */
function columnsOf(host: HTMLElement): number {
  const n = Number.parseInt(getComputedStyle(host).getPropertyValue('--x-portfolio-columns'), 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export function PortfolioCarousel({ host, attrs }: ElementProps<typeof portfolioCarouselAttributes>) {
  const items = useLightChildren(host, inDefaultSlot);
  const reduced = useReducedMotion();
  const [visible, setVisible] = useState(() => columnsOf(host));
  // The visible count follows the host's width and the window's (the media
  // queries that set the columns); the first item shown stays in view.
  useEffect(() => {
    const update = () => setVisible(columnsOf(host));
    const observer = new ResizeObserver(update);
    observer.observe(host);
    addEventListener('resize', update, { passive: true });
    return () => {
      observer.disconnect();
      removeEventListener('resize', update);
    };
  }, [host]);

  const groups = groupCount(items.length, visible);
  const [move, setMove] = useState({ first: 0, ms: 0 });
  const group = groupAt(move.first, items.length, visible);
  const first = groupStart(group, items.length, visible);
  const go = (target: number, ms = attrs.speed) => setMove({ first: groupStart(stepGroup(target, 0, groups), items.length, visible), ms: reduced ? 0 : ms });

  // Items out of view are out of the tab order and the accessibility tree.
  useItemAttribute(items, 'inert', (_, i) => i < first || i >= first + visible);

  useOnChange(`${group}/${groups}`, () => emit(host, portfolioCarouselEvents, 'x-portfolio-carousel-move', { group, groups, first, visible }));

  const { focused } = useAutoplay(host, {
    enabled: attrs['auto-rotate'] && !reduced && groups > 1,
    interval: attrs.interval,
    retryMs: attrs.interval,
    advance: () => go(group + 1, attrs['rotate-speed']),
  });
  const rotating = attrs['auto-rotate'] && !reduced && groups > 1;

  useEvent(host, 'keydown', (e) => {
    const step = inlineStep((e as KeyboardEvent).key, host);
    if (!step) return;
    go(group + step);
    e.preventDefault();
  });
  useElementApi(portfolioCarouselMethods, { next: () => go(group + 1), prev: () => go(group - 1), goTo: (n: number) => go(Math.trunc(n) || 0) });

  const strings = slideStrings();
  useLayoutEffect(() => setCarouselSemantics(host, attrs.label, strings.carousel), [host, attrs.label, strings]);

  // The slot hands its offset and speed down to the items (they inherit from it in the flat tree).
  const slotStyle = { '--x-offset': first, '--x-move-ms': `${move.ms}ms` } as React.CSSProperties;
  return (
    <>
      <slot className={css.track} style={slotStyle} aria-live={rotating && !focused ? 'off' : 'polite'} />
      {groups > 1 && (
        <>
          <button type="button" part="arrow arrow-prev" className={`${css.arrow} ${css.prev}`} aria-label={strings.previous} onClick={() => go(group - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" part="arrow arrow-next" className={`${css.arrow} ${css.next}`} aria-label={strings.next} onClick={() => go(group + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </>
  );
}
