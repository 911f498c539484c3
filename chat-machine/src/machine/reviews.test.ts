import { describe, expect, it, vi } from 'vitest';
import { copy } from '../copy.ts';
import { OLDER_REVIEWS, PAGES, REVIEWS } from '../testing/machine-fixtures.ts';
import { choose, startChat } from '../testing/test-driver.ts';
import type { ChatMessage } from '../types.ts';

const attachmentOf = (message: ChatMessage | undefined) =>
  message?.from === 'bot' ? message.attachment : undefined;

describe('reviews in the specialist flow', () => {
  it('gives the average, count and every star count in words, then the newest reviews, 1★ first', async () => {
    const chat = await startChat(PAGES.profile);
    const snapshot = await chat.send(choose('reviews'));
    expect(snapshot.matches({ specialist: 'show_reviews' })).toBe(true);
    const [summary, question] = chat.botTexts().slice(-2);
    expect(summary).toBe(
      'Oakbridge Flooring is rated 3.3 out of 5 from 3 reviews: 1 gave 5 stars, 1 gave 4 stars, 0 gave 3 stars, 0 gave 2 stars and 1 gave 1 star. Here are the newest, whatever their rating:',
    );
    const cards = attachmentOf(snapshot.context.messages.at(-2));
    expect(cards?.kind === 'reviews' && cards.reviews.map((review) => review.rating)).toEqual([
      1, 5,
    ]);
    expect(question).toBe(copy.reviewsNext(true));
    expect(snapshot.context.options.map((option) => option.label)).toEqual([
      copy.showMoreReviews,
      copy.specialistConsultation,
      copy.specialistTalk,
    ]);
  });

  it('"Show more reviews" fetches the next page and stops offering more after the last', async () => {
    const pages: number[] = [];
    const chat = await startChat(PAGES.profile, {
      reviews: async ({ page }) => {
        pages.push(page);
        return page === 1 ? REVIEWS : OLDER_REVIEWS;
      },
    });
    await chat.send(choose('reviews'));
    const snapshot = await chat.send(choose('more-reviews'));
    expect(pages).toEqual([1, 2]);
    expect(snapshot.matches({ specialist: 'more_reviews' })).toBe(true);
    const [older, question] = snapshot.context.messages.slice(-3);
    expect(older).toMatchObject({ from: 'user', text: copy.showMoreReviews });
    expect(question).toMatchObject({ from: 'bot', text: copy.reviewsOlder });
    expect(attachmentOf(question)).toEqual({
      kind: 'reviews',
      reviews: OLDER_REVIEWS.reviews,
      totalCount: 3,
    });
    expect(chat.lastBotText()).toBe(copy.reviewsNext(false));
    expect(snapshot.context.options.map((option) => option.value)).toEqual([
      'consultation',
      'talk',
    ]);
    const atName = await chat.send(choose('talk'));
    expect(atName.matches({ specialist: 'name' })).toBe(true);
  });

  it('keeps paging while older reviews remain', async () => {
    const reviews = vi.fn(async ({ page }: { page: number }) => ({ ...REVIEWS, page }));
    const chat = await startChat(PAGES.profile, { reviews });
    await chat.send(choose('reviews'));
    await chat.send(choose('more-reviews'));
    const snapshot = await chat.send(choose('more-reviews'));
    expect(reviews.mock.calls.map(([input]) => input.page)).toEqual([1, 2, 3]);
    expect(snapshot.context.options[0]?.value).toBe('more-reviews');
  });

  it('apologises when a further page cannot be loaded, and still offers consultation or talk', async () => {
    const chat = await startChat(PAGES.profile, {
      reviews: async ({ page }) => (page === 1 ? REVIEWS : Promise.reject(new Error('503'))),
    });
    await chat.send(choose('reviews'));
    const snapshot = await chat.send(choose('more-reviews'));
    expect(chat.lastBotText()).toBe(copy.reviewsFailed);
    expect(snapshot.context.options.map((option) => option.value)).toEqual([
      'consultation',
      'talk',
    ]);
  });
});
