/**
 * The typed setup every flow file builds its states with: context, events, injected actors,
 * named delays, guards and the small actions shared by all steps.
 */
import type {
  ChatEnquiry,
  ChatReviews,
  EnquiryCreated,
  MatchedFirm,
  MatchPreviewRequest,
  ResolvedLocation,
} from '@flo/contract';
import { SERVICE_SLUGS } from '@flo/contract/constants';
import { assign, emit, fromPromise } from 'xstate';
import { EMAIL_PATTERN } from '../api/answers.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { entryFlowFor, type FloEntry } from '../page.ts';
import { looksLikePhone } from '../phone.ts';
import { citySlug } from '../specialists.ts';
import type {
  ChatSpecialist,
  CityServiceStats,
  EnquiryAnswers,
  FloContext,
  FloEmitted,
  FloEvent,
  FloInput,
  MessageAttachment,
  QuickReply,
  ServiceStats,
} from '../types.ts';
import { actorError, actorOutput, httpStatusOf, refusedFields } from './actor-events.ts';
import { answerAdvice } from './advice-actor.ts';
import { appendMessage, presetService, withBotMessage } from './context.ts';
import { lightSetup } from './light-setup.ts';

/**
 * Typing delays (docs/product/constants.md#timing), named so tests and hosts can override
 * them.
 */
export const FLO_DELAYS = {
  typing: 1000,
  typingShort: 500,
  typingMedium: 800,
  typingLong: 1200,
  typingLonger: 1800,
  statsFollowUp: 2400,
  noStatsFollowUp: 1500,
} as const;
export type FloDelay = keyof typeof FLO_DELAYS;

