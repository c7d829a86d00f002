import { attr } from '../core/attrs';

export const toggleAttributes = {
  open: attr.boolean('Whether the content is shown. Set or remove it to open or close the toggle.'),
  'heading-level': attr.number('The heading level (1 to 6) of the title, for the document outline.', 3, { min: 1, max: 6, int: true }),
};
