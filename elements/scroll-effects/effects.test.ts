// Checklist B2, B3, B5, B18, B20, B22, B27, B28: the scroll-motion engine's pure part.
import { describe, expect, it } from 'vitest';
import { DEFAULT_EFFECT, makeEffect, orderLimits, parseEffect, progressOf, resolveAt, SCROLL, styleFor, valueAt, viewAllowance } from './effects';
import { readMotionList } from './config';
import { responsiveValue } from '../behaviours/site-values';
import { SITE_MOTION } from './site-config';
import { KeyedCollection, ruleLength, updateRules, WindowSize, type StyleRule } from './store';
import { rotation, sanitizeUnit, scaleOf, skew, staticTransform, translateLength } from './units';

describe('effects', () => {
  it('B5: seven parts start|midStart|midEnd|end|startValue|midValue|endValue; the default has no values, so no effect', () => {
    expect(parseEffect('opacity', '10|40|60|90|0|100|50')).toEqual({ resolver: 'opacity', start: 10, midStart: 40, midEnd: 60, end: 90, startValue: 0, midValue: 100, endValue: 50 });
    expect(parseEffect('opacity', DEFAULT_EFFECT)).toBe(null);
    expect(parseEffect('wobble', '0|50|50|100|1|2|3')).toBe(null); // B3: six resolvers only
    expect(parseEffect('blur', '0|50|50|100|8||')).toMatchObject({ startValue: 8, midValue: 8, endValue: 8 });
  });

  it('B18: limits kept in order within 0..100, non-numeric input ignored', () => {
    expect(orderLimits([-10, 30, 70, 120])).toEqual([0, 30, 70, 100]);
    expect(orderLimits([40, 20, 90, 60])).toEqual([40, 40, 60, 60]);
    expect(orderLimits(['x', '', null, 'abc'])).toEqual([0, 50, 50, 100]);
    expect(orderLimits(['20', '30.5', '30', '80'])).toEqual([20, 30.5, 30.5, 80]);
  });

  it('B20, B22: blur, opacity (0..100) and scale at least 0; translate keeps its sign (ambiguity 1); rotation within -359..359', () => {
    expect(makeEffect('opacity', [], [-5, 150, 50])).toMatchObject({ startValue: 0, midValue: 100, endValue: 50 });
    expect(makeEffect('scale', [], [-1, 100, 140])).toMatchObject({ startValue: 0 });
    expect(makeEffect('blur', [], [-3, 0, 10])).toMatchObject({ startValue: 0 });
    expect(makeEffect('translateY', [], [1, 0, -3])).toMatchObject({ startValue: 1, endValue: -3 });
    expect(makeEffect('rotate', [], [-720, 0, 400])).toMatchObject({ startValue: -359, endValue: 359 });
  });

  it('resolves a value: start before the range, linear to the middle, flat between the middles, linear to the end', () => {
    const e = parseEffect('scale', '0|40|60|100|70|100|140')!;
    expect([0, 20, 40, 50, 60, 80, 100, -5, 130].map((p) => valueAt(e, p))).toEqual([70, 85, 100, 100, 100, 120, 140, 70, 140]);
    const late = parseEffect('opacity', '20|50|50|80|0|100|0')!;
    expect([0, 20, 35, 50, 65, 80, 100].map((p) => valueAt(late, p))).toEqual([0, 0, 50, 100, 50, 0, 0]);
  });

  it('B27: opacity and scale × 0.01, translate × 100 px, rotate in degrees, blur in rounded px', () => {
    expect(styleFor({ opacity: 50, scale: 110, translateY: -2.5, translateX: 3, rotate: 45, blur: 4.6 })).toEqual({
      transform: 'translateX(300px) translateY(-250px) scale(1.1) rotate(45deg)', filter: 'blur(5px)', opacity: '0.5',
    });
    expect(styleFor({})).toEqual({ transform: '', filter: '', opacity: '' });
    expect(styleFor({ scale: 100 }, 'translateX(3px) translateY(-12px)').transform).toBe('translateX(3px) translateY(-12px) scale(1)');
  });

  it('measures progress through the viewport: middle triggers by default, a fixed header subtracted', () => {
    const view = { height: 1000 };
    expect(progressOf({ top: 950, height: 100 }, view)).toBe(0); // middle at the bottom
    expect(progressOf({ top: 450, height: 100 }, view)).toBe(50); // middle in the middle
    expect(progressOf({ top: -50, height: 100 }, view)).toBe(100); // middle at the top
    expect(progressOf({ top: 2000, height: 100 }, view)).toBe(0);
    expect(progressOf({ top: 1000, height: 200 }, view, { start: 'top', end: 'bottom' })).toBe(0);
    expect(progressOf({ top: -200, height: 200 }, view, { start: 'top', end: 'bottom' })).toBe(100);
    expect(progressOf({ top: 500, height: 100 }, { height: 1000, offsetTop: 100 })).toBeCloseTo(50, 5); // middle at 550: halfway between 100 and 1000
  });

  it('numbers of section 9', () => {
    expect(SCROLL).toMatchObject({ step: 15, throttle: 10, debounce: 500, reveal: 200, lookAhead: 500, lookAheadZoom: 1500, transition: '200ms linear', extraHeight: 100 });
  });
});

