import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email.ts';

describe('suggestEmail', () => {
  it('suggests the common provider a misspelt domain probably meant, keeping the name', () => {
    expect(suggestEmail('joe@gmial.com')).toBe('joe@gmail.com');
    expect(suggestEmail(' Jo.Smith@hotmial.co.uk ')).toBe('Jo.Smith@hotmail.co.uk');
    expect(suggestEmail('sam@yaho.co.uk')).toBe('sam@yahoo.co.uk');
  });

  it('suggests nothing for a known domain, an unlike one or text that is no address', () => {
    expect(suggestEmail('joe@gmail.com')).toBeNull();
    expect(suggestEmail('jo@oakbridge-flooring.co.uk')).toBeNull();
    expect(suggestEmail('not an address')).toBeNull();
  });
});
