// @vitest-environment node
// Core is the element machinery: it names no element and no service. What a
// feature needs of it is registered by the feature (settingsFields,
// uiStrings, onPreview, allowScriptUrls). This reads every core source for
// the name of an element folder or a service's subject, as a word.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const LAYERS = new Set(['core', 'behaviours', 'services', 'forms', 'loader']);
const elements = readdirSync('elements', { withFileTypes: true }).filter((d) => d.isDirectory() && !LAYERS.has(d.name)).map((d) => d.name);
const services = ['consent', 'split', 'popup', 'toggle', 'tabs', 'slide', 'video', 'map', 'pagination', 'youtube', 'vimeo', 'woocommerce', 'shop', 'cart', 'captcha', 'subscribe', 'ajax', 'nonce', 'swiper', 'ab_\\w+'];
// A word, not a method or type that spells the same (`.map(`, `new Map<`).
const FEATURE = new RegExp(`(?<![.\\w-])(${[...elements.map((e) => `(?:x-)?${e}`), ...services].join('|')})s?(?![(<\\w-])`, 'gi');

it('elements/core names no element and no service', () => {
  expect(elements.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const file of readdirSync('elements/core')) {
    if (!/\.tsx?$/.test(file) || /\.(test|browser)\.tsx?$/.test(file)) continue;
    readFileSync(`elements/core/${file}`, 'utf8').split('\n').forEach((line, i) => {
      for (const m of line.matchAll(FEATURE)) found.push(`core/${file}:${i + 1}: ${m[0]}`);
    });
  }
  expect(found).toEqual([]);
});
