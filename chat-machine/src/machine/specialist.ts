/**
 * Specialist flow (docs/product/chat-flows.md#specialist-flow), on a specialist's profile:
 * specialist_options offers a free home consultation (location, then the contact steps), talking to
 * the specialist (the contact steps) or reviews (show_reviews fetches them, then offers
 * consultation or talk).
 */
import { and, assign } from 'xstate';
import { copy } from '../copy.ts';
import { detailSteps } from './details.ts';
import { specialistChoiceOptions } from './options.ts';
import { floSetup } from './setup.ts';
import { askStep, botSays, chose, remember, rememberIntent } from './steps.ts';

const reviewsOption = { value: 'reviews', label: copy.specialistReviews };

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
                text: copy.specialistGreeting(event.output.name),
                options: [...specialistChoiceOptions, reviewsOption],
              }),
            },
          ],
        },
        onError: {
          actions: botSays(copy.specialistGreetingUnknown, specialistChoiceOptions),
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
        input: ({ context }) => ({ specialistId: context.specialist?.id ?? 0 }),
        onDone: [
          {
            guard: 'hasReviews',
            actions: {
              type: 'say',
              params: ({ context, event }) => ({
                text: copy.reviewsShown(context.specialist?.name ?? '', event.output.totalCount),
                options: specialistChoiceOptions,
                attachment: {
                  kind: 'reviews',
                  reviews: event.output.reviews,
                  totalCount: event.output.totalCount,
                },
              }),
            },
          },
          {
            actions: botSays(
              (context) => copy.reviewsNone(context.specialist?.name ?? ''),
              specialistChoiceOptions,
            ),
          },
        ],
        onError: { actions: botSays(copy.reviewsFailed, specialistChoiceOptions) },
      },
      // Reviews are offered only once the specialist loaded, so talking goes to them directly.
      on: { CHOOSE: [consultation, talkToSpecialist] },
    },
    location: {
      tags: ['text-input'],
      ...askStep('location', 'typingShort', copy.askCity),
      on: { TEXT: { guard: 'hasText', target: 'name', actions: ['userSays', remember('city')] } },
    },
    ...detailSteps,
  },
});
