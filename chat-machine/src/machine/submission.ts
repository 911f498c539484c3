/**
 * The shared end of every flow: submitting, submit_error (with retry), reask_phone (the API
 * refused the phone number) and submitted.
 */
import { assign, emit } from 'xstate';
import { copy } from '../copy.ts';
import { buildChatEnquiry } from '../payload.ts';
import type { FloContext } from '../types.ts';
import { reaskPhoneStep } from './contact-steps.ts';
import { retryOptions } from './options.ts';
import { floSetup } from './setup.ts';
import { botSays, chose } from './steps.ts';

/**
 * The honest ending: a profile chat's enquiry went to that specialist; 'received' means the
 * API matched nobody and mailed the Flo team, who follow up; otherwise local specialists do.
 */
function submittedText(context: FloContext): string {
  if (context.specialist) return copy.submittedToSpecialist(context.specialist.name);
  return context.enquiryStatus === 'received' ? copy.submittedToTeam : copy.submitted;
}

export const submissionStates = {
  submitting: floSetup.createStateConfig({
    tags: ['busy'],
    entry: [
      'assignIdempotencyKey',
      botSays(copy.submitting),
      'startTyping',
      { type: 'emitStep', params: { step: 'submit' } },
    ],
    invoke: {
      id: 'submitEnquiry',
      src: 'submitEnquiry',
      input: ({ context }) => ({
        enquiry: buildChatEnquiry(context),
        idempotencyKey: context.idempotencyKey ?? '',
      }),
      onDone: {
        target: 'submitted',
        actions: [
          assign({
            enquiryId: ({ event }) => event.output.id,
            enquiryStatus: ({ event }) => event.output.status ?? null,
            error: null,
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
              title: copy.toastTitle,
              description: copy.toastDescription,
            }),
            emit(({ context }) => ({
              type: 'error',
              message: context.error ?? copy.toastDescription,
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
      botSays((context) => copy.submitFailed(context.contactEmail), retryOptions),
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
