import type { Quote } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { headTags } from '../../meta/head-tags.ts';
import quotePage from './page.tsx';

const QUOTE_ID = 'quo_AbCdEfGhIjKlMnOp';
const TOKEN = 'secret-link-token-0123456789';
const PUBLIC_URL = 'https://flo.example';

const quote: Quote = {
  id: QUOTE_ID,
  specialistName: 'Oakbridge Flooring Ltd',
  specialistSlug: 'oakbridge-flooring-manchester',
  amountPence: 136_050,
  amount: '£1,360.50',
  description: 'Oak-effect LVT in the kitchen',
  items: [{ description: 'LVT planks', amountPence: 136_050, amount: '£1,360.50' }],
  validUntil: '2026-12-01T00:00:00.000Z',
  status: 'pending',
  acceptedAt: null,
};

describe('the quote page meta', () => {
  const url = new URL(`${PUBLIC_URL}/quote/accept/${QUOTE_ID}/${TOKEN}`);
  const meta = quotePage.meta({
    data: quote,
    params: { quoteId: QUOTE_ID, token: TOKEN },
    url,
    absoluteUrl: (path) => `${PUBLIC_URL}${path}`,
  });
  const tags = headTags(meta, PUBLIC_URL);

  it('names the quote by its tokenless path and stays out of search results', () => {
    expect(meta.canonicalPath).toBe(`/quote/accept/${QUOTE_ID}`);
    expect(meta.breadcrumbs.at(-1)).toEqual({
      name: 'Your quote',
      path: `/quote/accept/${QUOTE_ID}`,
    });
    expect(meta.noindex).toBe(true);
    const ogUrl = tags.find((tag) => tag.tag !== 'json-ld' && tag.attrs.property === 'og:url');
    expect(ogUrl?.tag !== 'json-ld' && ogUrl?.attrs.content).toBe(
      `${PUBLIC_URL}/quote/accept/${QUOTE_ID}`,
    );
  });

  it('never puts the secret token in the head: canonical, Open Graph or JSON-LD', () => {
    expect(JSON.stringify(tags)).not.toContain(TOKEN);
    expect(JSON.stringify(tags)).toContain(QUOTE_ID);
  });
});
