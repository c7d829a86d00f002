import { defineConfig } from 'vitest/config';
import { xcss } from './scripts/vite-xcss.mjs';

// Library builds are driven by scripts/build.mjs (several passes: element
// entries with a shared runtime chunk, the autoloader, the all-in-one bundle).
// This file holds what every pass and vitest share.
export default defineConfig({
  plugins: [xcss()],
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'happy-dom',
    include: ['elements/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    css: true,
  },
});
