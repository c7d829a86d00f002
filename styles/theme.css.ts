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

/**
 * The colours, each a light value and a dark one (a page that says it is dark,
 * `color-scheme: dark` or `light dark` on a dark system, gets the dark ones, as
 * the browser's own controls do; one that says nothing stays light). Each dark
 * value is at least 4.5:1 on the dark surface (#1e2125), the accent's text on
 * the accent too.
 */
const COLOURS = {
  // The spec's blue (#2b87da) darkened to 5.3:1 on white (WCAG AA for text and
  // white-on-accent buttons; axe checks every example page). Pages set --x-accent.
  accent: ['#1f6fb2', '#6cb0ec'],
  accentContrast: ['#ffffff', '#0b1b2b'],
  muted: ['#666666', '#a9adb3'],
  surface: ['#ffffff', '#1e2125'],
  // Text on --x-surface (dialogs, banners): set the two together for a theme of one's own.
  surfaceText: ['#222222', '#e8eaed'],
  border: ['#d9d9d9', '#4a4f55'],
  zeroColor: ['#6b6b6b', '#9aa0a6'], // dimmed, still 5.3:1 on white
  // Buttons and bars that sit on the page (the menus' toggles): a tint, not a surface.
  subtle: ['#f4f6f8', '#2a2e33'],
  // Error text and marks: 6.7:1 on white.
  danger: ['#b00020', '#ff8a80'],
} as const;
const ring = (colour: string) => `0 0 0 3px ${colour}`;
const FOCUS_RING = ['rgba(31, 111, 178, 0.5)', 'rgba(108, 176, 236, 0.75)'] as const;
type Colour = keyof typeof COLOURS;
const colours = (pick: (light: string, dark: string) => string) =>
  Object.fromEntries(Object.entries(COLOURS).map(([name, [light, dark]]) => [name, pick(light, dark)])) as Record<Colour, string>;
const lightDark = (light: string, dark: string) => `light-dark(${light}, ${dark})`;

globalStyle(':host', {
  vars: assignVars(vars, {
    ...colours((light) => light),
    text: 'inherit',
    radius: '4px',
    focusRing: ring(FOCUS_RING[0]),
    font: 'inherit',
    space: '1rem',
    controlSize: '2.5rem',
  }),
  // Where light-dark() is unknown, the light values above stay.
  '@supports': {
    '(color: light-dark(#000, #fff))': {
      vars: {
        ...Object.fromEntries(Object.entries(colours(lightDark)).map(([name, value]) => [vars[name as Colour], value])),
        [vars.focusRing]: ring(lightDark(...FOCUS_RING)),
      },
    },
  },
  boxSizing: 'border-box',
  fontFamily: vars.font,
  color: vars.text,
});

globalStyle(':host([hidden])', { display: 'none' });
globalStyle('button:focus-visible, [tabindex]:focus-visible', { outline: 'none', boxShadow: vars.focusRing });
