import { describe, expect, it } from 'vitest';
import { ftsMatchExpression, searchMatch, tsQueryExpression } from './fts-query.ts';

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

describe('tsQueryExpression', () => {
  it('quotes every word, ANDs them and makes the last one a prefix', () => {
    expect(tsQueryExpression('Oak  flooring')).toBe("'oak' & 'flooring':*");
  });

  it('turns tsquery operators and quotes into plain words', () => {
    expect(tsQueryExpression("o'brien & !x | (y) z:*")).toBe("'o' & 'brien' & 'x' & 'y' & 'z':*");
    expect(tsQueryExpression("\\'")).toBeUndefined();
  });

  it('answers both forms of the same words, or nothing for both', () => {
    expect(searchMatch('Café oak')).toEqual({ fts: '"café" "oak"*', tsquery: "'café' & 'oak':*" });
    expect(searchMatch('"*^()')).toBeUndefined();
  });
});
