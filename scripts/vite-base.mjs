// What every Vite pass shares: the library build (scripts/build.mjs), the
// browser-test bundle (scripts/test-browser.mjs), vitest (vite.config.ts) and
// the bench's peer bundles (tests/bench/lib.mjs). Each pass adds its own
// `build` options on top; none reads a config file of its own.
import { xcss } from './vite-xcss.mjs';

/**
 * @param {{ mode?: 'production' | 'development' | null }} [options] the React
 * build to bundle (`process.env.NODE_ENV`); null leaves it to the tool (vitest).
 */
export function viteBase({ mode = 'production' } = {}) {
  return {
    configFile: /** @type {false} */ (false),
    logLevel: /** @type {const} */ ('warn'),
    plugins: [xcss()],
    oxc: { jsx: { runtime: /** @type {const} */ ('automatic') } },
    ...(mode ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {}),
  };
}
