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
 * dist/x-elements.pre.css, linked from <head> (for late scripts, and for
 * visitors without them): the pre-upgrade rules only while scripts run, so
 * they hide nothing from a visitor without scripts, who gets the no-script
 * rules instead.
 */
export function preCssFile(sources, minify = (css) => css) {
  const noScript = joined(sources, '.noscript.css', minify);
  return `@media (scripting: enabled){${preUpgradeCss(sources, minify)}}${noScript && `@media (scripting: none){${noScript}}`}`;
}
