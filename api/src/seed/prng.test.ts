import { describe, expect, it } from 'vitest';
import { createRandom } from './prng.ts';

const draw = (seed: number) => {
  const random = createRandom(seed);
  return Array.from({ length: 20 }, () => random.next());
};

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('samples distinct items and follows weights', () => {
    const random = createRandom(3);
    const sample = random.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(sample).size).toBe(3);
    const picks = Array.from({ length: 1000 }, () =>
      random.weighted([
        ['common', 9],
        ['rare', 1],
      ] as const),
    );
    const rare = picks.filter((p) => p === 'rare').length;
    expect(rare).toBeGreaterThan(50);
    expect(rare).toBeLessThan(200);
  });
});
