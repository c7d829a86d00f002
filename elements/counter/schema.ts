import { attr, type AttrSpec } from '../core/attrs';
import { event } from '../core/events';
import { finiteNumber } from '../behaviours/site-values';
import { COUNTER } from './count';

/** A percentage such as "75%" or "75", from 0 to 100 (a bar's `data-width`). */
const percent = (description: string): AttrSpec<number | null> => ({
  type: 'number | null', default: null, description, expected: 'a percentage from 0 to 100, e.g. "75%"',
  parse: (raw) => {
    const n = finiteNumber(raw.trim().replace(/%$/, ''));
    return n !== undefined && n >= 0 && n <= 100 ? n : undefined;
  },
});

export const counterAttributes = {
  type: attr.enum('`number` counts up to the value; `circle` also draws a ring around it (the value is a percentage); `bar` fills a bar to `data-width`.', ['number', 'circle', 'bar'], 'number'),
  value: {
    type: 'string', default: '', expected: 'a number, e.g. "1200" or "4.5"',
    description: 'The number it counts up to, as written (`1200`, `4.5`: the decimals it is written with are kept). For a circle, a percentage from 0 to 100 (kept within).',
    parse: (raw: string) => (finiteNumber(raw) === undefined ? undefined : raw.trim()),
  } satisfies AttrSpec<string>,
  'data-width': percent('A bar\'s width: a percentage, `75%` (the site\'s data attribute). Without it, a bar takes `value`.'),
  separator: attr.string('Joins the thousands (`,` gives 1,200); none by default.'),
  percent: attr.boolean('Shows a `%` after the number (circles and bars always do).'),
  variant: attr.enum('`site` (1800 ms, a ring line 5 wide) or `shop`, the shop part\'s pie (line 3, 1000 ms; 110 px across like every circle unless `--x-counter-size` says otherwise).', ['site', 'shop'], 'site'),
  duration: attr.number('How long it counts, in milliseconds: 1800 (the shop\'s pie: 1000 unless given).', COUNTER.duration, { min: 0, max: 60000, int: true, unit: 'ms' }),
};

export const counterEvents = {
  'x-counter-start': event<{ value: number }>('It came into view and started counting (at once for visitors who prefer reduced motion).'),
  'x-counter-end': event<{ value: number }>('It reached its value.'),
};
