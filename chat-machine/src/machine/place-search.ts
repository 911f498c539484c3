/**
 * Asking where the project is, for every flow: the typed place (postcode, outcode, town, city
 * or county) goes to the resolver, which names the nearest served cities and their specialists.
 * A place nobody covers gets the no-match text (docs/product/chat-flows.md#place-search) with
 * 'Send my request anyway', so no visitor is stuck: the request then reaches the Flo team, who
 * find someone by hand.
 */
import { isUkPostcodeOrOutcode } from '@flo/contract/rules';
import { and } from 'xstate';
import { copy } from '../copy.ts';
import { MAX_SPECIALISTS_SHOWN } from '../specialists.ts';
import type { EnquiryAnswers, FloContext, MessageAttachment, ResolvedLocation } from '../types.ts';
import { sendAnywayOptions } from './options.ts';
import { type FloDelay, floSetup } from './setup.ts';
import { answerOf, botSays, chose, type FromContext, remember } from './steps.ts';

/** Where a place step goes on to: the first route whose preference matches (or has none). */
export type PlaceRoute = {
  target: string;
  preference?: NonNullable<EnquiryAnswers['preference']>;
};

const preferenceGuard = (route: PlaceRoute) =>
  route.preference
    ? { type: 'preferenceIs' as const, params: { preference: route.preference } }
    : undefined;

/** The visitor's place text is stored as the city until the resolver names a served one. */
export const rememberPlaceText = [
  'userSays' as const,
  remember('city'),
  remember('citySlug', () => undefined),
  remember('postcode', ({ event }) => {
    // A postcode or outward code as typed ('ls1 4ap', 'M14'), kept even if the resolver is down.
    const typed = answerOf(event);
    return isUkPostcodeOrOutcode(typed) ? typed.toUpperCase() : undefined;
  }),
  { type: 'setSearchMissed' as const, params: { missed: false } },
];

/** Back to the place step, whose typing delay then says the no-match text (noMatchOrAsk). */
export const searchMissed = [
  { type: 'setSearchMissed' as const, params: { missed: true } },
  'startTyping' as const,
];

/** A place step's reply after a miss: the no-match text, offering to send anyway. */
export const sayNoMatch = {
  guard: 'searchMissed' as const,
  actions: botSays(copy.searchNoMatch, sendAnywayOptions),
};

/**
 * Entry of a step that asks for a place: like askStep, but after a miss (re-entered with
 * searchMissed set) the typing pause ends with the no-match text instead of the question.
 */
export function askPlaceStep(step: string, delay: FloDelay, question: FromContext<string>) {
  return {
    tags: ['text-input' as const],
    entry: ['startTyping' as const, { type: 'emitStep' as const, params: { step } }],
    after: { [delay]: [sayNoMatch, { actions: botSays(question) }] } as {
      [D in FloDelay]?: Array<typeof sayNoMatch | { actions: ReturnType<typeof botSays> }>;
    },
  };
}

/** TEXT rule of a place step: text with no letters or digits cannot be searched, so it misses. */
export function placeText(searchState: string, step: string) {
  return [
    {
      guard: 'isCityWithoutSlug' as const,
      target: step,
      reenter: true,
      actions: ['userSays' as const, ...searchMissed],
    },
    { guard: 'hasText' as const, target: searchState, actions: rememberPlaceText },
  ];
}

/** CHOOSE rule of a place step after a miss: go on along `routes`; the Flo team will match. */
export function sendAnyway(routes: PlaceRoute[]) {
  return routes.map((route) => {
    const preference = preferenceGuard(route);
    return {
      guard: preference ? and([chose('send-anyway'), preference]) : chose('send-anyway'),
      target: route.target,
      actions: [
        'userSays' as const,
        remember('sendAnyway', () => true),
        { type: 'setSearchMissed' as const, params: { missed: false } },
      ],
    };
  });
}

/** What Flo says about a resolved place: the city's specialists, or the nearest served cities. */
function foundText(place: ResolvedLocation): string {
  const [nearest] = place.nearest;
  if (!nearest || nearest.distanceMiles === 0)
    return copy.searchResults(nearest?.name ?? copy.yourArea);
  return copy.nearestSpecialists(
    place.match?.label ?? place.query,
    nearest.distanceMiles,
    place.nearest.map((city) => city.name),
  );
}

function cardsOf(place: ResolvedLocation): MessageAttachment | undefined {
  const specialists = place.specialists.slice(0, MAX_SPECIALISTS_SHOWN);
  return specialists.length ? { kind: 'specialists', specialists } : undefined;
}

/**
 * The busy state (step `name`) that resolves the place typed in `placeStep`: a place with
 * served cities near it goes on along `next` with the specialist cards, a miss (nothing near,
 * or a 4xx) goes back to `placeStep`, and a network failure or 5xx says it will search and
 * goes on along `next` too. A place the host preset (`preset: true`) that cannot be resolved is
 * not the visitor's mistake, so `placeStep` then just asks its question.
 */
export function placeSearch(options: {
  name: string;
  placeStep: string;
  next: PlaceRoute[];
  preset?: boolean;
}) {
  const missed = options.preset ? ['startTyping' as const] : searchMissed;
  const sayFound = {
    type: 'say' as const,
    params: ({ event }: { event: { output: ResolvedLocation } }) => {
      const attachment = cardsOf(event.output);
      return { text: foundText(event.output), ...(attachment ? { attachment } : {}) };
    },
  };
  return floSetup.createStateConfig({
    tags: ['busy'],
    entry: ['startTyping', { type: 'emitStep', params: { step: options.name } }],
    invoke: {
      id: 'resolveLocation',
      src: 'resolveLocation',
      input: ({ context }: { context: FloContext }) => ({
        query: context.answers.city ?? '',
        ...(context.answers.serviceSlug ? { serviceSlug: context.answers.serviceSlug } : {}),
      }),
      onDone: [
        ...options.next.map((route) => {
          const preference = preferenceGuard(route);
          return {
            guard: preference ? and(['placeFound', preference]) : ('placeFound' as const),
            target: route.target,
            actions: ['rememberPlace' as const, sayFound],
          };
        }),
        { target: options.placeStep, actions: missed },
      ],
      onError: [
        { guard: 'isClientError', target: options.placeStep, actions: missed },
        ...options.next.map((route) => ({
          guard: preferenceGuard(route),
          target: route.target,
          actions: botSays(copy.searchFailed),
        })),
      ],
    },
  });
}
