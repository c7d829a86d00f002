import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', '.cache/**', 'custom-elements.json', '.wtr-build/**', 'node_modules/**', 'examples/server/data/**', '.bench/**', '.*.mjs'] }, // root dot-scripts: local scratch, gitignored
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['elements/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // The layers: core is the element machinery and imports nothing above it
  // and names no feature; services (consent, split tests, shop, requests,
  // third-party scripts, the library's globals) build on core; behaviours (used by
  // some elements) on core and services; the forms kit on those; an element
  // on all of them, and takes from another element only its define (to use
  // it, as x-accordion uses x-toggle) and types. The loader (the autoloader)
  // imports nothing. Tests are outside the layers.
  {
    files: ['elements/core/**/*.{ts,tsx}', 'elements/loader/**/*.ts'],
    ignores: ['**/*.browser.{ts,tsx}', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\./)', message: 'elements/core imports no element, service or kit: move the shared piece into core, or the feature-specific one out of it (a service registers what core must know: settingsFields, uiStrings, onPreview, allowScriptUrls).' }] }],
    },
  },
  {
    files: ['elements/services/**/*.{ts,tsx}'],
    ignores: ['**/*.browser.{ts,tsx}', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!core(/|$)|\\.\\./)', message: 'A service builds on elements/core only.' }] }],
    },
  },
  {
    files: ['elements/behaviours/**/*.{ts,tsx}'],
    ignores: ['**/*.browser.{ts,tsx}', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!(core|services)(/|$)|\\.\\./)', message: 'A behaviour builds on elements/core and elements/services only.' }] }],
    },
  },
  {
    files: ['elements/forms/**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.browser.{ts,tsx}', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!(core|services|behaviours)(/|$)|\\.\\./)', message: 'The forms kit builds on elements/core, elements/services and elements/behaviours only.' }] }],
    },
  },
  {
    files: ['elements/*/**/*.{ts,tsx}'],
    ignores: ['elements/core/**', 'elements/loader/**', 'elements/services/**', 'elements/behaviours/**', 'elements/forms/**', '**/*.browser.{ts,tsx}', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!(core|services|behaviours|forms)(/|$)|\\.\\./|[a-z-]+/define$)', allowTypeImports: true, message: 'An element builds on elements/core, elements/services, elements/behaviours and elements/forms; from another element it may import its define (to use it) and types only.' }] }],
      // Another element's define is imported for its registration alone: `import '../toggle/define'`, never a value from it.
      'no-restricted-syntax': ['error', { selector: 'ImportDeclaration[importKind!="type"][source.value=/^\\.\\.\\/[a-z-]+\\/define$/][specifiers.length>0]', message: 'Import another element\'s define for its registration only (import \'../x/define\'); shared values live in elements/behaviours.' }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.mocha } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