/** Side effects the host injects (see createFloActors); the defaults only say what is missing. */
function missingActor<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The ${name} actor was not provided; use createFloMachine({ api }).`);
  });
}

export const floActorPlaceholders = {
  fetchServiceStats: missingActor<{ serviceSlug: string }, ServiceStats | null>(
    'fetchServiceStats',
  ),
  fetchCityServiceStats: missingActor<
    { citySlug: string; serviceSlug: string },
    CityServiceStats | null
  >('fetchCityServiceStats'),
  fetchSpecialist: missingActor<{ slug: string }, ChatSpecialist>('fetchSpecialist'),
  resolveLocation: missingActor<{ query: string; serviceSlug?: string }, ResolvedLocation>(
    'resolveLocation',
  ),
  fetchReviews: missingActor<{ specialistId: number; page: number }, ChatReviews>('fetchReviews'),
  submitEnquiry: missingActor<{ enquiry: ChatEnquiry; idempotencyKey: string }, EnquiryCreated>(
    'submitEnquiry',
  ),
  /** The address the visitor probably meant (`POST /api/email-suggestions`), or null. */
  checkEmail: missingActor<{ email: string }, string | null>('checkEmail'),
  /** The firms the enquiry would go to (`POST /api/enquiries/matches`). */
  previewMatches: missingActor<MatchPreviewRequest, MatchedFirm[]>('previewMatches'),
};

function textOf(event: FloEvent): string {
  return event.type === 'TEXT' ? event.text.trim() : '';
}

function offered(context: FloContext, value: string): boolean {
  return context.options.some((option) => option.value === value);
}

const typedSetup = lightSetup({
  types: {
    context: {} as FloContext,
    events: {} as FloEvent,
    input: {} as FloInput,
    emitted: {} as FloEmitted,
    tags: {} as 'text-input' | 'busy' | 'submitted',
  },
  // The advice texts ship with the package, so their loader needs no host and is the default.
  actors: { ...floActorPlaceholders, answerAdvice },
  delays: FLO_DELAYS,
  guards: {
    isIdle: ({ context }) => !context.typing,
    hasText: ({ context, event }) => !context.typing && textOf(event) !== '',
    isEmail: ({ context, event }) =>
      !context.typing && textOf(event).length <= 254 && EMAIL_PATTERN.test(textOf(event)),
    isPhone: ({ context, event }) => !context.typing && looksLikePhone(textOf(event)),
    /** The API refused the enquiry's phone (400 with fields.customerPhone): ask for it again. */
    isPhoneRefused: ({ event }) => refusedFields(actorError(event)).includes('customerPhone'),
    /** Text with no letters or digits ('???') has no city slug, so there is nothing to search. */
    isCityWithoutSlug: ({ context, event }) =>
      !context.typing && textOf(event) !== '' && citySlug(textOf(event)) === '',
    /** Advice rule: typed text saying 'connect' or 'specialist', or the 'Connect me now' reply. */
    wantsConnect: ({ context, event }) =>
      !context.typing &&
      (event.type === 'CHOOSE'
        ? event.value === 'connect' && offered(context, 'connect')
        : /connect|specialist/i.test(textOf(event))),
    chose: ({ context, event }, params: { value: string }) =>
      !context.typing &&
      event.type === 'CHOOSE' &&
      event.value === params.value &&
      offered(context, params.value),
    choseService: ({ context, event }) =>
      !context.typing &&
      event.type === 'CHOOSE' &&
      (SERVICE_SLUGS as readonly string[]).includes(event.value) &&
      offered(context, event.value),
    choseOffered: ({ context, event }) =>
      !context.typing && event.type === 'CHOOSE' && offered(context, event.value),
    preferenceIs: (
      { context },
      params: { preference: NonNullable<EnquiryAnswers['preference']> },
    ) => context.answers.preference === params.preference,
    entryIs: ({ context }, params: { flow: FloEntry }) =>
      entryFlowFor(context.page) === params.flow,
    searchMissed: ({ context }) => context.searchMissed,
    hasPresetService: ({ context }) => presetService(context.preset.service) !== undefined,
    /** The host named a place (data-city) and no place has been resolved yet. */
    hasPresetCity: ({ context }) =>
      Boolean(context.preset.city?.trim()) && context.answers.citySlug === undefined,
    /** The profile's specialist loaded, so an enquiry can go to them by id. */
    knowsSpecialist: ({ context }) => context.specialist !== null,
    /** The page or the visitor named a place, so the enquiry can be matched to it. */
    knowsPlace: ({ context }) => Boolean(context.answers.city?.trim() || context.answers.postcode),
    isTyping: ({ context }) => context.typing,
    /** Actor outcomes are not FloEvents, so their output is read through actorOutput. */
    hasOutput: ({ event }) => actorOutput(event) != null,
    /** The resolver placed the text and found served cities near it. */
    placeFound: ({ event }) =>
      ((actorOutput(event) as ResolvedLocation | undefined)?.nearest.length ?? 0) > 0,
    /** The name fits several places ('Newcastle'): ask which before searching on. */
    placeAmbiguous: ({ event }) =>
      ((actorOutput(event) as ResolvedLocation | undefined)?.choices?.length ?? 0) > 1,
    /** One of the places Flo offered ('place:0'), chosen from its quick replies. */
    chosePlace: ({ context, event }) =>
      !context.typing &&
      event.type === 'CHOOSE' &&
      event.value.startsWith('place:') &&
      offered(context, event.value),
    /** The API answered 4xx (e.g. 404 for an unknown city): a no-match, not a network failure. */
    isClientError: ({ event }) => {
      const status = httpStatusOf(actorError(event));
      return status !== undefined && status >= 400 && status < 500;
    },
    hasReviews: ({ event }) => (actorOutput(event) as ChatReviews | undefined)?.hasReviews === true,
  },
  actions: {
    /** A bot reply is pending: show the typing indicator and withdraw old quick replies. */
    startTyping: assign({ typing: true, options: [] }),
    /** Echoes the visitor's text, or the label of the chosen quick reply, into the transcript. */
    userSays: assign(({ context, event }) => {
      const text =
        event.type === 'TEXT'
          ? event.text.trim()
          : event.type === 'CHOOSE'
            ? (context.options.find((option) => option.value === event.value)?.label ?? event.value)
            : '';
      return { messages: appendMessage(context.messages, { from: 'user', text }), options: [] };
    }),
    /** A bot message; `text` and `options` usually come from dynamic params. */
    say: assign(
      (
        { context },
        params: { text: string; options?: QuickReply[]; attachment?: MessageAttachment },
      ) => withBotMessage(context, params.text, params.options, params.attachment),
    ),
    /** Merges answers into the enquiry being built. */
    remember: assign(({ context }, params: Partial<EnquiryAnswers>) => ({
      answers: { ...context.answers, ...params },
    })),
    /**
     * The served city a place resolved to, and the postcode when one was typed; the visitor's
     * words stay in `city` (ADR 025).
     */
    rememberPlace: assign(({ context, event }) => {
      const place = actorOutput(event) as ResolvedLocation;
      const [city] = place.nearest;
      const byPostcode = place.match?.kind === 'postcode' || place.match?.kind === 'outcode';
      return {
        placeReading: null,
        answers: {
          ...context.answers,
          ...(city ? { servedCity: city.name, citySlug: city.slug } : {}),
          ...(byPostcode && place.match?.postcode ? { postcode: place.match.postcode } : {}),
        },
      };
    }),
    setSearchMissed: assign((_, params: { missed: boolean }) => ({ searchMissed: params.missed })),
    /** The search that found nobody near (or null after a failure), for the place step's offer. */
    setPlaceReading: assign(({ event }) => ({
      placeReading: (actorOutput(event) as ResolvedLocation | undefined) ?? null,
    })),
    /** What the next place search resolves: a chosen place's query, or null for the words. */
    setPlaceQuery: assign((_, params: { query: string | null }) => ({ placeQuery: params.query })),
    /** A place Flo offered ('place:1'): the visitor's words now, searched by its query. */
    choosePlace: assign(({ context, event }) => {
      const reading = context.placeReading;
      const offered = (reading?.choices.length ?? 0) > 1 ? reading?.choices : reading?.suggestions;
      const place = event.type === 'CHOOSE' ? offered?.[Number(event.value.slice(6))] : undefined;
      const { citySlug: _slug, servedCity: _served, ...answers } = context.answers;
      return {
        answers: { ...answers, city: place?.label ?? answers.city },
        placeQuery: place?.query ?? null,
        searchMissed: false,
        placeReading: null,
      };
    }),
    /** On from a place step after a miss: to the distant city's specialists, or the Flo team. */
    leavePlace: assign(({ context }, params: { distant: boolean }) => {
      const [far] = context.placeReading?.distant ?? [];
      const onward =
        params.distant && far ? { servedCity: far.name, citySlug: far.slug } : { sendAnyway: true };
      return {
        answers: { ...context.answers, ...onward },
        searchMissed: false,
        placeReading: null,
      };
    }),
    emitStep: emit((_, params: { step: string }) => ({ type: 'step' as const, step: params.step })),
    /** Once per conversation; a retry keeps the key so the API stores the enquiry once. */
    assignIdempotencyKey: assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
    }),
  },
});

/** What the flows build with: typed by setup(), holding only what they use (light-setup.ts). */
export const floSetup: Pick<
  typeof typedSetup,
  'assign' | 'emit' | 'createMachine' | 'createStateConfig'
> = typedSetup;
