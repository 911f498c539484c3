import { describe, expect, it } from 'vitest';
import { filterSpecialistsByService, specialistsToShow } from './specialists.ts';
import type { Specialist } from './types.ts';

const offering = (id: number, ...servicesOffered: string[]): Specialist => ({
  id,
  name: `Specialist ${id}`,
  slug: `specialist-${id}`,
  city: 'Leeds',
  servicesOffered,
  averageRating: null,
  reviewCount: 0,
});

const list = [
  offering(1, 'Carpet fitting'),
  offering(2, 'Engineered oak'),
  offering(3, 'Parquet restoration'),
  offering(4, 'Porcelain tiling'),
  offering(5, 'Ceramic Tiles'),
  offering(6, 'Luxury Vinyl'),
  offering(7, 'LVT'),
  offering(8, 'Commercial flooring'),
  offering(9, 'Laminate'),
];

const ids = (specialists: Specialist[]) => specialists.map((s) => s.id);

describe('filterSpecialistsByService (docs/product/api-calls.md#service-keyword-filter)', () => {
  it.each([
    ['carpet', [1]],
    ['hardwood', [2, 3]],
    ['laminate', [9]],
    ['tile', [4, 5]],
    ['commercial', [8]],
    ['vinyl', [6, 7]],
    ['engineered-wood', [2]],
  ])('%s matches %o', (service, expected) => {
    expect(ids(filterSpecialistsByService(list, service))).toEqual(expected);
  });

  it("keeps everyone for 'other' or no service", () => {
    expect(filterSpecialistsByService(list, 'other')).toHaveLength(list.length);
    expect(filterSpecialistsByService(list, undefined)).toHaveLength(list.length);
  });

  it('shows at most 3 in chat', () => {
    expect(ids(specialistsToShow(list, undefined))).toEqual([1, 2, 3]);
  });
});
