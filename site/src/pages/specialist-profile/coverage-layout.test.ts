import type { Coverage } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { layoutCoverage, MAP_HEIGHT, MAP_WIDTH } from './coverage-layout.ts';

const manchester = { name: 'Manchester', latitude: 53.481, longitude: -2.2374 };
const coverage: Coverage = {
  base: manchester,
  radiusMiles: 20,
  towns: [
    { name: 'Salford', latitude: 53.4877, longitude: -2.2904, miles: 2, named: true },
    { name: 'Stockport', latitude: 53.4098, longitude: -2.1576, miles: 6, named: false },
    { name: 'Oldham', latitude: 53.5405, longitude: -2.1183, miles: 6, named: false },
    { name: 'Wigan', latitude: 53.543, longitude: -2.6371, miles: 17, named: false },
  ],
  nearbyCities: [
    { name: 'Liverpool', slug: 'liverpool', latitude: 53.4106, longitude: -2.9779 },
    { name: 'Glasgow', slug: 'glasgow', latitude: 55.8642, longitude: -4.2518 },
  ],
};

describe('layoutCoverage', () => {
  const layout = layoutCoverage(coverage);

  it('centres the city and draws the radius to scale, north up', () => {
    expect(layout.circle).toMatchObject({ cx: MAP_WIDTH / 2, cy: MAP_HEIGHT / 2 });
    const wigan = layout.places.find((place) => place.name === 'Wigan');
    const oldham = layout.places.find((place) => place.name === 'Oldham');
    // Wigan lies 17 miles west, inside the 20-mile circle; Oldham is north-east of the city.
    expect((wigan?.x ?? 0) < MAP_WIDTH / 2).toBe(true);
    expect(MAP_WIDTH / 2 - (wigan?.x ?? 0)).toBeLessThan(layout.circle?.r ?? 0);
    expect((oldham?.y ?? MAP_HEIGHT) < MAP_HEIGHT / 2).toBe(true);
  });

  it('labels the city and never lets two labels cover each other', () => {
    expect(layout.places.at(-1)).toMatchObject({ name: 'Manchester', kind: 'base' });
    expect(layout.places.at(-1)?.label).not.toBeNull();
    const boxes = layout.places.flatMap((place) =>
      place.label
        ? [
            {
              y: place.label.y,
              x:
                place.label.anchor === 'start'
                  ? place.label.x
                  : place.label.x - place.name.length * 7.3,
              w: place.name.length * 7.3,
            },
          ]
        : [],
    );
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || Math.abs(a.y - b.y) >= 15;
        expect(apart).toBe(true);
      }
    }
  });

  it('leaves out cities beyond the picture and draws no circle without a radius', () => {
    expect(layout.places.map((place) => place.name)).toContain('Liverpool');
    expect(layout.places.map((place) => place.name)).not.toContain('Glasgow');
    expect(layoutCoverage({ ...coverage, radiusMiles: null }).circle).toBeNull();
  });
});
