import { describe, expect, it } from 'vitest';
import { parseCentre } from '@/features/geofences/centre';

describe("a circle's typed centre", () => {
  it('reads latitude then longitude, in Latin or Arabic-Indic digits and either comma', () => {
    expect(parseCentre('24.7136, 46.6753')).toEqual([46.6753, 24.7136]);
    expect(parseCentre('٢٤٫٧١٣٦، ٤٦٫٦٧٥٣')).toEqual([46.6753, 24.7136]);
    expect(parseCentre(' 24.7 46.6 ')).toEqual([46.6, 24.7]);
  });

  it('refuses anything else', () => {
    expect(parseCentre('24.7')).toBeNull();
    expect(parseCentre('95, 46')).toBeNull();
    expect(parseCentre('24, 190')).toBeNull();
    expect(parseCentre('north, east')).toBeNull();
    expect(parseCentre('1, 2, 3')).toBeNull();
  });
});
