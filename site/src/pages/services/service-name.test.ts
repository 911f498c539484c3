import { describe, expect, it } from 'vitest';
import { inSentence } from './service-name.ts';

describe('inSentence', () => {
  it('lower-cases words but keeps abbreviations', () => {
    expect(inSentence('Vinyl & LVT Flooring')).toBe('vinyl & LVT flooring');
    expect(inSentence('Engineered Wood')).toBe('engineered wood');
  });
});
