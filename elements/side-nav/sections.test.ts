// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sectionLabel, sideNavBox } from './sections';

describe('side navigation (C17)', () => {
  it('is 20 px per section plus 40, centred by half of that (24 px per section at the accessible pitch)', () => {
    expect(sideNavBox(5)).toEqual({ blockSize: 140, marginBlockStart: -70 });
    expect(sideNavBox(0)).toEqual({ blockSize: 40, marginBlockStart: -20 });
    expect(sideNavBox(5, 24)).toEqual({ blockSize: 160, marginBlockStart: -80 });
  });

  it('names each dot by the section\'s label, else its first heading, else its place', () => {
    const el = (html: string) => {
      const d = document.createElement('div');
      d.innerHTML = html;
      return d.firstElementChild!;
    };
    expect(sectionLabel(el('<section aria-label="Prices"><h2>Ignored</h2></section>'), 0)).toBe('Prices');
    expect(sectionLabel(el('<section><h2>  Our   garden </h2></section>'), 1)).toBe('Our garden');
    expect(sectionLabel(el('<section><p>No heading</p></section>'), 2)).toBe('Section 3');
  });
});
