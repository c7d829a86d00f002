import { describe, expect, it } from 'vitest';
import * as styles from '../elements/slider/slider.css';
import * as theme from '../styles/theme.css';
import { cssOf } from '../elements/core';

describe('vanilla-extract to shadow CSS (scripts/vite-xcss.mjs)', () => {
  it('exports class names with the CSS of the file itself only', () => {
    expect(typeof styles.viewport).toBe('string');
    const own = cssOf(styles).join('\n');
    expect(own).toContain(styles.viewport.split(' ')[0]);
    expect(own).not.toContain('--x-accent:');
  });

  it('keeps the theme contract in the theme module, on :host', () => {
    const css = cssOf(theme).join('\n');
    expect(css).toMatch(/:host\s*\{[^}]*--x-accent:\s*#1f6fb2/);
  });

  it('dedupes CSS texts across modules', () => {
    expect(cssOf(theme, theme).length).toBe(cssOf(theme).length);
  });
});