describe('the page list and the site configuration', () => {
  it('B1, B28: one item per element with its effects, for each device; the site config exactly', () => {
    for (const device of ['desktop', 'tablet', 'phone'] as const) {
      const { items, problems } = readMotionList(SITE_MOTION, device);
      expect(problems).toEqual([]);
      expect(items.map((i) => i.id)).toEqual(['.image_0', '.image_5', '.image_9', '.image_12', '.image_13']);
      expect(items.map((i) => i.effects.map((e) => e.resolver).join())).toEqual([
        'translateY,scale,blur', 'translateY,scale,blur', 'translateY,scale,blur', 'translateY,translateX,scale,blur', 'translateY,scale,blur',
      ]);
    }
    const [i0, , i9, i12] = readMotionList(SITE_MOTION, 'desktop').items;
    expect(i0!.effects.find((e) => e.resolver === 'blur')).toMatchObject({ start: 0, midStart: 40, midEnd: 60, end: 100, startValue: 10, midValue: 0, endValue: 10 });
    expect(i0!.triggers).toEqual({ start: 'middle', end: 'middle' });
    expect(i9!.transform).toBe('translateX(3px) translateY(-12px)');
    // image_12 at the start, in the middle and at the end of its range.
    const at = (p: number) => styleFor(resolveAt(i12!.effects, p), i12!.transform);
    expect(at(0)).toEqual({ transform: 'translateX(3px) translateY(-12px) translateX(-300px) translateY(350px) scale(1)', filter: 'blur(10px)', opacity: '' });
    expect(at(50)).toEqual({ transform: 'translateX(3px) translateY(-12px) translateX(0px) translateY(0px) scale(1.1)', filter: 'blur(0px)', opacity: '' });
    expect(at(100).transform).toBe('translateX(3px) translateY(-12px) translateX(0px) translateY(-300px) scale(1.1)');
  });

  it('names bad entries and keeps the rest; selectors stay simple', () => {
    const { items, problems } = readMotionList({ desktop: [
      { id: '.ok', resolver: 'opacity', startValue: 0, midValue: 100, endValue: 100 },
      { id: 'img[src^=x] , body', resolver: 'opacity', startValue: 0 },
      { id: '.no-values', resolver: 'opacity' },
      'junk',
    ] }, 'desktop');
    expect(items.map((i) => [i.id, i.effects.length])).toEqual([['.ok', 1], ['.no-values', 0]]);
    expect(problems).toEqual([
      'entry 1: "id" "img[src^=x] , body" is not a class, id or name',
      'entry 2 (.no-values): no effect from resolver "opacity" and its values',
      'entry 3 is not an object',
    ]);
    expect(readMotionList('nope', 'desktop').problems).toEqual(['the list is not an object keyed by device']);
    expect(readMotionList({ desktop: {} }, 'desktop').problems).toEqual(['"desktop" is not a list']);
  });

  it('B4: responsive values only when the last-edited flag starts with on', () => {
    const f = { scroll_fade: 'a', scroll_fade_tablet: 'b', scroll_fade_phone: '', scroll_fade_last_edited: 'on|phone' };
    expect(['desktop', 'tablet', 'phone'].map((d) => responsiveValue(f, 'scroll_fade', d as 'phone'))).toEqual(['a', 'b', 'b']);
    expect(responsiveValue({ ...f, scroll_fade_last_edited: 'off|desktop' }, 'scroll_fade', 'phone')).toBe('a');
    expect(responsiveValue({ ...f, scroll_fade_phone: 'c' }, 'scroll_fade', 'phone')).toBe('c');
  });
});

