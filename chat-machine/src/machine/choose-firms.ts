/**
 * Before sending: the firms the enquiry would go to, shown as cards with their rating, reviews
 * and response time, and the visitor may remove any but the last (docs/product/chat-flows.md).
 */
import type { ChatEnquiry, MatchPreviewRequest } from '@flo/contract';
import { assign } from 'xstate';
import { generalCopy } from '../copy/general.ts';
import { buildChatEnquiry } from '../payload.ts';
import type { ChatFirm, FloContext, FloEvent, QuickReply } from '../types.ts';
import { floSetup } from './setup.ts';
import { chose } from './steps.ts';

const DROP = 'drop:';

/** What matching reads of the conversation so far; no contact details leave for a preview. */
export function matchPreviewOf(context: FloContext): MatchPreviewRequest {
  const { flooringType, location, postcode, selectedServiceSlug, pageContext } =
    buildChatEnquiry(context);
  return {
    flooringType,
    location,
    pageContext,
    ...(postcode ? { postcode } : {}),
    ...(selectedServiceSlug ? { selectedServiceSlug } : {}),
  };
}

/** The enquiry with the firms the visitor kept, when it was shown any. */
export function withChosenFirms(enquiry: ChatEnquiry, context: FloContext): ChatEnquiry {
  return context.firms.length > 0 && !context.specialist
    ? { ...enquiry, specialistIds: context.firms.map((firm) => firm.id) }
    : enquiry;
}

/** 'A', 'A and B', 'A, B and C'. */
export function namesOf(firms: ChatFirm[]): string {
  const names = firms.map((firm) => firm.name);
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function firmOptions(firms: ChatFirm[]): QuickReply[] {
  const send = { value: 'send_firms', label: generalCopy.sendToFirms(firms.length) };
  if (firms.length < 2) return [send];
  return [
    send,
    ...firms.map((firm) => ({
      value: `${DROP}${firm.id}`,
      label: generalCopy.removeFirm(firm.name),
    })),
  ];
}

const droppedId = (event: FloEvent) =>
  event.type === 'CHOOSE' && event.value.startsWith(DROP)
    ? Number(event.value.slice(DROP.length))
    : NaN;

export const chooseFirmStates = {
  match_preview: floSetup.createStateConfig({
    tags: ['busy'],
    entry: ['startTyping', { type: 'emitStep', params: { step: 'match_preview' } }],
    invoke: {
      id: 'previewMatches',
      src: 'previewMatches',
      input: ({ context }) => matchPreviewOf(context),
      onDone: [
        {
          guard: ({ event }) => event.output.length > 0,
          target: 'choose_firms',
          actions: assign({ firms: ({ event }) => event.output }),
        },
        // Nobody to show (the Flo team will route it): send as before.
        { target: 'submitting', actions: assign({ firms: [] }) },
      ],
      // The preview is a courtesy: without it the API matches as it always did.
      onError: { target: 'submitting', actions: assign({ firms: [] }) },
    },
  }),
  choose_firms: floSetup.createStateConfig({
    entry: [
      { type: 'emitStep', params: { step: 'choose_firms' } },
      {
        type: 'say',
        params: ({ context }: { context: FloContext }) => ({
          text: generalCopy.chooseFirms(context.firms.length),
          options: firmOptions(context.firms),
          attachment: { kind: 'specialists' as const, specialists: context.firms },
        }),
      },
    ],
    on: {
      CHOOSE: [
        { guard: chose('send_firms'), target: 'submitting', actions: 'userSays' },
        {
          guard: 'choseOffered',
          target: 'choose_firms',
          reenter: true,
          actions: [
            'userSays',
            assign({
              firms: ({ context, event }) =>
                context.firms.filter((firm) => firm.id !== droppedId(event)),
            }),
          ],
        },
      ],
    },
  }),
};
