import { describe, expect, it } from 'vitest';
import { customerRequestOf } from './customer-request.ts';

describe('customerRequestOf', () => {
  it('reads a consultation from either the intent or the service-guide preference', () => {
    expect(customerRequestOf({ intent: 'consultation', consultationPreference: null })).toBe(
      'consultation',
    );
    expect(customerRequestOf({ intent: null, consultationPreference: 'consultation' })).toBe(
      'consultation',
    );
  });

  it('reads sending details, talking to the specialist or talking first as a call-back', () => {
    for (const intent of ['message', 'talk', 'advice']) {
      expect(customerRequestOf({ intent, consultationPreference: null }), intent).toBe('call_back');
    }
    expect(customerRequestOf({ intent: null, consultationPreference: 'talk-further' })).toBe(
      'call_back',
    );
  });

  it('has quotes for the location pages and nothing for forms that ask no choice', () => {
    expect(customerRequestOf({ intent: 'quotes', consultationPreference: null })).toBe('quotes');
    expect(customerRequestOf({ intent: null, consultationPreference: null })).toBeNull();
    expect(customerRequestOf({ intent: 'something new', consultationPreference: null })).toBeNull();
  });
});
