// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fallbacks, hasHover, readSchema, viewFor } from './views';

const SCHEMA = JSON.stringify({
  schema: {
    content: { desktop: '<b>Desktop</b>', phone: 'Phone' },
    attrs: { desktop: { src: '/d.png', alt: 'Desk' }, tablet: { src: '/t.png' }, hover: { alt: 'Hovered' } },
    styles: { desktop: { color: 'red' }, hover: { color: 'blue', 'background-color': 'white' } },
    classes: { hover: { add: ['lit'], remove: ['dim'] } },
    visibility: { phone: 'hidden' },
  },
  slug: 'et_pb_blurb',
});

describe('multi-view schemas (D23, D24)', () => {
  it('falls back phone to tablet to desktop, hover over the device', () => {
    expect(fallbacks('phone', false)).toEqual(['phone', 'tablet', 'desktop']);
    expect(fallbacks('tablet', true)).toEqual(['hover', 'tablet', 'desktop']);
  });

  it('gives each context its content, attributes, styles, classes and visibility', () => {
    const { schema, problems } = readSchema(SCHEMA);
    expect(problems).toEqual([]);
    expect(viewFor(schema!, 'desktop', false)).toEqual({ content: '<b>Desktop</b>', attrs: { src: '/d.png', alt: 'Desk' }, styles: { color: 'red' }, classes: { add: [], remove: [] }, visible: true });
    const tablet = viewFor(schema!, 'tablet', false);
    expect(tablet.content).toBe('<b>Desktop</b>');
    expect(tablet.attrs).toEqual({ src: '/t.png', alt: 'Desk' });
    const phone = viewFor(schema!, 'phone', false);
    expect([phone.content, phone.visible, phone.attrs.src]).toEqual(['Phone', false, '/t.png']);
    const hover = viewFor(schema!, 'desktop', true);
    expect(hover.attrs).toEqual({ src: '/d.png', alt: 'Hovered' });
    expect(hover.styles).toEqual({ color: 'blue', 'background-color': 'white' });
    expect(hover.classes).toEqual({ add: ['lit'], remove: ['dim'] });
    expect(hasHover(schema!)).toBe(true);
  });

  it('refuses handlers, inline style, unsafe URLs, CSS that adds declarations and unknown contexts, keeping the rest', () => {
    const { schema, problems } = readSchema(JSON.stringify({
      attrs: { desktop: { onclick: 'x()', style: 'color:red', href: 'javascript:alert(1)', title: 'ok', src: 'data:text/html,x' } },
      styles: { desktop: { color: 'red; background: url(//evil)', 'font-size': '2rem' } },
      visibility: { wall: 'hidden', desktop: 'sometimes' },
      classes: { desktop: { add: ['ok', '"><img', 3] } },
    }));
    expect(viewFor(schema!, 'desktop', false).attrs).toEqual({ title: 'ok' });
    expect(viewFor(schema!, 'desktop', false).styles).toEqual({ 'font-size': '2rem' });
    expect(viewFor(schema!, 'desktop', false).classes.add).toEqual(['ok']);
    expect(problems).toHaveLength(7);
    expect(readSchema('{nope').schema).toBeNull();
    expect(readSchema('[1]').schema).toBeNull();
  });
});
