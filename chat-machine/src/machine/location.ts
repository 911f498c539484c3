/**
 * Location-page flows (docs/product/chat-flows.md#location-page-flows): location_direct_connect
 * on /specialists/{city}/{service},
 * location_service_selection then location_connect_options on /specialists/{city}, and
 * location_general elsewhere; quick advice with its follow-up; the free-quotes contact steps.
 */

import { generalCopy } from '../copy/general.ts';
import { pageFlowCopy } from '../copy/page-flows.ts';
import { citySlug } from '../specialists.ts';
import type { FloContext } from '../types.ts';
import { locationAdviceSteps } from './location-advice.ts';
import { locationContactSteps } from './location-contact.ts';
import { serviceOptions } from './options.ts';
import { connectOptions, locationGeneralOptions } from './page-flow-options.ts';
import { askPlaceStep, placeSearch, placeText, sendAnyway } from './place-search.ts';
import { floSetup } from './setup.ts';
import { askStep, botSays, chose, rememberIntent, rememberService, serviceLabel } from './steps.ts';

/** The served city the specialists are in, else the place as the page or visitor named it. */
const cityOf = (context: FloContext) =>
  context.answers.servedCity ?? context.answers.city ?? generalCopy.yourArea;
const serviceOf = (context: FloContext) => serviceLabel(context, generalCopy.flooring);

/** /specialists/{city-lowercase-hyphenated}/{service}: the page 'View specialists' opens. */
function specialistsPagePath(context: FloContext): string {
  const service = context.answers.serviceSlug ?? context.page.serviceSlug ?? '';
  const city = context.answers.citySlug ?? citySlug(context.answers.city ?? '');
  return `/specialists/${city}/${service}`;
}

/** Free quotes, view specialists (navigate) or quick advice: the location connect choices. */
const connectChoices = [
  {
    guard: chose('quotes'),
    target: 'location_contact_name',
    actions: ['userSays' as const, rememberIntent('quotes')],
  },
  {
    guard: chose('view'),
    actions: [
      'userSays' as const,
      floSetup.emit(({ context }) => ({ type: 'navigate', to: specialistsPagePath(context) })),
      botSays(
        (context) => pageFlowCopy.navigating(serviceOf(context), cityOf(context)),
        connectOptions,
      ),
    ],
  },
  { guard: chose('advice'), target: 'location_advice', actions: 'userSays' as const },
];

export const locationFlow = floSetup.createStateConfig({
  initial: 'location_general',
  states: {
    location_direct_connect: {
      entry: ['startTyping', { type: 'emitStep', params: { step: 'location_direct_connect' } }],
      invoke: {
        id: 'fetchCityServiceStats',
        src: 'fetchCityServiceStats',
        input: ({ context }) => ({
          citySlug: context.page.citySlug ?? '',
          serviceSlug: context.page.serviceSlug ?? '',
        }),
        onDone: {
          actions: {
            type: 'say',
            params: ({ context, event }) => ({
              text:
                event.output && event.output.totalSpecialists > 0
                  ? pageFlowCopy.directConnectStats(
                      serviceOf(context),
                      cityOf(context),
                      event.output.totalSpecialists,
                      event.output.averageRating,
                    )
                  : pageFlowCopy.directConnect(serviceOf(context), cityOf(context)),
              options: connectOptions,
            }),
          },
        },
        onError: {
          actions: botSays(
            (context) => pageFlowCopy.directConnect(serviceOf(context), cityOf(context)),
            connectOptions,
          ),
        },
      },
      on: { CHOOSE: connectChoices },
    },
    location_service_selection: {
      ...askStep(
        'location_service_selection',
        'typing',
        (context) => pageFlowCopy.serviceSelection(cityOf(context)),
        serviceOptions,
      ),
      on: {
        CHOOSE: {
          guard: 'choseService',
          target: 'location_connect_options',
          actions: ['userSays', rememberService],
        },
      },
    },
    location_connect_options: {
      ...askStep(
        'location_connect_options',
        'typingShort',
        (context) => pageFlowCopy.connectOptions(serviceOf(context), cityOf(context)),
        connectOptions,
      ),
      on: { CHOOSE: connectChoices },
    },
    location_general: {
      ...askStep(
        'location_general',
        'typing',
        (context) => context.greeting ?? pageFlowCopy.locationGeneral,
        locationGeneralOptions,
      ),
      on: {
        CHOOSE: [
          { guard: chose('find'), target: 'location_find_city', actions: 'userSays' },
          { guard: chose('advice'), target: 'location_advice', actions: 'userSays' },
        ],
      },
    },
    location_find_city: {
      ...askPlaceStep('location_find_city', 'typingShort', pageFlowCopy.askFindCity),
      on: {
        TEXT: placeText('location_find_search', 'location_find_city'),
        // Nobody covers the place, so there is no specialists page to offer: straight to the
        // contact steps, and the Flo team matches by hand.
        CHOOSE: sendAnyway([{ target: 'location_contact_name' }], 'location_find_search'),
      },
    },
    location_find_search: placeSearch({
      name: 'location_find_search',
      placeStep: 'location_find_city',
      next: [{ target: 'location_service_selection' }],
    }),
    ...locationAdviceSteps,
    ...locationContactSteps,
  },
});
