/**
 * Vite plugin: compiles vanilla-extract `*.css.ts` modules at build time and
 * exports their CSS as strings (`export const __css: string[]`, one string per
 * vanilla-extract file scope) next to the generated class names, so elements
 * can adopt the CSS into their shadow roots as constructable stylesheets.
 * The official plugin injects CSS into the document, which shadow DOM cannot see.
 */
import { compile, processVanillaFile, cssFileFilter } from '@vanilla-extract/integration';

/** @returns {import('vite').Plugin} */
export function xcss() {
  let root = process.cwd();
  /** @type {'short' | 'debug'} */
  let identOption = 'short';
  return {
    name: 'x-elements:vanilla-extract-shadow',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      identOption = config.mode === 'production' ? 'short' : 'debug';
    },
    async load(id) {
      const [file] = id.split('?');
      if (!file || !cssFileFilter.test(file)) return null;
      const { source, watchFiles } = await compile({ filePath: file, identOption, cwd: root });
      for (const f of watchFiles) this.addWatchFile(f);
      /** @type {string[]} */
      const sheets = [];
      const code = await processVanillaFile({
        source,
        filePath: file,
        identOption,
        serializeVirtualCssPath: ({ source: css }) => {
          sheets.push(css);
          return '';
        },
      });
      return `${code}\nexport const __css = ${JSON.stringify(sheets)};\n`;
    },
  };
}
