import { describe, expect, it } from 'vitest';
import { stepLabel } from './step-labels.ts';
import { compareArms, twoProportionPValue } from './two-proportion.ts';

describe('the split test’s two-proportion z-test', () => {
  it('gives the textbook p-value: 30 of 200 against 50 of 200 is z = 2.5, p ≈ 0.0124', () => {
    const p = twoProportionPValue({ started: 200, completed: 30 }, { started: 200, completed: 50 });
    expect(p).toBeCloseTo(0.0124, 4);
  });

  it('calls a difference beyond chance only with p < 0.05 and 100 conversations per arm', () => {
    expect(
      compareArms({ started: 200, completed: 30 }, { started: 200, completed: 50 }),
    ).toMatchObject({
      verdict: 'b_better',
      summary:
        'Greeting B completes more often (25 % vs 15 %); the difference is beyond chance (p = 0.01).',
    });
    expect(
      compareArms({ started: 200, completed: 50 }, { started: 200, completed: 30 }).verdict,
    ).toBe('a_better');
    // The same rates on fewer conversations: significant or not, too few to tell.
    expect(
      compareArms({ started: 37, completed: 2 }, { started: 41, completed: 20 }),
    ).toMatchObject({
      verdict: 'not_yet',
      summary:
        'Not enough conversations yet to tell: 37 and 41 started; about 100 each are needed.',
    });
    const close = compareArms({ started: 300, completed: 30 }, { started: 300, completed: 36 });
    expect(close.verdict).toBe('not_yet');
    expect(close.pValue).toBeGreaterThan(0.05);
    expect(close.summary).toMatch(/could be chance/);
  });

  it('has no p-value without a second arm, and says no test ran', () => {
    expect(
      compareArms({ started: 120, completed: 10 }, { started: 0, completed: 0 }),
    ).toMatchObject({
      pValue: null,
      verdict: 'not_yet',
      summary: expect.stringMatching(/no split test/),
    });
  });
});

describe('stepLabel', () => {
  it('reads a state the same in every flow, and makes an unknown one readable', () => {
    expect(stepLabel('enhanced.enhanced_email')).toBe('Asked for an e-mail address');
    expect(stepLabel('location_page.location_contact_phone')).toBe('Asked for a phone number');
    expect(stepLabel('location_page.location_advice.loading')).toBe('Read advice');
    expect(stepLabel('general.new_question')).toBe('New question');
  });
});
