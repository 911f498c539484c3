import { articleBlockSchema, slugParam } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { wordCount } from '../reading-time.ts';
import { FLOORING_GUIDES } from './index.ts';

describe('the shipped flooring guides', () => {
  it('are at least six, with distinct valid slugs', () => {
    expect(FLOORING_GUIDES.length).toBeGreaterThanOrEqual(6);
    const slugs = FLOORING_GUIDES.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slugParam.safeParse(slug).success).toBe(true);
  });

  it.each(FLOORING_GUIDES.map((g) => [g.slug, g] as const))(
    '%s is 400 to 900 words of valid blocks with no markup',
    (_slug, guide) => {
      const words = wordCount(guide.body);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(900);
      for (const block of guide.body) articleBlockSchema.parse(block);
      const text = JSON.stringify(guide.body);
      expect(text).not.toMatch(/<[a-z/]/i);
      expect(guide.body.filter((b) => b.type === 'h2').length).toBeGreaterThanOrEqual(3);
      expect(guide.summary.length).toBeLessThanOrEqual(200);
    },
  );
});
