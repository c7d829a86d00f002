// The plugin's UI strings (wordpress/x-elements/includes/strings.php, each
// translatable) are the elements' own: the same keys, the same English.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { UI_STRINGS } from '../../elements/ui-strings';

it('strings.php has every UI string the elements declare, word for word, in the x-elements text domain', () => {
  const php = readFileSync('wordpress/x-elements/includes/strings.php', 'utf8');
  const entries = [...php.matchAll(/^\t\t'(\w+)' => __\( '((?:[^'\\]|\\.)*)', 'x-elements' \),$/gm)].map(([, key, text]) => [key, text!.replace(/\\(.)/g, '$1')]);
  expect(Object.fromEntries(entries)).toEqual(UI_STRINGS);
});
