/**
 * Shared constructable stylesheets: one CSSStyleSheet per distinct CSS text,
 * adopted by every shadow root that needs it. Where adoption is missing the
 * element renders `<style>` elements instead (see Shell in define.tsx).
 */
const sheets = new Map<string, CSSStyleSheet>();

export const canAdopt: boolean =
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

export function sharedSheet(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** Adopts the given CSS texts into a shadow root; returns false when the caller must fall back to `<style>`. */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): boolean {
  if (!canAdopt) return false;
  const wanted = cssTexts.map(sharedSheet);
  const others = root.adoptedStyleSheets.filter((s) => !wanted.includes(s));
  root.adoptedStyleSheets = [...wanted, ...others];
  return true;
}

/** The CSS texts a compiled `*.css.ts` module carries (scripts/vite-xcss.ts adds them as `__css`). */
export function cssOf(...modules: object[]): string[] {
  return [...new Set(modules.flatMap((m) => (m as { __css?: string[] }).__css ?? []))];
}
