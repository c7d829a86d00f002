import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDERS } from '../consent/blocker';
import { embedUrl } from './embed';

const BASE = 'https://garden.example/visit/';
const place = (o: Partial<Parameters<typeof embedUrl>[0]>) => ({ address: '', lat: null, lng: null, zoom: 14, src: '', ...o });

describe('map embed (D18)', () => {
  it('embeds Google Maps for an address or coordinates at a zoom', () => {
    expect(embedUrl(place({ address: 'Kew Gardens, London' }), BASE)).toBe('https://www.google.com/maps?q=Kew+Gardens%2C+London&z=14&output=embed');
    expect(embedUrl(place({ address: 'ignored', lat: 51.478, lng: -0.295, zoom: 16 }), BASE)).toBe('https://www.google.com/maps?q=51.478%2C-0.295&z=16&output=embed');
    expect(embedUrl(place({ address: 'Kew', lat: 91, lng: 0 }), BASE)).toContain('q=Kew'); // coordinates out of range: the address
  });

  it('takes the page\'s own embed address when it is an absolute http(s) one, and nothing else', () => {
    expect(embedUrl(place({ src: 'https://www.openstreetmap.org/export/embed.html?bbox=-0.3,51.47,-0.29,51.48' }), BASE)).toBe('https://www.openstreetmap.org/export/embed.html?bbox=-0.3,51.47,-0.29,51.48');
    expect(embedUrl(place({ src: '/maps/garden.html' }), BASE)).toBeNull();
    expect(embedUrl(place({ src: 'javascript:alert(1)', address: 'Kew' }), BASE)).toBeNull();
    expect(embedUrl(place({}), BASE)).toBeNull();
  });

  it('is an embed the consent blocker holds by its own list: functional', () => {
    const url = embedUrl(place({ address: 'Kew' }), BASE)!;
    expect(DEFAULT_PROVIDERS.find((p) => url.includes(p.pattern))?.category).toBe('functional');
  });
});
