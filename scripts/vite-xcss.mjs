/**
 * Vite plugin: compiles vanilla-extract `*.css.ts` modules at build time and
 * exports their CSS as strings (`export const __css: string[]`, one string per
 * vanilla-extract file scope) next to the generated class names, so elements
 * can adopt the CSS into their shadow roots as constructable stylesheets.
 * The official plugin injects CSS into the document, which shadow DOM cannot see.
 */
import { relative } from 'node:path';
import { transform } from 'lightningcss';
import { compile, processVanillaFile, cssFileFilter } from '@vanilla-extract/integration';

/** @returns {import('vite').Plugin} */
export function xcss() {
  let root = process.cwd();
  /** @type {'short' | 'debug'} */
  let identOption = 'short';
  let minify = false;
  return {
    name: 'x-elements:vanilla-extract-shadow',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      identOption = config.mode === 'production' ? 'short' : 'debug';
      minify = config.mode === 'production';
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
        // Only this file's own CSS: an imported style module (the theme) brings
        // its own, so shared CSS ships once, in the chunk that owns it.
        serializeVirtualCssPath: ({ source: css, fileScope }) => {
          if (fileScope.filePath === relative(root, file).split('\\').join('/')) {
            sheets.push(minify ? transform({ filename: 'x.css', code: Buffer.from(css), minify: true }).code.toString() : css);
          }
          return '';
        },
      });
      return `${code}\nexport const __css = ${JSON.stringify(sheets)};\n`;
    },
  };
}
