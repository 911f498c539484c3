import { SERVICE_SLUGS } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import {
  adviceForService,
  answerAdviceQuestion,
  GENERAL_ADVICE,
  UNDERLAY_ADVICE,
} from './answers.ts';
import { SERVICE_ADVICE } from './service-advice.ts';

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

  describe('topic matching by whole words', () => {
    const petTip = answerAdviceQuestion('Which floor is best with a dog?', 'carpet');
    const heatingTip = answerAdviceQuestion('Can it go over underfloor heating?', 'carpet');
    const wetTip = answerAdviceQuestion('Is it fine in a bathroom?', 'carpet');
    const stairsTip = answerAdviceQuestion('What about the stairs?', 'carpet');
    const flatTip = answerAdviceQuestion('I live in a flat, is that a problem?', 'carpet');

    it('gives each topic its own tip', () => {
      expect(petTip).toContain('With pets');
      expect(heatingTip).toContain('underfloor heating');
      expect(wetTip).toContain('waterproof');
      expect(stairsTip).toContain('Stairs take');
      expect(flatTip).toContain('acoustic underlay');
      expect(new Set([petTip, heatingTip, wetTip, stairsTip, flatTip, GENERAL_ADVICE]).size).toBe(
        6,
      );
    });

    it.each([
      'How long does carpet last?',
      'Which carpets are hard-wearing?',
      'Does my location matter?',
      'What about the application of the adhesive?',
      'Is there a category of floor that suits everything?',
      'Does the floor need to be flatter than it is?',
      'Does the subfloor need to be a flat floor?',
      'Should I replace the floor upstairs?',
      'Any tips for between the rooms?',
    ])('does not find a topic inside another word: %s', (question) => {
      expect(answerAdviceQuestion(question, 'carpet')).toBe(GENERAL_ADVICE);
    });

    it.each([
      ['Is it OK with pets?', petTip],
      ['We have two cats', petTip],
      ['Our puppy chews everything', petTip],
      ['Good for kitchens?', wetTip],
      ['What works in a wet room?', wetTip],
      ['Carpet for a staircase?', stairsTip],
      ['Our neighbours complain about noise', flatTip],
    ])('matches whole words and plurals: %s', (question, tip) => {
      expect(answerAdviceQuestion(question, 'carpet')).toBe(tip);
    });

    it.each([
      ['How much does underlay cost?', 'carpet'],
      ['Which underlay for carpet on the stairs?', 'carpet'],
      ['Do I need underlay in my flat?', 'laminate'],
      ['Underlay over underfloor heating?', 'engineered-wood'],
      ['Which underlays do you recommend?', 'carpet'],
      ['Is underlay worth it with pets?', undefined],
    ])(
      'answers %s with the underlay advice, not a carpet, price or topic answer',
      (question, slug) => {
        const answer = answerAdviceQuestion(question, slug);
        expect(answer).toBe(UNDERLAY_ADVICE);
        expect(answer).not.toContain('Typical installed prices');
      },
    );

    it('answers cost questions by word, not inside other words', () => {
      const price = answerAdviceQuestion('What are the prices like?', 'vinyl');
      expect(price).toContain('£20 to £75 per m²');
      expect(answerAdviceQuestion('Is it cheaper than tile?', 'vinyl')).toBe(price);
      expect(answerAdviceQuestion('Any costume-party spill tips?', 'vinyl')).toBe(GENERAL_ADVICE);
    });
  });
});
