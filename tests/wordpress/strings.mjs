// The elements' UI strings (DEFAULT_STRINGS of elements/core/page-settings.ts)
// for the node tests, which cannot import TypeScript: read from the source.
import { readFileSync } from 'node:fs';

const block = /DEFAULT_STRINGS = \{([\s\S]*?)\} as const/.exec(readFileSync('elements/core/page-settings.ts', 'utf8'))[1];
export const DEFAULT_STRINGS = Object.fromEntries([...block.matchAll(/^\s*(\w+): '((?:[^'\\]|\\.)*)',?$/gm)].map(([, key, text]) => [key, text.replace(/\\(.)/g, '$1')]));
