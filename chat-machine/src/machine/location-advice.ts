/**
 * Quick advice on the location flows: the service's advice, then answers to follow-up
 * questions until the visitor asks to be connected. Each answer comes from the answerAdvice
 * actor (advice-actor.ts) after the typing pause, so the texts are fetched only by visitors who
 * ask for advice; when they cannot be fetched, Flo says so and offers to connect.
 */
import { and } from 'xstate';
import { generalCopy } from '../copy/general.ts';
import { pageFlowCopy } from '../copy/page-flows.ts';
import type { FloContext, QuickReply } from '../types.ts';
import type { AdviceRequest } from './advice-actor.ts';
import type { FloDelay } from './setup.ts';
import { floSetup } from './setup.ts';
import { botSays, rememberIntent, serviceLabel } from './steps.ts';

const connectNow: QuickReply[] = [{ value: 'connect', label: pageFlowCopy.connectNow }];

/**
 * Connecting after advice: to the contact steps when the page or visitor named a place,
 * otherwise (advice from /search) the place is asked first, so the enquiry can be matched.
 */
const connectAfterAdvice = [
  {
    guard: and(['wantsConnect', 'knowsPlace']),
    target: 'location_contact_name',
    actions: ['userSays' as const, rememberIntent('advice')],
  },
  {
    guard: 'wantsConnect' as const,
    target: 'location_find_city',
    actions: ['userSays' as const, rememberIntent('advice')],
  },
];

/** Advice follow-up rule: 'connect' or 'specialist' goes on to connect (connectAfterAdvice). */
const adviceQuestion = [
  ...connectAfterAdvice,
  {
    guard: 'hasText' as const,
    target: 'location_advice_followup',
    reenter: true,
    actions: [
      'userSays' as const,
      floSetup.assign({
        adviceQuestion: ({ event }) => (event.type === 'TEXT' ? event.text.trim() : ''),
      }),
    ],
  },
];

/** The bot says the advice actor's answer, with `options`. */
function sayAnswer(options: QuickReply[] = []) {
  return {
    type: 'say' as const,
    params: ({ event }: { event: { output: string } }) => ({ text: event.output, options }),
  };
}

/**
 * An advice step: types for `delay`, then asks the answerAdvice actor and runs `answered` with
 * its answer; if the texts cannot be loaded, the fallback and the connect option. Typed
 * questions and 'connect' are taken once the bot has spoken.
 */
function adviceStep(
  step: string,
  delay: FloDelay,
  request: (context: FloContext) => AdviceRequest,
  answered: Array<ReturnType<typeof sayAnswer> | ReturnType<typeof botSays>>,
) {
  return floSetup.createStateConfig({
    tags: ['text-input'],
    entry: ['startTyping', { type: 'emitStep', params: { step } }],
    initial: 'typing',
    states: {
      typing: { after: { [delay]: 'loading' } },
      loading: {
        invoke: {
          id: 'answerAdvice',
          src: 'answerAdvice',
          input: ({ context }) => request(context),
          onDone: { target: 'answered', actions: answered },
          onError: {
            target: 'answered',
            actions: botSays(pageFlowCopy.adviceUnavailable, connectNow),
          },
        },
      },
      answered: {},
    },
    on: { TEXT: adviceQuestion, CHOOSE: connectAfterAdvice },
  });
}

const serviceOf = (context: FloContext) => serviceLabel(context, generalCopy.flooring);

export const locationAdviceSteps = {
  // The full advice (price, lifespan, rooms, care and a tip) is the longest reply Flo types, so
  // it gets the longest typing pause.
  location_advice: adviceStep(
    'location_advice',
    'typingLonger',
    (context) => ({ serviceSlug: context.answers.serviceSlug, serviceName: serviceOf(context) }),
    [sayAnswer(), botSays(pageFlowCopy.adviceFollowUp)],
  ),
  location_advice_followup: adviceStep(
    'location_advice_followup',
    'typingLong',
    (context) => ({
      serviceSlug: context.answers.serviceSlug,
      serviceName: serviceOf(context),
      question: context.adviceQuestion,
    }),
    [sayAnswer(connectNow)],
  ),
};
