/**
 * Asking where the project is, for every flow: the typed place (postcode, outcode, town, city
 * or county) goes to the resolver, which names the nearest served cities and their specialists.
 * A name of several places asks which ('Did you mean Newcastle upon Tyne or …?'), a misspelt one
 * offers the closest names, and a place nobody within 50 miles covers names the nearest
 * specialists and how far, to send to them or to the Flo team (ADR 025). Text that is no place
 * gets the no-match text (docs/product/chat-flows.md#place-search) with 'Send my request
 * anyway', so no visitor is stuck: the request then reaches the Flo team, who find someone by
 * hand. The visitor's words stay the enquiry's location throughout.
 */
import { isUkPostcodeOrOutcode } from '@flo/contract/rules';
import { and } from 'xstate';
import { generalCopy } from '../copy/general.ts';
import { MAX_SPECIALISTS_SHOWN } from '../specialists.ts';
import type {
  EnquiryAnswers,
  FloContext,
  MessageAttachment,
  QuickReply,
  ResolvedLocation,
} from '../types.ts';
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

/** The visitor's place text, kept as their words; the served city is found next. */
export const rememberPlaceText = [
  'userSays' as const,
  remember('city'),
  remember('citySlug', () => undefined),
  remember('servedCity', () => undefined),
  { type: 'setPlaceQuery' as const, params: { query: null } },
  remember('postcode', ({ event }) => {
    // A postcode or outward code as typed ('ls1 4ap', 'M14'), kept even if the resolver is down.
    const typed = answerOf(event);
    return isUkPostcodeOrOutcode(typed) ? typed.toUpperCase() : undefined;
  }),
  { type: 'setSearchMissed' as const, params: { missed: false } },
];

/** The search that found nobody near, whose offers the place step then makes. */
const rememberReading = { type: 'setPlaceReading' as const };

/** Back to the place step, whose typing delay then says the no-match text (noMatchOrAsk). */
export const searchMissed = [
  { type: 'setSearchMissed' as const, params: { missed: true } },
  'startTyping' as const,
];

/** The places offered as quick replies ('place:0', …), by their labels. */
function placeOptions(places: { label: string }[]): QuickReply[] {
  return places.map((place, i) => ({ value: `place:${i}`, label: place.label }));
}

/** What a place step says after a search that found nobody near, and what it offers. */
function missReply(context: FloContext): {
  text: string;
  options: QuickReply[];
  attachment?: MessageAttachment;
} {
  const reading = context.placeReading;
  const [far] = reading?.distant ?? [];
  if (reading && (reading.choices?.length ?? 0) > 1) {
    return {
      text: generalCopy.whichPlace(reading.choices.map((c) => c.label)),
      options: placeOptions(reading.choices),
    };
  }
  if (reading?.match && far) {
    const attachment = cardsOf(reading);
    return {
      text: generalCopy.distantSpecialists(reading.match.label, far.name, far.distanceMiles),
      options: [
        { value: 'send-distant', label: generalCopy.sendToDistant(far.name) },
        { value: 'send-anyway', label: generalCopy.sendToTeam },
      ],
      ...(attachment ? { attachment } : {}),
    };
  }
  if (reading?.suggestions?.length) {
    return {
      text: generalCopy.placeSuggestions(
        reading.query,
        reading.suggestions.map((s) => s.label),
      ),
      options: [...placeOptions(reading.suggestions), ...sendAnywayOptions],
    };
  }
  return { text: generalCopy.searchNoMatch, options: sendAnywayOptions };
}

/** A place step's reply after a miss: which place, the nearest specialists far off, or no match. */
export const sayNoMatch = {
  guard: 'searchMissed' as const,
  actions: {
    type: 'say' as const,
    params: ({ context }: { context: FloContext }) => missReply(context),
  },
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

/**
 * CHOOSE rules of a place step after a miss: a place Flo offered is searched (`searchState`);
 * 'Send to the specialists in …' goes on along `routes` with that distant city; 'Send my
 * request anyway' (or 'to the Flo team') goes on without one, and the Flo team will match.
 */
export function sendAnyway(routes: PlaceRoute[], searchState?: string) {
  const pick = searchState
    ? [
        {
          guard: 'chosePlace' as const,
          target: searchState,
          actions: ['userSays' as const, 'choosePlace' as const],
        },
      ]
    : [];
  const onward = (value: string) =>
    routes.map((route) => {
      const preference = preferenceGuard(route);
      return {
        guard: preference ? and([chose(value), preference]) : chose(value),
        target: route.target,
        actions: [
          'userSays' as const,
          { type: 'leavePlace' as const, params: { distant: value === 'send-distant' } },
        ],
      };
    });
  return [...pick, ...onward('send-distant'), ...onward('send-anyway')];
}

/** What Flo says about a resolved place: the city's specialists, or the nearest served cities. */
function foundText(place: ResolvedLocation): string {
  const [nearest] = place.nearest;
  if (!nearest || nearest.distanceMiles === 0)
    return generalCopy.searchResults(nearest?.name ?? generalCopy.yourArea);
  return generalCopy.nearestSpecialists(
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
  const missed = options.preset ? ['startTyping' as const] : [rememberReading, ...searchMissed];
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
        query: context.placeQuery ?? context.answers.city ?? '',
        ...(context.answers.serviceSlug ? { serviceSlug: context.answers.serviceSlug } : {}),
      }),
      onDone: [
        // A host's preset place is not asked about; the visitor's is ('Newcastle' → which?).
        ...(options.preset
          ? []
          : [{ guard: 'placeAmbiguous' as const, target: options.placeStep, actions: missed }]),
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
          actions: botSays(generalCopy.searchFailed),
        })),
      ],
    },
  });
}
