/**
 * General flow (docs/product/chat-flows.md#general-flow): welcome, service_info, location (with the
 * specialist search), intent, budget and urgency for a consultation, then the contact steps.
 */
import { and } from 'xstate';
import { generalCopy } from '../copy/general.ts';
import { detailSteps } from './details.ts';
import { budgetOptions, intentOptions, urgencyOptions, welcomeOptions } from './options.ts';
import { placeSearch, placeText, sayNoMatch, sendAnyway } from './place-search.ts';
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

const askForCity = botSays(generalCopy.askCity);
/** After the service: the host's preset city is resolved, otherwise the city is asked. */
const toCity = [
  { guard: 'hasPresetCity' as const, target: '#flo.general.preset_city_search' },
  { target: '#flo.general.location', actions: askForCity },
];
const sayNoStats = botSays((context) =>
  generalCopy.serviceNoStats(serviceLabel(context, generalCopy.flooring)),
);

export const generalFlow = floSetup.createStateConfig({
  initial: 'welcome',
  states: {
    welcome: {
      // Entered only from a fresh context, typing already. One that starts with the opening said
      // (FloInput.openingShown) keeps it and skips the pause.
      entry: { type: 'emitStep', params: { step: 'welcome' } },
      after: {
        typing: {
          guard: 'isTyping',
          actions: botSays((context) => context.greeting ?? generalCopy.welcome, welcomeOptions),
        },
      },
      on: {
        CHOOSE: [
          {
            guard: and([chose('other'), 'hasPresetCity']),
            target: 'preset_city_search',
            actions: ['userSays', rememberService],
          },
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
                      ? generalCopy.serviceStats(
                          serviceLabel(context, generalCopy.flooring),
                          event.output,
                        )
                      : generalCopy.serviceNoStats(serviceLabel(context, generalCopy.flooring)),
                  }),
                },
              },
              { target: 'unavailable', actions: sayNoStats },
            ],
            onError: { target: 'unavailable', actions: sayNoStats },
          },
        },
        shown: { after: { statsFollowUp: toCity } },
        unavailable: { after: { noStatsFollowUp: toCity } },
      },
    },
    location: {
      tags: ['text-input'],
      entry: { type: 'emitStep', params: { step: 'location' } },
      // Entered from service_info the question is already asked (typing stopped); entered
      // from welcome ('other') or after a miss, the typing pause ends with the question.
      after: { typing: [sayNoMatch, { guard: 'isTyping', actions: askForCity }] },
      on: {
        TEXT: placeText('specialist_search', 'location'),
        CHOOSE: sendAnyway([{ target: 'intent' }], 'specialist_search'),
      },
    },
    specialist_search: placeSearch({
      name: 'specialist_search',
      placeStep: 'location',
      next: [{ target: 'intent' }],
    }),
    preset_city_search: placeSearch({
      name: 'specialist_search',
      placeStep: 'location',
      next: [{ target: 'intent' }],
      preset: true,
    }),
    intent: {
      ...askStep('intent', 'typingShort', generalCopy.askIntent, intentOptions),
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
      ...askStep('budget', 'typingShort', generalCopy.askBudget, budgetOptions),
      on: {
        CHOOSE: {
          guard: 'choseOffered',
          target: 'urgency',
          actions: ['userSays', remember('budget', chosenLabel)],
        },
      },
    },
    urgency: {
      ...askStep('urgency', 'typingShort', generalCopy.askUrgency, urgencyOptions),
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
