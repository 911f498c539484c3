import { describe, expect, it } from 'vitest';
import { ftsMatchExpression } from './fts-query.ts';

describe('ftsMatchExpression', () => {
  it('quotes every word and makes the last one a prefix', () => {
    expect(ftsMatchExpression('Oak  flooring')).toBe('"oak" "flooring"*');
  });

  it('turns FTS5 operators and quotes into plain words', () => {
    expect(ftsMatchExpression('"foo')).toBe('"foo"*');
    expect(ftsMatchExpression('AND OR NOT')).toBe('"and" "or" "not"*');
    expect(ftsMatchExpression('NEAR(a b) col:x -y ^z')).toBe('"near" "a" "b" "col" "x" "y" "z"*');
  });

  it('answers undefined when no word is left', () => {
    expect(ftsMatchExpression('"*^()')).toBeUndefined();
    expect(ftsMatchExpression('   ')).toBeUndefined();
  });

  it('keeps accented letters and caps the number of words', () => {
    expect(ftsMatchExpression('Café')).toBe('"café"*');
    expect(ftsMatchExpression('a b c d e f g h i j')).toBe('"a" "b" "c" "d" "e" "f" "g" "h"*');
  });
});
