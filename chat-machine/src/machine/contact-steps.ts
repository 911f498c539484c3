/**
 * The contact steps every flow ends with (docs/product/chat-flows.md#contact-steps): an e-mail
 * step and a phone step, in the flow's order. The visitor gives at least one of the two: the
 * first step asked offers 'Skip', the second only when the first was answered. An e-mail whose
 * domain looks misspelt ('gmial.com') gets 'Did you mean …?' before the chat goes on.
 */
import { assign } from 'xstate';
import { generalCopy } from '../copy/general.ts';
import type { EnquiryAnswers, FloContext, QuickReply } from '../types.ts';
import { type FloDelay, floSetup } from './setup.ts';
import { askStep, botSays, chose, type FromContext, remember } from './steps.ts';

type Contact = 'email' | 'phone';

export interface ContactStep {
  /** The step's state name, also the `step` event it emits. */
  step: string;
  delay: FloDelay;
  question: FromContext<string>;
  /** Where the chat goes once the step is answered or skipped. */
  next: string;
  /** The other contact step is still to come, so this one may be skipped. */
  asksFirst: boolean;
}

const OTHER: Record<Contact, Contact> = { email: 'phone', phone: 'email' };

/** 'Skip' while the other contact is still to be asked or was already given. */
function skipOptions(contact: Contact, asksFirst: boolean) {
  return (context: FloContext): QuickReply[] =>
    asksFirst || context.answers[OTHER[contact]]
      ? [{ value: 'skip', label: generalCopy.skipContact }]
      : [];
}

/** Leaves the contact out (and forgets one the API refused) and goes on. */
function skipTo(contact: Contact, next: string) {
  return {
    guard: chose('skip'),
    target: next,
    actions: ['userSays' as const, remember(contact, () => undefined)],
  };
}

/**
 * TEXT transitions of a phone step: a number shaped like one (phone.ts) goes on to `target`,
 * anything else gets the reason and the question stays open, with its quick replies.
 */
function phoneAnswer(target: string, options: FromContext<QuickReply[]>) {
  return [
    { guard: 'isPhone' as const, target, actions: ['userSays' as const, remember('phone')] },
    {
      guard: 'hasText' as const,
      actions: ['userSays' as const, botSays(generalCopy.invalidPhone, options)],
    },
  ];
}

/** A phone step; also `reask_phone`, where 'Skip' sends the enquiry with the e-mail alone. */
export function phoneStep({ step, delay, question, next, asksFirst }: ContactStep) {
  const options = skipOptions('phone', asksFirst);
  return floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep(step, delay, question, options),
    on: { TEXT: phoneAnswer(next, options), CHOOSE: skipTo('phone', next) },
  });
}

/** The API refused the phone: asked again at once, skippable when an e-mail was given. */
export function reaskPhoneStep(step: string, next: string) {
  const options = skipOptions('phone', false);
  return floSetup.createStateConfig({
    tags: ['text-input'],
    entry: [{ type: 'emitStep', params: { step } }, botSays(generalCopy.phoneRefused, options)],
    on: { TEXT: phoneAnswer(next, options), CHOOSE: skipTo('phone', next) },
  });
}

const suggestionOptions = (context: FloContext): QuickReply[] => [
  { value: 'use_suggestion', label: generalCopy.useSuggestedEmail(context.suggestedEmail ?? '') },
  { value: 'keep_email', label: generalCopy.keepTypedEmail(context.answers.email ?? '') },
];

/**
 * An e-mail step and the two states behind it: `{step}_check` asks the API whether the domain
 * looks misspelt, `{step}_suggestion` offers the likely address or keeping the typed one.
 */
export function emailSteps<Step extends string>({
  step,
  delay,
  question,
  next,
  asksFirst,
}: ContactStep & { step: Step }) {
  const options = skipOptions('email', asksFirst);
  const check = `${step}_check` as const;
  const suggestion = `${step}_suggestion` as const;
  const anAddress = {
    guard: 'isEmail' as const,
    target: check,
    actions: ['userSays' as const, remember('email')],
  };
  const notAnAddress = (offered: FromContext<QuickReply[]>) => ({
    guard: 'hasText' as const,
    actions: ['userSays' as const, botSays(generalCopy.invalidEmail, offered)],
  });
  const useSuggestion = ({ context }: { context: FloContext }): EnquiryAnswers['email'] =>
    context.suggestedEmail ?? context.answers.email;
  const states = {
    [step]: floSetup.createStateConfig({
      tags: ['text-input'],
      ...askStep(step, delay, question, options),
      on: { TEXT: [anAddress, notAnAddress(options)], CHOOSE: skipTo('email', next) },
    }),
    [check]: floSetup.createStateConfig({
      tags: ['busy'],
      entry: 'startTyping',
      invoke: {
        id: 'checkEmail',
        src: 'checkEmail',
        input: ({ context }) => ({ email: context.answers.email ?? '' }),
        onDone: [
          {
            guard: 'hasOutput',
            target: suggestion,
            actions: [
              assign({ suggestedEmail: ({ event }) => event.output }),
              botSays(
                (context) => generalCopy.didYouMean(context.suggestedEmail ?? ''),
                suggestionOptions,
              ),
            ],
          },
          { target: next },
        ],
        // A check that fails is no reason to hold the visitor up: the address is well-formed.
        onError: { target: next },
      },
    }),
    [suggestion]: floSetup.createStateConfig({
      tags: ['text-input'],
      entry: { type: 'emitStep', params: { step: suggestion } },
      on: {
        CHOOSE: [
          {
            guard: chose('use_suggestion'),
            target: next,
            actions: ['userSays', remember('email', useSuggestion)],
          },
          { guard: chose('keep_email'), target: next, actions: 'userSays' },
        ],
        TEXT: [anAddress, notAnAddress(suggestionOptions)],
      },
    }),
  };
  // Computed keys widen to string; the names are kept so snapshots match them by name.
  return states as Record<Step | typeof check | typeof suggestion, (typeof states)[string]>;
}
