import type { FloInput } from '@flo/chat-machine';
import { createActor, type SnapshotFrom } from 'xstate';
import { leafStep } from '../chat/currentStep.ts';
import type { FloActor, FloMachine } from '../chat/floActor.ts';
import type { Emit } from '../config/types.ts';
import { asSavedConversation, pendingDelays, rearmDelays } from '../persistence/pendingDelays.ts';
import type { SnapshotStore } from '../persistence/snapshotStore.ts';

export interface Conversation {
  actor: FloActor;
  /** The visitor answered something and has not submitted yet. */
  inProgress(): boolean;
  /** Reports an answer to the host's funnel before the UI sends it to the machine. */
  answered(): void;
  /** Reports `abandon` once per stretch of answers, if the conversation is half done. */
  abandon(): void;
  stop(): void;
}

interface ConversationArgs {
  machine: FloMachine;
  input: FloInput;
  store: SnapshotStore;
  emit: Emit;
  navigate(to: string): void;
}

type FloSnapshot = SnapshotFrom<FloMachine>;

function isInProgress(snapshot: FloSnapshot): boolean {
  return !snapshot.hasTag('submitted') && snapshot.context.messages.some((m) => m.from === 'user');
}

/**
 * Saves a conversation in progress with the delays it waits for; forgets one that is submitted
 * or started over (RESET), so the next page load begins afresh.
 */
function persist(actor: FloActor, store: SnapshotStore): void {
  if (isInProgress(actor.getSnapshot())) {
    store.save({ snapshot: actor.getPersistedSnapshot(), pending: pendingDelays(actor) });
  } else store.clear();
}

/**
 * Starts from the saved snapshot when there is a usable one, else from the beginning. A
 * snapshot saved while Flo was typing gets its delayed question scheduled again.
 */
function startActor(
  machine: FloMachine,
  input: FloInput,
  store: SnapshotStore,
  wire: (actor: FloActor) => void,
): FloActor {
  const saved = asSavedConversation(store.load());
  if (saved) {
    try {
      const restored = createActor(machine, { input, snapshot: saved.snapshot as FloSnapshot });
      wire(restored);
      restored.start();
      rearmDelays(restored, saved.pending);
      // start() saved the snapshot before the delays were back; save them with it.
      persist(restored, store);
      return restored;
    } catch {
      store.clear();
    }
  }
  const fresh = createActor(machine, { input });
  wire(fresh);
  return fresh.start();
}

/**
 * One running conversation: starts (or restores from sessionStorage) the Flo actor, saves it
 * (with any pending typing delay) while it is in progress, and turns its emitted events into
 * the host's funnel events.
 *
 * @example
 * const conversation = createConversation({ machine, input, store, emit, navigate });
 * conversation.actor.send({ type: 'CHOOSE', value: 'carpet' });
 */
export function createConversation({
  machine,
  input,
  store,
  emit,
  navigate,
}: ConversationArgs): Conversation {
  let step = 'welcome';
  let subscriptions: { unsubscribe(): void }[] = [];
  // Listeners go on before start(), so the first step's 'viewed' event is not missed.
  const wire = (actor: FloActor) => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    subscriptions = [
      actor.on('step', (event) => {
        step = event.step;
        emit('step', { step: event.step, status: 'viewed' });
      }),
      actor.on('enquiry:submitted', (event) =>
        emit('enquiry:submitted', { enquiryId: event.enquiryId }),
      ),
      actor.on('error', (event) => emit('error', { message: event.message })),
      actor.on('navigate', (event) => navigate(event.to)),
      actor.subscribe(() => persist(actor, store)),
    ];
  };
  const actor = startActor(machine, input, store, wire);
  if (isInProgress(actor.getSnapshot())) step = leafStep(actor.getSnapshot().value);
  let abandonDue = isInProgress(actor.getSnapshot());

  return {
    actor,
    inProgress: () => isInProgress(actor.getSnapshot()),
    answered() {
      abandonDue = true;
      emit('step', { step, status: 'answered' });
    },
    abandon() {
      if (!abandonDue || !isInProgress(actor.getSnapshot())) return;
      abandonDue = false;
      emit('abandon', { step });
    },
    stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      actor.stop();
    },
  };
}
