import { emit, useElementApi, type ElementProps } from '../core';
import { scrollToTarget } from '../behaviours/smooth-scroll';
import { fullscreenSectionEvents, fullscreenSectionMethods, type fullscreenSectionAttributes } from './schema';
import * as css from './fullscreen-section.css';

/** What follows the section in the page: its next element, or its parent's, outward. */
function nextContent(host: Element): Element | null {
  for (let el: Element | null = host; el && el !== document.body; el = el.parentElement) {
    if (el.nextElementSibling) return el.nextElementSibling;
  }
  return null;
}

export function FullscreenSection({ host, attrs }: ElementProps<typeof fullscreenSectionAttributes>) {
  // The height is page CSS (fullscreen-section.pre.css): the viewport less
  // the admin bar and a fixed header, before upgrade as after.
  const scrollToNext = () => {
    const target = nextContent(host);
    emit(host, fullscreenSectionEvents, 'x-fullscreen-section-scroll', { target });
    return scrollToTarget(target ?? host.getBoundingClientRect().bottom + scrollY).then(() => undefined);
  };
  useElementApi(fullscreenSectionMethods, { scrollToNext });
  return (
    <>
      <slot />
      {attrs['scroll-down'] && (
        <button type="button" className={css.down} part="scroll-down" aria-label={attrs.label} onClick={() => void scrollToNext()}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      )}
    </>
  );
}
