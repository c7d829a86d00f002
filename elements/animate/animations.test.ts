import { describe, expect, it } from 'vitest';
import { ANIMATION_DEFAULTS, entranceKeyframes, parseMs, parsePercent, parseStyle, readAnimation, STYLE_NAMES, type Animation } from './animations';

const a = (o: Partial<Animation>): Animation => ({ ...ANIMATION_DEFAULTS, ...o });

describe('animation data items (B30 to B32)', () => {
  it('has the section 9 defaults: intensity 50, starting opacity 0, ease-in-out', () => {
    expect(readAnimation({}, 'desktop')).toEqual({ animation: ANIMATION_DEFAULTS, problems: [] });
    expect(ANIMATION_DEFAULTS).toMatchObject({ intensity: 50, startingOpacity: 0, speedCurve: 'ease-in-out' });
  });

  it('reads the site\'s fields in its formats', () => {
    const { animation, problems } = readAnimation({
      class: 'et_pb_image_1', style: 'slideLeft', repeat: 'loop', duration: '1.5s', delay: '200ms', intensity: '30%', starting_opacity: '10%', speed_curve: 'linear',
    }, 'desktop');
    expect(problems).toEqual([]);
    expect(animation).toEqual({ style: 'slide', direction: 'left', repeat: 'loop', duration: 1500, delay: 200, intensity: 30, startingOpacity: 10, speedCurve: 'linear' });
  });

  it('takes the tablet and phone variants on those devices (a phone falls back to the tablet\'s), unless _last_edited says off', () => {
    const item = { style: 'fade', style_tablet: 'zoom', style_phone: 'slideBottom', duration: '1000ms', duration_tablet: '800ms' };
    expect(['desktop', 'tablet', 'phone'].map((d) => readAnimation(item, d as 'phone').animation.style)).toEqual(['fade', 'zoom', 'slide']);
    expect(readAnimation(item, 'phone').animation.duration).toBe(800);
    expect(readAnimation({ ...item, style_last_edited: 'off|desktop' }, 'phone').animation.style).toBe('fade');
  });

  it('names a field it does not understand and uses its default', () => {
    const { animation, problems } = readAnimation({ style: 'spin', intensity: '150%', speed_curve: 'bounce', delay: -5 }, 'desktop');
    expect(animation).toEqual(ANIMATION_DEFAULTS);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('"style" "spin" is not one of fade, slide');
  });

  it('reads style names as the site writes them: seven styles, each alone or followed by one of four sides', () => {
    expect(STYLE_NAMES).toHaveLength(35);
    expect(parseStyle('bounceTop')).toEqual({ style: 'bounce', direction: 'top' });
    expect(parseStyle('roll')).toEqual({ style: 'roll', direction: 'center' });
    expect(parseStyle('slideleft')).toBeUndefined();
    expect([parseMs('1s'), parseMs('250ms'), parseMs(300), parseMs('-1'), parseMs('soon')]).toEqual([1000, 250, 300, undefined, undefined]);
    expect([parsePercent('50%'), parsePercent(0), parsePercent('101')]).toEqual([50, 0, undefined]);
  });
});

describe('keyframes of each style', () => {
  it('starts each style from the intensity, at the starting opacity, and leaves the end implicit (the element\'s own state)', () => {
    expect(entranceKeyframes(a({ style: 'fade', startingOpacity: 20 })).keyframes).toEqual([{ offset: 0, opacity: 0.2 }]);
    expect(entranceKeyframes(a({ style: 'slide', direction: 'left' })).keyframes).toEqual([{ offset: 0, opacity: 0, transform: 'translateX(-100%)' }]);
    expect(entranceKeyframes(a({ style: 'slide', direction: 'bottom', intensity: 25 })).keyframes[0]!.transform).toBe('translateY(50%)');
    expect(entranceKeyframes(a({ style: 'zoom', direction: 'top' }))).toEqual({ keyframes: [{ offset: 0, opacity: 0, transform: 'scale(0.5)' }], origin: 'top' });
    expect(entranceKeyframes(a({ style: 'flip', direction: 'right' })).keyframes[0]!.transform).toBe('perspective(2000px) rotateY(45deg)');
    expect(entranceKeyframes(a({ style: 'fold', direction: 'top' }))).toEqual({ keyframes: [{ offset: 0, opacity: 0, transform: 'perspective(2000px) rotateX(90deg)' }], origin: 'top' });
    expect(entranceKeyframes(a({ style: 'roll', direction: 'left' }))).toEqual({ keyframes: [{ offset: 0, opacity: 0, transform: 'rotate(-180deg)' }], origin: 'left' });
    const bounce = entranceKeyframes(a({ style: 'bounce', direction: 'bottom' })).keyframes;
    expect(bounce.map((k) => k.offset)).toEqual([0, 0.6, 0.8]);
    expect(bounce[1]!.transform).toBe('translateY(-5%)');
  });

  it('never starts below zero size, however intense', () => {
    expect(entranceKeyframes(a({ style: 'zoom', intensity: 100 })).keyframes[0]!.transform).toBe('scale(0)');
  });
});
