/**
 * Models every outside input of the machine as an explicit event, so `xstate/graph` can
 * traverse it without running actors or timers: the visitor's replies, and each actor's
 * success or failure as the `xstate.done.actor.*` / `xstate.error.actor.*` event XState sends.
 */
import type { AnyMachineSnapshot, AnyStateNode, EventObject, StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { FloHttpError } from '../api/http.ts';
import {
  CREATED,
  FIRMS,
  LEEDS,
  LERWICK,
  M14_POSTCODE,
  MANCHSTER,
  NEWCASTLE,
  NOWHERE,
  OLDER_REVIEWS,
  REVIEWS,
  STATS,
  STOCKPORT,
} from '../testing/machine-fixtures.ts';
import type { FloContext, FloEvent } from '../types.ts';
import { floMachine } from './machine.ts';

const failure = new Error('503: Service Unavailable');
/** The API's answer when its libphonenumber rule refuses a phone the chat's light check let through. */
const PHONE_REFUSED = new FloHttpError(
  400,
  `400: ${JSON.stringify({ error: { code: 'validation_failed', message: 'Invalid', fields: { customerPhone: ['A phone number'] } } })}`,
);

/** What a browser's failed dynamic import of the advice texts throws when it is offline. */
const ADVICE_OFFLINE = new TypeError('Failed to fetch dynamically imported module');

/** Every answer each injected actor can give, as the events the machine receives. */
export const ACTOR_OUTCOMES: EventObject[] = [
  { type: 'xstate.done.actor.fetchServiceStats', output: STATS } as EventObject,
  { type: 'xstate.done.actor.fetchServiceStats', output: null } as EventObject,
  { type: 'xstate.error.actor.fetchServiceStats', error: failure } as EventObject,
  { type: 'xstate.done.actor.resolveLocation', output: LEEDS } as EventObject,
  { type: 'xstate.done.actor.resolveLocation', output: STOCKPORT } as EventObject,
  { type: 'xstate.done.actor.resolveLocation', output: M14_POSTCODE } as EventObject,
  { type: 'xstate.done.actor.resolveLocation', output: NOWHERE } as EventObject,
  { type: 'xstate.done.actor.resolveLocation', output: NEWCASTLE } as EventObject,
  { type: 'xstate.done.actor.resolveLocation', output: MANCHSTER } as EventObject,
  { type: 'xstate.done.actor.resolveLocation', output: LERWICK } as EventObject,
  { type: 'xstate.error.actor.resolveLocation', error: failure } as EventObject,
  {
    type: 'xstate.error.actor.resolveLocation',
    error: new FloHttpError(400, '400: Place text too long'),
  } as EventObject,
  {
    type: 'xstate.done.actor.fetchSpecialist',
    output: { id: 7, name: 'Oakbridge Flooring' },
  } as EventObject,
  { type: 'xstate.error.actor.fetchSpecialist', error: failure } as EventObject,
  { type: 'xstate.done.actor.fetchReviews', output: REVIEWS } as EventObject,
  { type: 'xstate.done.actor.fetchReviews', output: OLDER_REVIEWS } as EventObject,
  {
    type: 'xstate.done.actor.fetchReviews',
    output: { reviews: [], totalCount: 0, hasReviews: false },
  } as EventObject,
  { type: 'xstate.error.actor.fetchReviews', error: failure } as EventObject,
  {
    type: 'xstate.done.actor.fetchCityServiceStats',
    output: { totalSpecialists: 4, averageRating: '4.5' },
  } as EventObject,
  {
    type: 'xstate.done.actor.fetchCityServiceStats',
    output: { totalSpecialists: 0, averageRating: null },
  } as EventObject,
  { type: 'xstate.error.actor.fetchCityServiceStats', error: failure } as EventObject,
  { type: 'xstate.done.actor.previewMatches', output: FIRMS } as EventObject,
  { type: 'xstate.done.actor.previewMatches', output: [] } as EventObject,
  { type: 'xstate.error.actor.previewMatches', error: failure } as EventObject,
  { type: 'xstate.done.actor.submitEnquiry', output: CREATED } as EventObject,
  { type: 'xstate.error.actor.submitEnquiry', error: failure } as EventObject,
  { type: 'xstate.error.actor.submitEnquiry', error: PHONE_REFUSED } as EventObject,
  { type: 'xstate.done.actor.checkEmail', output: 'sam@example.org' } as EventObject,
  { type: 'xstate.done.actor.checkEmail', output: null } as EventObject,
  { type: 'xstate.error.actor.checkEmail', error: failure } as EventObject,
  { type: 'xstate.done.actor.answerAdvice', output: 'Tip: measure twice.' } as EventObject,
  { type: 'xstate.error.actor.answerAdvice', error: ADVICE_OFFLINE } as EventObject,
];

/**
 * Visitor texts that exercise every text rule (blank, no city slug, e-mail, phone, advice
 * keywords).
 */
export const VISITOR_TEXTS = [
  'Leeds',
  '07700 900123',
  '   ',
  '???',
  'sam@example.com',
  'please connect me',
  'any tips for pets?',
];

/** A matches() argument for a node: leaf names as strings, parents as objects. */
export function matchable(node: Pick<AnyStateNode, 'path'>): StateValue {
  const [first, ...rest] = node.path;
  if (first === undefined) return {};
  return rest.length === 0 ? first : { [first]: matchable({ path: rest }) };
}

/**
 * Each state node with the `xstate.after.*` events its delayed transitions wait for, and
 * whether one of them leaves the node.
 */
const delayedEvents = getStateNodes(floMachine.root).map((node) => ({
  node: matchable(node),
  types: [...node.transitions.keys()].filter((type) => type.startsWith('xstate.after.')),
  leaves: node.after.some((transition) => (transition.target ?? []).length > 0),
}));

/**
 * The typing and follow-up delays due in a snapshot, as the events XState would send. A timer
 * fires once per entry of its node, so a delay is due only while it can still be pending: a
 * typing pause (which stays in its step) while the bot is typing, a follow-up that moves on
 * (service_info) while its node is active. Feeding a spent typing delay again would replay the
 * question and its quick replies, hiding a step that has lost them.
 */
function dueDelays(snapshot: AnyMachineSnapshot): EventObject[] {
  const typing = (snapshot.context as FloContext).typing;
  return delayedEvents
    .filter(
      ({ node, types, leaves }) => types.length > 0 && (typing || leaves) && snapshot.matches(node),
    )
    .flatMap(({ types }) => types.map((type) => ({ type })));
}

/** Each state node with the ids of the actors it invokes. */
const invokingNodes = getStateNodes(floMachine.root)
  .filter((node) => node.invoke.length > 0)
  .map((node) => ({ node: matchable(node), ids: node.invoke.map((invoke) => invoke.id) }));

const actorIdOf = (event: EventObject) =>
  event.type.replace(/^xstate\.(?:done|error)\.actor\./, '');

/**
 * The actor answers due in a snapshot. An invoked actor answers once, while its state is active
 * and the bot is still typing (every invoking state starts typing and every answer stops it or
 * moves on); replaying an answer later would again hide a step that has lost its quick replies.
 */
function dueOutcomes(snapshot: AnyMachineSnapshot): EventObject[] {
  if (!(snapshot.context as FloContext).typing) return [];
  const running = new Set(
    invokingNodes.filter(({ node }) => snapshot.matches(node)).flatMap(({ ids }) => ids),
  );
  return ACTOR_OUTCOMES.filter((event) => running.has(actorIdOf(event)));
}

/** Events to try in a snapshot: the offered quick replies, a stale one, texts,
 * RESET, RETRY, and the actor answers and delays due. */
export function eventsFor(snapshot: AnyMachineSnapshot): FloEvent[] {
  const context = snapshot.context as FloContext;
  const visitorEvents: FloEvent[] = [
    ...context.options.map((option) => ({ type: 'CHOOSE' as const, value: option.value })),
    { type: 'CHOOSE', value: 'stale-button' },
    ...VISITOR_TEXTS.map((text) => ({ type: 'TEXT' as const, text })),
    { type: 'RESET' },
    { type: 'RETRY' },
  ];
  // Actor outcomes and delays are machine-internal events; the graph API types events as the
  // machine's own, so they are passed under that type.
  const internal = [...dueOutcomes(snapshot), ...dueDelays(snapshot)] as unknown as FloEvent[];
  return [...visitorEvents, ...internal];
}

/**
 * What makes two snapshots behave differently: the state, the pending reply, the offered
 * quick replies and the answers guards read. The transcript is left out so the graph stays finite.
 */
export function serializeForGraph(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as FloContext;
  return JSON.stringify({
    value: snapshot.value,
    typing: context.typing,
    options: context.options.map((option) => option.value),
    service: context.answers.serviceSlug,
    intent: context.answers.intent,
    preference: context.answers.preference,
    searchMissed: context.searchMissed,
    // Which place search missed decides what the place step offers (choices, far, no match).
    placeReading: context.placeReading?.query ?? null,
    sendAnyway: context.answers.sendAnyway === true,
    // Whether a contact step may be skipped depends on the other contact being given.
    email: context.answers.email !== undefined,
    phone: context.answers.phone !== undefined,
    specialist: context.specialist !== null,
    submittedBefore: context.idempotencyKey !== null,
  });
}
