import { attr } from '../core/attrs';

export const parallaxAttributes = {
  method: attr.enum('`true`: the background moves slower than the page as the section crosses the viewport (on the compositor where the browser has view timelines); `css`: the background stays fixed to the viewport while the section scrolls over it (the site\'s "CSS" parallax, no script per frame at all).', ['true', 'css'], 'true'),
  speed: attr.number('For `true`: how much slower the background moves, from 0 (with the page) to 1 (the most); the background is that much taller than the section, so it never shows an edge.', 0.5, { min: 0, max: 1 }),
};
