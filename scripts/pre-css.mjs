// The pre-upgrade styles from each element folder's sources (path → CSS).
// `<name>.pre.css` makes the light DOM take the upgraded element's room and
// holds back what it will hide, so it applies only while scripts run (the
// autoloader bakes it in). `<name>.noscript.css` shows, to a visitor without
// scripts, content the markup keeps only in attributes (a counter's value).
// Shared by the build and the tests.

const joined = (sources, suffix, minify) => minify(Object.entries(sources)
  .filter(([path]) => path.endsWith(suffix)).map(([, css]) => css).join('\n'));

/** What the autoloader applies: it runs, so scripts do. */
export function preUpgradeCss(sources, minify = (css) => css) {
  return joined(sources, '.pre.css', minify);
}

/**
 * A tag's name as a type selector: not a part of a longer name
 * (`--x-slider-gap`, `data-x-ready`), a class, an id or an attribute's
 * value (`.x-blog`, `#x-blog`, `[a=x-blog]`).
 */
const TAG = /(?<![\w.#=:"'-])x-[a-z]+(?:-[a-z]+)*(?![\w-])/g;

/** A selector without its `:not(…)` arguments: what it names there it does not need. */
function withoutNegations(selector) {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (!selector.startsWith(':not(', i)) {
      out += selector[i];
      continue;
    }
    let level = 0;
    for (i += 4; i < selector.length; i++) {
      if (selector[i] === '(') level++;
      if (selector[i] === ')' && --level === 0) break;
    }
  }
  return out;
}

/** The selectors of (minified) CSS of style rules and @media blocks, each list split at its commas. */
export function selectorsOf(css) {
  const selectors = [];
  let prelude = '';
  let depth = 0;
  // Depths of the style rules open: inside one, braces and text are its declarations'.
  let inRule = -1;
  // The quote a string opened (`content: "{"`), until it closes: its braces are text.
  let quote = '';
  let escaped = false;
  for (const ch of css) {
    if (quote) {
      if (inRule < 0) prelude += ch;
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch;
      if (inRule < 0) prelude += ch;
    } else if (ch === '{') {
      if (inRule < 0 && !prelude.trim().startsWith('@')) {
        let level = 0;
        let part = '';
        for (const c of prelude) {
          if (c === '(' || c === '[') level++;
          if (c === ')' || c === ']') level--;
          if (c === ',' && level === 0) {
            selectors.push(part.trim());
            part = '';
          } else part += c;
        }
        selectors.push(part.trim());
        inRule = depth;
      }
      depth++;
      prelude = '';
    } else if (ch === '}') {
      depth--;
      if (inRule === depth) inRule = -1;
      prelude = '';
    } else if (ch === ';') prelude = '';
    else if (inRule < 0) prelude += ch;
  }
  return selectors;
}

/**
 * What the autoloader applies, one group a pre.css file in the build's
 * order: it adds a group once a tag the group names is on the page (a page
 * of 200 elements of 4 kinds laid out its first frame with 5 groups, not 41:
 * 51 against 63 ms, the median of its longest task, the CPU slowed 4x).
 * Every selector must name one of `tags` (as a type selector), or an
 * attribute the elements set (`data-x-*`, as `[data-x-link]` of the modules
 * x-link-options links), outside `:not(…)`, and each file a tag at least
 * once, or the build stops, naming it: a rule for markup alone would be
 * added only where a tag of its file happens to be.
 */
export function preUpgradeGroups(sources, tags, minify = (css) => css) {
  return Object.entries(sources).filter(([path]) => path.endsWith('.pre.css')).map(([path, css]) => {
    const minified = minify(css);
    let named = false;
    for (const selector of selectorsOf(minified)) {
      const needs = withoutNegations(selector);
      const tagged = (needs.match(TAG) ?? []).some((tag) => tags.includes(tag));
      named ||= tagged;
      if (!tagged && !needs.includes('[data-x-')) {
        throw new Error(`${path}: the selector "${selector}" names no element's tag nor a data-x- attribute; the autoloader adds a file's pre-upgrade rules once a tag they name is on the page`);
      }
    }
    // The autoloader adds a group for a tag its text names: a group of data-x- rules alone would never be added.
    if (!named) throw new Error(`${path}: no selector names an element's tag, so the autoloader would never add these rules`);
    return minified;
  });
}

/** What a pre-upgrade rule holds back (its one declaration): the property and its held value. */
const HELD = { 'display:none': ['display', 'none'], 'opacity:0': ['opacity', '0'], 'visibility:hidden': ['visibility', 'hidden'] };
/** What each property shows once the fallback's time has passed. */
const SHOWN = { display: 'block', opacity: '1', visibility: 'visible' };
/** Hosts that hold nothing a reader needs without their script: the consent banner's text has no buttons then. */
const NOT_SHOWN = /x-consent|x-multi-view/;

/**
 * The linked file's fallback for a script that never comes (blocked, a wrong
 * path, an outage): what the pre-upgrade rules hold back until set-up (a rule
 * whose selector waits for `data-x-ready` or `data-x-revealed` and whose one
 * declaration hides) is shown after `--x-pre-timeout` (6 s). The held value
 * becomes a custom property's default (`display: var(--x-pre-display, none)`),
 * and an animation of the body ends on the shown values, for the whole page:
 * no script needed, and an element's rule stops matching the moment it is set
 * up. (An animation of the held element itself would not run: an element with
 * `display: none` runs none.) It stands down once the autoloader has run (its
 * `x-js` class on the root), so nothing waits on a pending animation; with no
 * weight (`:where(…) body`), a theme's own animation of the body wins. WebKit shows no animated custom property to
 * descendants, so there the fallback does nothing. The autoloader's own copy
 * of the rules needs none of this: it is there only once the script runs.
 */
/** A selector that holds its element back until set-up: it refuses `data-x-ready` (or `-revealed`) and needs neither. */
const WAITS = /\[data-x-(ready|revealed)\]/;
const waitsForSetUp = (selector) => WAITS.test(selector) && !WAITS.test(withoutNegations(selector)) && !NOT_SHOWN.test(selector);

export function withFallback(css) {
  const used = new Set();
  // Innermost rules only (an @media block's own prelude is not in `selector`: it ends at its brace).
  const out = css.replace(/([^{}]+)\{([^{}]*)\}/g, (rule, prelude, body) => {
    const held = HELD[body.replace(/[\s;]/g, '')];
    if (!held) return rule;
    const selectors = selectorsOf(`${prelude}{}`);
    const late = selectors.filter(waitsForSetUp);
    if (!late.length) return rule;
    const [property, value] = held;
    used.add(property);
    const rest = selectors.filter((sel) => !waitsForSetUp(sel));
    return `${rest.length ? `${rest.join(',')}{${body}}` : ''}${late.join(',')}{${property}:var(--x-pre-${property},${value})}`;
  });
  if (!used.size) return out;
  const shown = [...used].map((p) => `--x-pre-${p}:${SHOWN[p]}`).join(';');
  return `${out}:where(html:not(.x-js)) body{animation:x-pre-shown 0s var(--x-pre-timeout,6s) forwards}@keyframes x-pre-shown{to{${shown}}}`;
}

/** The fallback's custom properties, registered (WebKit animates no unregistered one), top-level as @property must be. */
export const fallbackProperties = (css) => [...new Set(css.match(/--x-pre-(display|opacity|visibility)(?=,)/g) ?? [])]
  .map((name) => `@property ${name}{syntax:"*";inherits:true}`).join('');

/**
 * dist/x-elements.pre.css, linked from <head> (for late scripts, and for
 * visitors without them): the pre-upgrade rules only while scripts run, so
 * they hide nothing from a visitor without scripts, who gets the no-script
 * rules instead; with the fallback for a script that never comes.
 */
export function preCssFile(sources, minify = (css) => css) {
  const noScript = joined(sources, '.noscript.css', minify);
  const pre = preUpgradeCss(sources, minify);
  const held = withFallback(pre);
  return `${fallbackProperties(held)}@media (scripting: enabled){${held}}${noScript && `@media (scripting: none){${noScript}}`}`;
}
