import { SERVICE_SLUGS } from '@flo/api/contract';
import { describe, expect, it } from 'vitest';
import {
  adviceForService,
  answerAdviceQuestion,
  GENERAL_ADVICE,
  SERVICE_ADVICE,
} from './advice.ts';

describe('quick advice', () => {
  it('has a plausible UK installed price range for every service', () => {
    for (const slug of SERVICE_SLUGS) {
      const { low, high } = SERVICE_ADVICE[slug].installedCostPerM2;
      expect(low).toBeGreaterThanOrEqual(10);
      expect(high).toBeGreaterThan(low);
      expect(high).toBeLessThanOrEqual(150);
    }
  });

  it('quotes the price, lifespan, rooms and care of the service', () => {
    const text = adviceForService('tile', 'Tile Installation');
    expect(text).toContain('£40 to £110 per m²');
    expect(text).toContain(SERVICE_ADVICE.tile.lifespan);
    expect(text).toContain('underfloor heating');
  });

  it('falls back to the general comparison without a known service', () => {
    expect(adviceForService(undefined, 'flooring')).toBe(GENERAL_ADVICE);
    expect(adviceForService('other', 'flooring')).toBe(GENERAL_ADVICE);
  });

  it('answers follow-up questions by topic, cost for the service, else generally', () => {
    expect(answerAdviceQuestion('How much will it cost?', 'laminate')).toContain(
      '£20 to £45 per m²',
    );
    expect(answerAdviceQuestion('Does it work with underfloor heating?', 'carpet')).toMatch(/tog/);
    expect(answerAdviceQuestion('What about the weather?', 'carpet')).toBe(GENERAL_ADVICE);
  });
});
