/**
 * The theme contract: CSS custom properties set on every element's :host.
 * Pages override them from outside (`x-slider { --x-accent: #c00 }`), which
 * wins over :host rules.
 */
import { createGlobalThemeContract, globalStyle, assignVars } from '@vanilla-extract/css';

export const vars = createGlobalThemeContract(
  {
    accent: 'accent',
    accentContrast: 'accent-contrast',
    text: 'text',
    muted: 'muted',
    surface: 'surface',
    surfaceText: 'surface-text',
    border: 'border',
    radius: 'radius',
    focusRing: 'focus-ring',
    font: 'font',
    space: 'space',
    controlSize: 'control-size',
    zeroColor: 'zero-color',
    subtle: 'subtle',
    danger: 'danger',
  },
  (name) => `x-${name}`,
);

globalStyle(':host', {
  vars: assignVars(vars, {
    // The spec's blue (#2b87da) darkened to 5.3:1 on white (WCAG AA for text and
    // white-on-accent buttons; axe checks every example page). Pages set --x-accent.
    accent: '#1f6fb2',
    accentContrast: '#ffffff',
    text: 'inherit',
    muted: '#666666',
    surface: '#ffffff',
    // Text on --x-surface (dialogs, banners): set the two together for a dark theme.
    surfaceText: '#222222',
    border: '#d9d9d9',
    radius: '4px',
    focusRing: '0 0 0 3px rgba(31, 111, 178, 0.5)',
    font: 'inherit',
    space: '1rem',
    controlSize: '2.5rem',
    zeroColor: '#6b6b6b', // dimmed, still 5.3:1 on white
    // Buttons and bars that sit on the page (the menus' toggles): a tint, not a surface.
    subtle: '#f4f6f8',
    // Error text and marks: 6.7:1 on white.
    danger: '#b00020',
  }),
  // A page that says it is dark (`color-scheme: dark`, or `light dark` on a dark system) gets dark defaults, as the
  // browser's own controls do; a page that says nothing stays light. Where light-dark() is unknown, the light values.
  '@supports': {
    '(color: light-dark(#000, #fff))': {
      vars: {
        // Each dark value at least 4.5:1 on the dark surface (#1e2125), the accent's text on the accent too.
        [vars.accent]: 'light-dark(#1f6fb2, #6cb0ec)',
        [vars.accentContrast]: 'light-dark(#ffffff, #0b1b2b)',
        [vars.muted]: 'light-dark(#666666, #a9adb3)',
        [vars.surface]: 'light-dark(#ffffff, #1e2125)',
        [vars.surfaceText]: 'light-dark(#222222, #e8eaed)',
        [vars.border]: 'light-dark(#d9d9d9, #4a4f55)',
        [vars.zeroColor]: 'light-dark(#6b6b6b, #9aa0a6)',
        [vars.subtle]: 'light-dark(#f4f6f8, #2a2e33)',
        [vars.danger]: 'light-dark(#b00020, #ff8a80)',
        [vars.focusRing]: '0 0 0 3px light-dark(rgba(31, 111, 178, 0.5), rgba(108, 176, 236, 0.75))',
      },
    },
  },
  boxSizing: 'border-box',
  fontFamily: vars.font,
  color: vars.text,
});

globalStyle(':host([hidden])', { display: 'none' });
globalStyle('button:focus-visible, [tabindex]:focus-visible', { outline: 'none', boxShadow: vars.focusRing });
