/**
 * The shared end of every flow: the firms it will go to (choose-firms.ts), submitting,
 * submit_error (with retry), reask_phone (the API refused the phone number) and submitted.
 */
import { assign, emit } from 'xstate';
import { generalCopy } from '../copy/general.ts';
import { buildChatEnquiry } from '../payload.ts';
import type { FloContext } from '../types.ts';
import { chooseFirmStates, namesOf, withChosenFirms } from './choose-firms.ts';
import { reaskPhoneStep } from './contact-steps.ts';
import { retryOptions } from './options.ts';
import { floSetup } from './setup.ts';
import { botSays, chose } from './steps.ts';

/**
 * The honest ending: a profile chat's enquiry went to that specialist; 'received' means the
 * API matched nobody and mailed the Flo team, who follow up; the firms the visitor kept are
 * named when the API sent it to exactly those; otherwise local specialists follow up.
 */
function submittedText(context: FloContext): string {
  if (context.specialist) return generalCopy.submittedToSpecialist(context.specialist.name);
  if (context.enquiryStatus === 'received') return generalCopy.submittedToTeam;
  if (context.firms.length > 0) {
    const { firms } = context;
    return generalCopy.submittedToFirms(
      namesOf(firms),
      firms.length,
      Boolean(context.answers.email),
    );
  }
  return generalCopy.submitted;
}

export const submissionStates = {
  ...chooseFirmStates,
  submitting: floSetup.createStateConfig({
    tags: ['busy'],
    entry: [
      'assignIdempotencyKey',
      botSays(generalCopy.submitting),
      'startTyping',
      { type: 'emitStep', params: { step: 'submit' } },
    ],
    invoke: {
      id: 'submitEnquiry',
      src: 'submitEnquiry',
      input: ({ context }) => ({
        enquiry: withChosenFirms(buildChatEnquiry(context), context),
        idempotencyKey: context.idempotencyKey ?? '',
      }),
      onDone: {
        target: 'submitted',
        actions: [
          assign({
            enquiryId: ({ event }) => event.output.id,
            enquiryStatus: ({ event }) => event.output.status ?? null,
            error: null,
            // Named in the ending only if the API sent it to exactly the firms kept.
            firms: ({ context, event }) =>
              event.output.matchedSpecialists === context.firms.length ? context.firms : [],
          }),
          emit(({ event }) => ({ type: 'enquiry:submitted', enquiryId: event.output.id })),
        ],
      },
      onError: [
        {
          // Nothing was stored, so the corrected enquiry goes with a new idempotency key.
          guard: 'isPhoneRefused',
          target: 'reask_phone',
          actions: assign({ idempotencyKey: null }),
        },
        {
          target: 'submit_error',
          actions: [
            assign({
              error: ({ event }) =>
                event.error instanceof Error ? event.error.message : String(event.error),
            }),
            emit({
              type: 'toast',
              variant: 'destructive',
              title: generalCopy.toastTitle,
              description: generalCopy.toastDescription,
            }),
            emit(({ context }) => ({
              type: 'error',
              message: context.error ?? generalCopy.toastDescription,
            })),
          ],
        },
      ],
    },
  }),
  /** The chat's light phone check let through a number the API's libphonenumber rule refuses. */
  reask_phone: reaskPhoneStep('reask_phone', 'submitting'),
  submit_error: floSetup.createStateConfig({
    entry: [
      { type: 'emitStep', params: { step: 'submit_error' } },
      botSays((context) => generalCopy.submitFailed(context.contactEmail), retryOptions),
    ],
    on: {
      RETRY: { target: 'submitting' },
      CHOOSE: { guard: chose('retry'), target: 'submitting', actions: 'userSays' },
    },
  }),
  submitted: floSetup.createStateConfig({
    tags: ['submitted'],
    entry: [{ type: 'emitStep', params: { step: 'submitted' } }, botSays(submittedText)],
  }),
};
