import { describe, expect, it } from 'vitest';
import * as styles from '../../elements/slider/slider.css';
import { cssOf } from '../../elements/core';

describe('xcss', () => {
  it('exports class names and css', () => {
    expect(typeof styles.viewport).toBe('string');
    const css = cssOf(styles);
    expect(css.join('\n')).toContain(styles.viewport);
    expect(css.join('\n')).toContain('--x-accent');
  });
});
