/**
 * General flow (spec section 4): welcome, service_info, location (with the specialist
 * search), intent, budget and urgency for a consultation, then the contact steps.
 */
import { copy } from '../copy.ts';
import { citySlug, specialistsToShow } from '../specialists.ts';
import { detailSteps } from './details.ts';
import { budgetOptions, intentOptions, urgencyOptions, welcomeOptions } from './options.ts';
import { floSetup } from './setup.ts';
import {
  askStep,
  botSays,
  chose,
  chosenLabel,
  remember,
  rememberIntent,
  rememberService,
  serviceLabel,
} from './steps.ts';

const askForCity = botSays(copy.askCity);
/**
 * The no-match path: back to `location`, whose typing delay then says the spec's no-match text
 * and waits for another town. Taken when the search finds nobody, when the API answers 4xx
 * (an unknown city) and, without a request, when the text has no letters or digits to search.
 */
const searchMissed = [
  { type: 'setSearchMissed' as const, params: { missed: true } },
  'startTyping' as const,
];
const sayNoStats = botSays((context) => copy.serviceNoStats(serviceLabel(context, copy.flooring)));

export const generalFlow = floSetup.createStateConfig({
  initial: 'welcome',
  states: {
    welcome: {
      ...askStep('welcome', 'typing', copy.welcome, welcomeOptions),
      on: {
        CHOOSE: [
          {
            guard: chose('other'),
            target: 'location',
            actions: ['userSays', rememberService, 'startTyping'],
          },
          { guard: 'choseService', target: 'service_info', actions: ['userSays', rememberService] },
        ],
      },
    },
    service_info: {
      entry: ['startTyping', { type: 'emitStep', params: { step: 'service_info' } }],
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchServiceStats',
            src: 'fetchServiceStats',
            input: ({ context }) => ({ serviceSlug: context.answers.serviceSlug ?? 'other' }),
            onDone: [
              {
                guard: 'hasOutput',
                target: 'shown',
                actions: {
                  type: 'say',
                  params: ({ context, event }) => ({
                    text: event.output
                      ? copy.serviceStats(serviceLabel(context, copy.flooring), event.output)
                      : copy.serviceNoStats(serviceLabel(context, copy.flooring)),
                  }),
                },
              },
              { target: 'unavailable', actions: sayNoStats },
            ],
            onError: { target: 'unavailable', actions: sayNoStats },
          },
        },
        shown: {
          after: {
            statsFollowUp: { target: '#flo.general.location', actions: askForCity },
          },
        },
        unavailable: {
          after: {
            noStatsFollowUp: { target: '#flo.general.location', actions: askForCity },
          },
        },
      },
    },
    location: {
      tags: ['text-input'],
      entry: { type: 'emitStep', params: { step: 'location' } },
      after: {
        typing: [
          { guard: 'searchMissed', actions: botSays(copy.searchNoMatch) },
          { guard: 'isTyping', actions: askForCity },
        ],
      },
      on: {
        TEXT: [
          {
            guard: 'isCityWithoutSlug',
            target: 'location',
            reenter: true,
            actions: ['userSays', ...searchMissed],
          },
          {
            guard: 'hasText',
            target: 'specialist_search',
            actions: [
              'userSays',
              remember('city'),
              { type: 'setSearchMissed', params: { missed: false } },
            ],
          },
        ],
      },
    },
    specialist_search: {
      tags: ['busy'],
      entry: ['startTyping', { type: 'emitStep', params: { step: 'specialist_search' } }],
      invoke: {
        id: 'searchSpecialists',
        src: 'searchSpecialists',
        input: ({ context }) => ({ citySlug: citySlug(context.answers.city ?? '') }),
        onDone: [
          {
            guard: 'foundSpecialists',
            target: 'intent',
            actions: {
              type: 'say',
              params: ({ context, event }) => ({
                text: copy.searchResults(context.answers.city ?? copy.yourArea),
                attachment: {
                  kind: 'specialists',
                  specialists: specialistsToShow(event.output, context.answers.serviceSlug),
                },
              }),
            },
          },
          { target: 'location', actions: searchMissed },
        ],
        onError: [
          { guard: 'isClientError', target: 'location', actions: searchMissed },
          { target: 'intent', actions: botSays(copy.searchFailed) },
        ],
      },
    },
    intent: {
      ...askStep('intent', 'typingShort', copy.askIntent, intentOptions),
      on: {
        CHOOSE: [
          {
            guard: chose('consultation'),
            target: 'budget',
            actions: ['userSays', rememberIntent('consultation')],
          },
          {
            guard: chose('message'),
            target: 'name',
            actions: ['userSays', rememberIntent('message')],
          },
        ],
      },
    },
    budget: {
      ...askStep('budget', 'typingShort', copy.askBudget, budgetOptions),
      on: {
        CHOOSE: {
          guard: 'choseOffered',
          target: 'urgency',
          actions: ['userSays', remember('budget', chosenLabel)],
        },
      },
    },
    urgency: {
      ...askStep('urgency', 'typingShort', copy.askUrgency, urgencyOptions),
      on: {
        CHOOSE: {
          guard: 'choseOffered',
          target: 'name',
          actions: ['userSays', remember('urgency', chosenLabel)],
        },
      },
    },
    ...detailSteps,
  },
});
