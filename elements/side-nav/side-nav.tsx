import { useCallback, useEffect, useState, type CSSProperties, type MouseEvent } from 'react';
import { emit, useElementApi, useOnChange, type ElementProps } from '../core';
import { scrollAndFocus, scrollToAnchor } from '../behaviours/smooth-scroll';
import { sectionLabel } from './sections';
import { sideNavEvents, sideNavMethods, type sideNavAttributes } from './schema';
import * as css from './side-nav.css';

/** The section crossing the viewport's middle line is the current one. */
const MIDDLE_LINE = '-50% 0px -50% 0px';

export function SideNav({ host, attrs }: ElementProps<typeof sideNavAttributes>) {
  const find = useCallback(() => [...document.querySelectorAll<HTMLElement>(attrs.sections)].filter((s) => !host.contains(s)), [attrs.sections, host]);
  const [sections, setSections] = useState<HTMLElement[]>(find);
  const [current, setCurrent] = useState(0);
  useEffect(() => setSections(find()), [find]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) if (e.isIntersecting) setCurrent(sections.indexOf(e.target as HTMLElement));
    }, { rootMargin: MIDDLE_LINE });
    sections.forEach((s) => io.observe(s));
    return () => io.disconnect();
  }, [sections]);
  useOnChange(current, (index) => emit(host, sideNavEvents, 'x-side-nav-change', { index }));
  useElementApi(sideNavMethods, { refresh: () => setSections(find()) });

  const go = (event: MouseEvent, section: HTMLElement) => {
    event.preventDefault();
    // A section with an id is a same-page anchor: smooth scroll and a history entry; one without, a smooth scroll.
    // Focus goes there either way, as a link's jump moves where Tab goes next.
    if (!section.id || !scrollToAnchor(section.id)) void scrollAndFocus(section);
  };
  return (
    <nav className={css.nav} part="nav" aria-label={attrs.label} hidden={sections.length < 2}>
      <ul className={css.list} part="list" style={{ '--x-sections': sections.length } as CSSProperties}>
        {sections.map((s, i) => (
          <li key={i}>
            <a
              className={css.dot} part={`dot${i === current ? ' current' : ''}`} href={s.id ? `#${s.id}` : '#'}
              aria-current={i === current ? 'true' : undefined} onClick={(e) => go(e, s)}
            >
              <span className={css.label}>{sectionLabel(s, i)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
