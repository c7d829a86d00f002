/**
 * The limited text blocks of a carousel's slides (`data-text-limit`, A16 to
 * A19), each read field by field (a bad field named once) and rendered as
 * an ExpandableText. A chunk of its own: only carousels with such a block
 * fetch it.
 */
import { useMemo } from 'react';
import type { Device } from '../behaviours/devices';
import { parseTextLimit } from './text-limit';
import { ExpandableText } from './expandable-text';
import { warnOnce } from '../core/warn';

export interface TextBlocksProps {
  slides: HTMLElement[];
  device: Device;
  onToggle(expanded: boolean, slide: number): void;
}

export default function TextBlocks({ slides, device, onToggle }: TextBlocksProps) {
  const blocks = useMemo(() => slides.flatMap((slide, index) =>
    [slide, ...slide.querySelectorAll<HTMLElement>('[data-text-limit]')].filter((b) => b.hasAttribute('data-text-limit')).map((block) => {
      const json = block.getAttribute('data-text-limit');
      const { settings, problems } = parseTextLimit(json);
      if (problems.length) {
        warnOnce(`text\u0000${json}`, `<x-carousel> attribute "data-text-limit" on a <${block.localName}>: ${problems.join('; ')}. Using the default for each.`);
      }
      return { block, settings, index };
    })), [slides]);
  return blocks.map(({ block, settings, index }, i) => (
    <ExpandableText key={i} block={block} settings={settings} device={device} onToggle={(expanded) => onToggle(expanded, index)} />
  ));
}
