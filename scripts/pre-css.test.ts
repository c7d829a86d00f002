import { describe, expect, it } from 'vitest';
import { preCssFile, preUpgradeCss } from './pre-css.mjs';

const sources = {
  'elements/a/a.pre.css': 'x-a { height: 2em; }',
  'elements/a/a.noscript.css': 'x-a::before { content: attr(value); }',
  'elements/b/b.pre.css': 'x-b { display: none; }',
};

describe('the pre-upgrade styles', () => {
  it('the autoloader (scripts run) takes the pre-upgrade rules, never the no-script ones', () => {
    expect(preUpgradeCss(sources)).toBe('x-a { height: 2em; }\nx-b { display: none; }');
  });

  it('the linked file holds the pre-upgrade rules only while scripts run, and shows the no-script rules without them (issue 25)', () => {
    expect(preCssFile(sources)).toBe('@media (scripting: enabled){x-a { height: 2em; }\nx-b { display: none; }}@media (scripting: none){x-a::before { content: attr(value); }}');
    expect(preCssFile({ 'elements/b/b.pre.css': 'x-b { display: none; }' })).toBe('@media (scripting: enabled){x-b { display: none; }}');
  });

  it('minifies each part with the function given', () => {
    expect(preCssFile(sources, (css) => css.replace(/\s+/g, ''))).toBe('@media (scripting: enabled){x-a{height:2em;}x-b{display:none;}}@media (scripting: none){x-a::before{content:attr(value);}}');
  });
});
