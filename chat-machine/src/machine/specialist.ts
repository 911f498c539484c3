/**
 * Specialist flow (docs/product/chat-flows.md#specialist-flow), on a specialist's profile:
 * specialist_options offers a free home consultation (location, then the contact steps), talking to
 * the specialist (the contact steps) or reviews (show_reviews gives the average, count and star
 * breakdown and the newest reviews whatever their rating; more_reviews pages back through older
 * ones; both then offer consultation or talk).
 */
import { and, assign } from 'xstate';
import { generalCopy } from '../copy/general.ts';
import { pageFlowCopy } from '../copy/page-flows.ts';
import { specialistDetailSteps } from './details.ts';
import { specialistChoiceOptions } from './page-flow-options.ts';
import { floSetup } from './setup.ts';
import { askStep, botSays, chose, remember, rememberIntent } from './steps.ts';

const reviewsOption = { value: 'reviews', label: pageFlowCopy.specialistReviews };
const moreReviewsOption = { value: 'more-reviews', label: pageFlowCopy.showMoreReviews };

/** After a page of reviews: more of them while older ones remain, then consultation or talk. */
const afterReviews = (hasMore: boolean) => ({
  text: pageFlowCopy.reviewsNext(hasMore),
  options: [...(hasMore ? [moreReviewsOption] : []), ...specialistChoiceOptions],
});

/**
 * Consultation and talk, offered both at the start and after the reviews. Talking goes straight
 * to the contact steps only when the specialist loaded: without their id the enquiry could
 * reach nobody, so the place is asked first.
 */
const consultation = {
  guard: chose('consultation'),
  target: 'location',
  actions: ['userSays' as const, rememberIntent('consultation')],
};
const talkToSpecialist = {
  guard: and([chose('talk'), 'knowsSpecialist']),
  target: 'name',
  actions: ['userSays' as const, rememberIntent('talk')],
};
const talkWithoutSpecialist = {
  guard: chose('talk'),
  target: 'location',
  actions: ['userSays' as const, rememberIntent('talk')],
};

const showMoreReviews = {
  guard: chose('more-reviews'),
  target: 'more_reviews',
  actions: 'userSays' as const,
};

export const specialistFlow = floSetup.createStateConfig({
  initial: 'specialist_options',
  states: {
    specialist_options: {
      entry: ['startTyping', { type: 'emitStep', params: { step: 'specialist_options' } }],
      invoke: {
        id: 'fetchSpecialist',
        src: 'fetchSpecialist',
        input: ({ context }) => ({ slug: context.page.specialistSlug ?? '' }),
        onDone: {
          actions: [
            assign({ specialist: ({ event }) => event.output }),
            {
              type: 'say',
              params: ({ event }) => ({
                text: pageFlowCopy.specialistGreeting(event.output.name),
                options: [...specialistChoiceOptions, reviewsOption],
              }),
            },
          ],
        },
        onError: {
          actions: botSays(pageFlowCopy.specialistGreetingUnknown, specialistChoiceOptions),
        },
      },
      on: {
        CHOOSE: [
          consultation,
          talkToSpecialist,
          talkWithoutSpecialist,
          { guard: chose('reviews'), target: 'show_reviews', actions: 'userSays' },
        ],
      },
    },
    show_reviews: {
      entry: ['startTyping', { type: 'emitStep', params: { step: 'show_reviews' } }],
      invoke: {
        id: 'fetchReviews',
        src: 'fetchReviews',
        input: ({ context }) => ({ specialistId: context.specialist?.id ?? 0, page: 1 }),
        onDone: [
          {
            guard: 'hasReviews',
            actions: [
              assign({ reviewsPage: ({ event }) => event.output.page }),
              {
                type: 'say',
                params: ({ context, event }) => ({
                  text: pageFlowCopy.reviewsSummary(
                    context.specialist?.name ?? '',
                    event.output.averageRating ?? '',
                    event.output.totalCount,
                    event.output.stars,
                  ),
                  attachment: {
                    kind: 'reviews',
                    reviews: event.output.reviews,
                    totalCount: event.output.totalCount,
                    breakdown: {
                      averageRating: event.output.averageRating,
                      stars: event.output.stars,
                    },
                  },
                }),
              },
              { type: 'say', params: ({ event }) => afterReviews(event.output.hasMore) },
            ],
          },
          {
            actions: botSays(
              (context) => pageFlowCopy.reviewsNone(context.specialist?.name ?? ''),
              specialistChoiceOptions,
            ),
          },
        ],
        onError: { actions: botSays(pageFlowCopy.reviewsFailed, specialistChoiceOptions) },
      },
      // Reviews are offered only once the specialist loaded, so talking goes to them directly.
      on: { CHOOSE: [showMoreReviews, consultation, talkToSpecialist] },
    },
    more_reviews: {
      entry: ['startTyping', { type: 'emitStep', params: { step: 'more_reviews' } }],
      invoke: {
        id: 'fetchReviews',
        src: 'fetchReviews',
        input: ({ context }) => ({
          specialistId: context.specialist?.id ?? 0,
          page: context.reviewsPage + 1,
        }),
        onDone: {
          actions: [
            assign({ reviewsPage: ({ event }) => event.output.page }),
            {
              type: 'say',
              params: ({ event }) => ({
                text: pageFlowCopy.reviewsOlder,
                attachment: {
                  kind: 'reviews',
                  reviews: event.output.reviews,
                  totalCount: event.output.totalCount,
                },
              }),
            },
            { type: 'say', params: ({ event }) => afterReviews(event.output.hasMore) },
          ],
        },
        onError: { actions: botSays(pageFlowCopy.reviewsFailed, specialistChoiceOptions) },
      },
      on: { CHOOSE: [{ ...showMoreReviews, reenter: true }, consultation, talkToSpecialist] },
    },
    location: {
      tags: ['text-input'],
      ...askStep('location', 'typingShort', generalCopy.askCity),
      on: { TEXT: { guard: 'hasText', target: 'name', actions: ['userSays', remember('city')] } },
    },
    ...specialistDetailSteps,
  },
});