describe('units, angles, static transforms', () => {
  it('B19, B21: units against the allowed lists, !important kept, translate in px by default', () => {
    expect(sanitizeUnit('12px')).toBe('12px');
    expect(sanitizeUnit(' 1.5 rem !important')).toBe('1.5rem !important');
    expect(sanitizeUnit('50%')).toBe('50%');
    expect(sanitizeUnit('10furlongs')).toBe(null);
    expect(sanitizeUnit('1px; color: red')).toBe(null);
    expect(sanitizeUnit('calc(1px + 2px)')).toBe(null);
    expect(translateLength('4')).toBe('4px');
    expect(translateLength('2em')).toBe('2em');
    expect(translateLength('5vh')).toBe(null); // not a translate unit
  });

  it('B22: rotation -359..359, skew -180..180, scale an integer percent / 100', () => {
    expect([rotation('400deg'), rotation(-720), rotation('x')]).toEqual([359, -359, null]);
    expect([skew('200'), skew('-45deg')]).toEqual([180, -45]);
    expect([scaleOf('110%'), scaleOf('99.9'), scaleOf('-5'), scaleOf('')]).toEqual([1.1, 0.99, 0, null]);
  });

  it('B7: transform_ fields X|Y (X|Y|Z for rotate), applied only where they have a value', () => {
    expect(staticTransform({ transform_translate: '10px|', transform_rotate: '||45deg', transform_scale: '120%|80%', transform_skew: '|10deg' }))
      .toBe('translateX(10px) rotateZ(45deg) scaleX(1.2) scaleY(0.8) skewY(10deg)');
    expect(staticTransform({ transform_translate: 'url(x)|1e999' })).toBe('');
    expect(staticTransform({})).toBe('');
  });
});

describe('in-page structures', () => {
  it('B9: a keyed collection; a deep-equal add changes nothing; clear announces every removal', () => {
    const c = new KeyedCollection<{ a: number; b: number[] }>();
    const log: string[] = [];
    c.onAdded((id) => log.push(`+${id}`));
    c.onRemoved((id) => log.push(`-${id}`));
    expect(c.add('x', { a: 1, b: [1] })).toBe(true);
    expect(c.add('x', { a: 1, b: [1] })).toBe(false);
    c.add('x', { a: 2, b: [1] });
    c.add('y', { a: 1, b: [] });
    expect(c.count).toBe(2);
    c.clear();
    expect(c.count).toBe(0);
    expect(log).toEqual(['+x', '-x', '+x', '+y', '-x', '-y']);
  });

  it('B10: a window size that announces only real changes', () => {
    const w = new WindowSize();
    const seen: string[] = [];
    w.onChange((s) => seen.push(`${s.width}x${s.height}`));
    expect([w.width, w.height]).toEqual([0, 0]);
    w.set({ width: 800, height: 600 });
    w.set({ width: 800, height: 600 });
    w.set({ width: 800, height: 500 });
    expect(seen).toEqual(['800x600', '800x500']);
  });

  it('B8: style rules enabled while the viewport overlaps their range', () => {
    const rules: StyleRule[] = [
      { id: 'a', from: 0, to: 500, content: '', enabled: false },
      { id: 'b', from: 1500, to: 2500, content: '', enabled: true },
    ];
    expect(ruleLength(rules[1]!)).toBe(1000);
    expect(updateRules(rules, 400, 1200).map((r) => `${r.id}:${r.enabled}`)).toEqual(['a:true', 'b:false']);
    expect(updateRules(rules, 400, 1200)).toEqual([]);
  });
});

describe('the viewport around the engine (B24, B26, B29)', () => {
  it('adds 100 px on real mobile devices and in the builder, and looks 1500 px ahead in zoom mode', () => {
    expect(viewAllowance({ mobile: false, editor: false, zoom: false })).toEqual({ extraHeight: 0, lookAhead: 500 });
    expect(viewAllowance({ mobile: true, editor: false, zoom: false }).extraHeight).toBe(100);
    expect(viewAllowance({ mobile: false, editor: true, zoom: false }).extraHeight).toBe(100);
    expect(viewAllowance({ mobile: false, editor: false, zoom: true }).lookAhead).toBe(1500);
    expect(SCROLL.step).toBe(15);
  });
});

describe('the docs page', () => {
  it('B28: carries the site configuration exactly', async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync('examples/x-scroll-effects.html', 'utf8');
    const block = /<x-scroll-effects id="site">\s*<script type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block!)).toEqual(JSON.parse(JSON.stringify(SITE_MOTION)));
    for (const id of ['image_0', 'image_5', 'image_9', 'image_12', 'image_13']) expect(html).toContain(`class="${id}"`);
  });
});
