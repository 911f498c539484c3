import { describe, expect, it } from 'vitest';
import { milesText, placeWithNearest } from './place-words.ts';

describe('placeWithNearest', () => {
  it("keeps the visitor's words and names the city and distance beside them", () => {
    expect(placeWithNearest('Isle of Wight', 'Portsmouth', 22)).toBe(
      'Isle of Wight (nearest specialists: Portsmouth, 22 miles)',
    );
    expect(placeWithNearest('Llandudno', 'Liverpool', 36)).toBe(
      'Llandudno (nearest specialists: Liverpool, 36 miles)',
    );
  });

  it('writes the city alone once, and a place inside it as under a mile', () => {
    expect(placeWithNearest('leeds', 'Leeds', 0)).toBe('leeds');
    expect(placeWithNearest('LS6 2AB', 'Leeds', 0)).toBe(
      'LS6 2AB (nearest specialists: Leeds, under a mile)',
    );
  });

  it('is the words alone when no city is known', () => {
    expect(placeWithNearest('Atlantis', null, null)).toBe('Atlantis');
  });
});

describe('milesText', () => {
  it('says one mile in the singular', () => {
    expect(milesText(1)).toBe('1 mile');
    expect(milesText(180)).toBe('180 miles');
  });
});
