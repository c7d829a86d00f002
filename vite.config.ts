import { defineConfig } from 'vitest/config';
import { viteBase } from './scripts/vite-base.mjs';

// vitest: the shared Vite base (scripts/vite-base.mjs) and where the unit
// tests are. They run in Node; a file that needs a DOM says so in its first
// line (`// @vitest-environment happy-dom`).
const { configFile: _ignored, ...base } = viteBase({ mode: null });
export default defineConfig({
  ...base,
  test: {
    environment: 'node',
    include: ['elements/**/*.test.ts', 'scripts/**/*.test.ts', 'examples/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', '**/node_modules/**'],
    css: true,
    // One worker thread per core, files sharing it: the tests reset what
    // they set (settings, globals, timers), and any file order passes
    // (checked with --sequence.shuffle.files). 10 s on 2 cores, not 47.
    pool: 'threads',
    isolate: false,
  },
});
