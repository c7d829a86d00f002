// @vitest-environment node
// The UI strings are declared by their owners; elements/ui-strings.ts gathers
// them, and the WordPress tests read them from the sources (tests/wordpress/strings.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECLARED_STRINGS } from './core/page-settings';
import { UI_STRINGS } from './ui-strings';
import { declaredStrings } from '../tests/wordpress/strings.mjs';

const sources = readdirSync('elements', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.(test|browser|d)\.tsx?$/.test(f) && f !== 'ui-strings.ts' && !f.startsWith('core/'));

describe('UI strings', () => {
  it('every owner that declares strings is gathered in ui-strings.ts, and the source reading finds the same texts', () => {
    const owners = sources.filter((f) => readFileSync(`elements/${f}`, 'utf8').includes('uiStrings('));
    const gathered = readFileSync('elements/ui-strings.ts', 'utf8');
    for (const owner of owners) expect(gathered, owner).toContain(`'./${owner.replace(/\.tsx?$/, '')}'`);
    expect(owners.length).toBeGreaterThanOrEqual(7);
    expect(declaredStrings()).toEqual(UI_STRINGS);
    expect(Object.fromEntries(DECLARED_STRINGS)).toEqual(UI_STRINGS);
  });

  it('has the failure texts the forms show, each saying nothing typed is lost', () => {
    for (const key of ['network_error', 'timeout_error', 'server_error', 'reply_error', 'captcha_error'] as const) expect(UI_STRINGS[key]).toContain('Nothing you typed is lost');
  });

  it('has a text for everything an element shows', () => {
    for (const key of ['subscribed', 'carousel', 'slide', 'go_to_slide', 'start_slideshow', 'stop_slideshow', 'allow_map', 'allow_video', 'lightbox_close'] as const) expect(UI_STRINGS[key]).toBeTruthy();
  });
});
