// @vitest-environment happy-dom
// Checklist A26, A31, A32: style settings, their variants, their defaults, hostile values.
import { describe, expect, it } from 'vitest';
import { carouselProperties, CURVES, declarations, parseStyleSettings } from './style-settings';

const read = (o: object) => parseStyleSettings(JSON.stringify(o));

describe('carousel style settings', () => {
  it('A32: a gradient with the section 9 defaults: #2b87da to #29c4a9, 180deg, 0% to 100%', () => {
    const { style, problems } = read({ use_background_color_gradient: 'on' });
    expect(problems).toEqual([]);
    expect(declarations(style.read('desktop', false))['background-image']).toBe('linear-gradient(180deg, #2b87da 0%, #29c4a9 100%)');
    expect(carouselProperties(style.read('desktop', false))['--x-carousel-icon-size']).toBe('');
  });

  it('A31: colour, radial gradient over or under the image, size, position, repeat', () => {
    const base = {
      background_color: '#fff', use_background_color_gradient: 'on', background_color_gradient_type: 'radial',
      background_color_gradient_direction_radial: 'top_left', background_color_gradient_start: 'rgba(0, 0, 0, 0.5)',
      background_color_gradient_end: 'transparent', background_color_gradient_start_position: '10', background_color_gradient_end_position: '90%',
      background_image: '/assets/shop.svg', background_size: 'contain', background_position: 'bottom_right', background_repeat: 'repeat-x',
    };
    const under = declarations(read(base).style.read('desktop', false));
    expect(under).toMatchObject({
      'background-color': '#fff',
      'background-image': `url("${location.origin}/assets/shop.svg"), radial-gradient(circle at top left, rgba(0, 0, 0, 0.5) 10px, transparent 90%)`,
      'background-size': 'contain, auto', 'background-position': 'bottom right, 0% 0%', 'background-repeat': 'repeat-x, no-repeat',
    });
    const over = declarations(read({ ...base, background_color_gradient_overlays_image: 'on' }).style.read('desktop', false));
    expect(over['background-image']).toMatch(/^radial-gradient\(.*\), url\(/);
    expect(over['background-size']).toBe('auto, contain');
  });

  it('A31: hover, tablet and phone variants; a phone falls back to the tablet, hover to the device', () => {
    const { style } = read({ background_color: 'red', background_color_tablet: 'green', background_color__hover: 'blue', text_stroke_color_phone: 'black' });
    const colour = (d: 'desktop' | 'tablet' | 'phone', hover = false) => declarations(style.read(d, hover))['background-color'];
    expect([colour('desktop'), colour('tablet'), colour('phone'), colour('phone', true)]).toEqual(['red', 'green', 'green', 'blue']);
    expect(style.hasHover).toBe(true);
    expect(declarations(style.read('phone', false))['-webkit-text-stroke']).toBe('1px black'); // the section 9 default width
    expect(declarations(style.read('desktop', false))['-webkit-text-stroke']).toBe('');
    expect(read({ background_color: 'red' }).style.hasHover).toBe(false);
  });

  it('A26: transition curves include bounce; the carousel takes icon size, image width and the curve', () => {
    expect(Object.keys(CURVES)).toEqual(['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out', 'bounce']);
    const v = read({ hover_transition_speed_curve: 'bounce', hover_transition_duration: '500', icon_size: 32, image_max_width: '80%' }).style.read('desktop', false);
    expect(declarations(v).transition).toBe(`background-color 500ms ${CURVES.bounce}, color 500ms ${CURVES.bounce}`);
    expect(carouselProperties(v)).toEqual({
      '--x-carousel-icon-size': '32px', '--x-carousel-image-max-width': '80%', '--swiper-wrapper-transition-timing-function': CURVES.bounce,
    });
  });

  it('names and leaves out hostile or malformed values; nothing leaves its declaration', () => {
    const { style, problems } = read({
      background_color: 'red; position: fixed', background_image: 'javascript:alert(1)', background_size: 'cover;',
      background_color_gradient_direction: '180deg) , url(https://evil.example/x', hover_transition_speed_curve: 'steps(2)',
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      '"background_color"', '"background_color_gradient_direction"', '"background_image"', '"background_size"', '"hover_transition_speed_curve"',
    ]);
    expect(Object.values(declarations(style.read('desktop', false))).join('')).toBe('');
    const quoted = declarations(read({ background_image: 'https://cdn.example/a"b\\c.png' }).style.read('desktop', false))['background-image'];
    expect(quoted).toBe('url("https://cdn.example/a%22b/c.png")');
    expect(parseStyleSettings('[1]').problems).toEqual(['"(the settings)" is [1], expected a JSON object']);
  });
});
