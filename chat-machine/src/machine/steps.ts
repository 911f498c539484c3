/** Building blocks every flow uses: bot replies, asking steps, remembering answers. */
import { SERVICE_NAMES } from '@flo/contract/constants';
import type {
  ChatServiceSlug,
  EnquiryAnswers,
  FloContext,
  FloEvent,
  QuickReply,
} from '../types.ts';
import type { FloDelay } from './setup.ts';

export type FromContext<T> = T | ((context: FloContext) => T);

function resolve<T>(value: FromContext<T>, context: FloContext): T {
  return typeof value === 'function' ? (value as (c: FloContext) => T)(context) : value;
}

/**
 * The bot says `text` (and offers `options`); the typing indicator stops. Params are worked out
 * from the context when the action runs, so copy can quote the visitor's answers.
 */
export function botSays(text: FromContext<string>, options: FromContext<QuickReply[]> = []) {
  return {
    type: 'say' as const,
    params: ({ context }: { context: FloContext }) => ({
      text: resolve(text, context),
      options: resolve(options, context),
    }),
  };
}

/** The visitor's trimmed text of a TEXT event, or the value of a CHOOSE event. */
export function answerOf(event: FloEvent): string {
  if (event.type === 'TEXT') return event.text.trim();
  if (event.type === 'CHOOSE') return event.value;
  return '';
}

/** Stores the visitor's answer (or a derived value) under `key`. */
export function remember<K extends keyof EnquiryAnswers>(
  key: K,
  value?: (args: { context: FloContext; event: FloEvent }) => EnquiryAnswers[K],
) {
  return {
    type: 'remember' as const,
    params: ({ context, event }: { context: FloContext; event: FloEvent }) =>
      ({ [key]: value ? value({ context, event }) : answerOf(event) }) as Partial<EnquiryAnswers>,
  };
}

/** Remembers the service the visitor chose, with its display name. */
export const rememberService = {
  type: 'remember' as const,
  params: ({ event }: { event: FloEvent }) => {
    const slug = answerOf(event) as ChatServiceSlug;
    return { serviceSlug: slug, serviceName: SERVICE_NAMES[slug] };
  },
};

/** Remembers what the visitor asked for (consultation, message, talk, quotes, advice). */
export function rememberIntent(intent: string) {
  return { type: 'remember' as const, params: { intent } };
}

/**
 * Entry of a step where the bot asks something: emit `step`, show the typing indicator, then
 * after the named delay ask the question (with quick replies).
 */
export function askStep(
  step: string,
  delay: FloDelay,
  question: FromContext<string>,
  options: FromContext<QuickReply[]> = [],
) {
  return {
    entry: ['startTyping' as const, { type: 'emitStep' as const, params: { step } }],
    after: { [delay]: { actions: botSays(question, options) } } as {
      [D in FloDelay]?: { actions: ReturnType<typeof botSays> };
    },
  };
}

/** Guard: the visitor chose the quick reply `value` (and it was on offer). */
export function chose(value: string) {
  return { type: 'chose' as const, params: { value } };
}

/** The visitor's chosen option label, for answers stored as labels (budget, urgency). */
export function chosenLabel({ context, event }: { context: FloContext; event: FloEvent }): string {
  const value = answerOf(event);
  return context.options.find((option) => option.value === value)?.label ?? value;
}

/** The service named in copy: the visitor's or page's service, else a fallback phrase. */
export function serviceLabel(context: FloContext, fallback: string): string {
  return context.answers.serviceName ?? fallback;
}
