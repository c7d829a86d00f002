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
    border: 'border',
    radius: 'radius',
    focusRing: 'focus-ring',
    font: 'font',
    space: 'space',
    controlSize: 'control-size',
    zeroColor: 'zero-color',
  },
  (name) => `x-${name}`,
);

globalStyle(':host', {
  vars: assignVars(vars, {
    accent: '#2b87da',
    accentContrast: '#ffffff',
    text: 'inherit',
    muted: '#666666',
    surface: '#ffffff',
    border: '#d9d9d9',
    radius: '4px',
    focusRing: '0 0 0 3px rgba(43, 135, 218, 0.5)',
    font: 'inherit',
    space: '1rem',
    controlSize: '2.5rem',
    zeroColor: '#999999',
  }),
  boxSizing: 'border-box',
  fontFamily: vars.font,
  color: vars.text,
});

globalStyle(':host([hidden])', { display: 'none' });
globalStyle('button:focus-visible, [tabindex]:focus-visible', { outline: 'none', boxShadow: vars.focusRing });
