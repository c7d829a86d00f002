/**
 * The lightbox as the visitor meets it (SPEC sections 2, 4): a modal dialog
 * in the top layer (the page goes inert, focus stays inside and comes back
 * where it was), closed by its button, Escape or a click outside the image.
 * A chunk of its own: the carousel loads it on the first open.
 */
import { useEffect } from 'react';
import { useModal } from '../behaviours/modal';
import type { LightboxContent } from './lightbox';
import * as css from './carousel.css';

export interface LightboxViewProps {
  content: LightboxContent;
  closeLabel: string;
  /** Opened (once per content). */
  onOpened(content: LightboxContent): void;
  /** Closed, however: the carousel unmounts the view. */
  onClosed(content: LightboxContent): void;
}

export default function LightboxView({ content, closeLabel, onOpened, onClosed }: LightboxViewProps) {
  const modal = useModal<'close-button' | 'backdrop'>({ backdrop: 'backdrop', onClosed: () => onClosed(content) });
  useEffect(() => {
    if (modal.element && modal.show((surface) => surface.querySelector<HTMLElement>('[part~="lightbox-close"]'))) onOpened(content);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per content, when the dialog exists
  }, [content, modal.element]);
  return (
    <dialog ref={modal.ref} className={css.lightbox} part="lightbox" aria-label={content.label || undefined}>
      <button type="button" part="lightbox-close" className={css.lightboxClose} aria-label={closeLabel} onClick={() => modal.hide('close-button')}>
        <span aria-hidden="true">×</span>
      </button>
      {content.type === 'image' && <img part="lightbox-image" className={css.lightboxMedia} src={content.src} alt={content.label} />}
      {content.type === 'video' && (
        <iframe
          part="lightbox-video" className={css.lightboxVideo} src={content.src} title={content.label}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowFullScreen
        />
      )}
      {content.caption && <p part="lightbox-caption" className={css.caption}>{content.caption}</p>}
    </dialog>
  );
}
