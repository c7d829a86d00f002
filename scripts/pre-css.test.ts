import { describe, expect, it } from 'vitest';
import { preCssFile, preUpgradeCss, preUpgradeGroups, selectorsOf, withFallback } from './pre-css.mjs';

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

  it('gives the linked file a fallback for a script that never comes: what waits for set-up shows after --x-pre-timeout', () => {
    const css = 'x-t:not([data-x-ready],[data-x-error])>p~p{display:none}x-a:not([data-x-ready]) [data-x-a],x-b p{opacity:0}'
      + 'x-m[data-x-ready] ul{display:none}x-c:not([data-x-ready]){display:none}x-d:not([data-x-ready]){height:2em}x-e:not([data-x-ready]) p{display:none!important}';
    expect(withFallback(css)).toBe('x-t:not([data-x-ready],[data-x-error])>p~p{display:var(--x-pre-display,none)}'
      // Split where only some selectors of a list wait for set-up.
      + 'x-b p{opacity:0}x-a:not([data-x-ready]) [data-x-a]{opacity:var(--x-pre-opacity,0)}'
      // A rule for after set-up, a host the reader does not need (the consent banner's is named in NOT_SHOWN), other
      // declarations and important ones stay as they are.
      + 'x-m[data-x-ready] ul{display:none}x-c:not([data-x-ready]){display:var(--x-pre-display,none)}x-d:not([data-x-ready]){height:2em}x-e:not([data-x-ready]) p{display:none!important}'
      + ':where(html:not(.x-js)) body{animation:x-pre-shown 0s var(--x-pre-timeout,6s) forwards}@keyframes x-pre-shown{to{--x-pre-display:block;--x-pre-opacity:1}}');
    expect(withFallback('x-consent:not([data-x-ready]){display:none}')).toBe('x-consent:not([data-x-ready]){display:none}');
    expect(preCssFile({ 'elements/t/t.pre.css': 'x-t:not([data-x-ready])>p{display:none}' }))
      .toBe('@property --x-pre-display{syntax:"*";inherits:true}@media (scripting: enabled){x-t:not([data-x-ready])>p{display:var(--x-pre-display,none)}'
        + ':where(html:not(.x-js)) body{animation:x-pre-shown 0s var(--x-pre-timeout,6s) forwards}@keyframes x-pre-shown{to{--x-pre-display:block}}}');
  });

  it('minifies each part with the function given', () => {
    expect(preCssFile(sources, (css) => css.replace(/\s+/g, ''))).toBe('@media (scripting: enabled){x-a{height:2em;}x-b{display:none;}}@media (scripting: none){x-a::before{content:attr(value);}}');
  });

  it('reads the selectors of style rules, in @media blocks too, and never declarations', () => {
    expect(selectorsOf('x-a>:is(p,[b="1,2"]),x-b::before{content:"{x-c}"}@media (min-width:480px){x-d{--x-e:1}}x-f{}')).toEqual(['x-a>:is(p,[b="1,2"])', 'x-b::before', 'x-d', 'x-f']);
    // A brace in a string is text: an unbalanced one hides no selector after it.
    expect(selectorsOf('x-b::before{content:"{"}x-c[title=\'a}{b\'],x-d{content:"\\"}"}x-e{}')).toEqual(['x-b::before', "x-c[title='a}{b']", 'x-d', 'x-e']);
  });

  it('gives the autoloader one group a file, in order, and stops the build at a selector naming no tag', () => {
    const tags = ['x-a', 'x-b'];
    expect(preUpgradeGroups(sources, tags)).toEqual(['x-a { height: 2em; }', 'x-b { display: none; }']);
    expect(preUpgradeGroups({ 'elements/c/c.pre.css': 'x-a { display: none; } [data-x-link] { cursor: pointer; }' }, tags)).toHaveLength(1);
    expect(() => preUpgradeGroups({ 'elements/c/c.pre.css': 'x-a > p, p[data-b] { margin: 0; }' }, tags)).toThrow(/elements\/c\/c\.pre\.css: the selector "p\[data-b\]" names no/);
    expect(() => preUpgradeGroups({ 'elements/c/c.pre.css': 'div { --x-a-gap: 1px; }' }, tags)).toThrow(/"div"/);
    // Named only where a selector refuses it: the rule applies without the tag.
    expect(() => preUpgradeGroups({ 'elements/c/c.pre.css': ':not(x-a)>p{margin:0}' }, tags)).toThrow(/":not\(x-a\)>p"/);
    expect(() => preUpgradeGroups({ 'elements/c/c.pre.css': '.card:not([data-x-ready]) p{margin:0}' }, tags)).toThrow(/names no/);
    expect(preUpgradeGroups({ 'elements/c/c.pre.css': 'x-a:not(:has(>[open])) p{margin:0}' }, tags)).toHaveLength(1);
    // A class, an id or an attribute's value of the tag's name is no tag.
    for (const selector of ['.x-a p', '#x-a p', 'p[role=x-a]', 'p[role="x-a"]', 'div:x-a']) {
      expect(() => preUpgradeGroups({ 'elements/c/c.pre.css': `x-b{margin:0}${selector}{margin:0}` }, tags), selector).toThrow(/names no/);
    }
    expect(preUpgradeGroups({ 'elements/c/c.pre.css': 'main>x-a,:is(x-b) p,p+x-a,p~x-b{margin:0}' }, tags)).toHaveLength(1);
    // A file of data-x- rules alone would never be added: no tag of its text is ever found.
    expect(() => preUpgradeGroups({ 'elements/c/c.pre.css': '[data-x-link]{cursor:pointer}' }, tags)).toThrow(/elements\/c\/c\.pre\.css: no selector names an element's tag/);
  });
});
