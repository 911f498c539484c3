import type { createFloMachine } from '@flo/chat-machine';
import type { Actor } from 'xstate';

export type FloMachine = ReturnType<typeof createFloMachine>;
/** A running Flo conversation, the only thing the chat UI reads from and sends to. */
export type FloActor = Actor<FloMachine>;
