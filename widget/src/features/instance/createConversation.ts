import type { FloInput } from '@flo/chat-machine';
import { createActor, type SnapshotFrom } from 'xstate';
import { leafStep } from '../chat/currentStep.ts';
import type { FloActor, FloMachine } from '../chat/floActor.ts';
import type { Emit } from '../config/types.ts';
import {
  createFunnelTracker,
  drawArm,
  type FunnelRecord,
  type FunnelReporting,
  type FunnelTracker,
} from '../funnel/funnelTracker.ts';
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
  /** Where the conversation's funnel is reported; none for a preview. */
  funnel?: FunnelReporting;
  /**
   * A split test's second greeting: a new conversation takes it at even odds (arm 'b') and
   * keeps its arm when restored.
   */
  greetingB?: string | null;
}

type FloSnapshot = SnapshotFrom<FloMachine>;

function isInProgress(snapshot: FloSnapshot): boolean {
  return !snapshot.hasTag('submitted') && snapshot.context.messages.some((m) => m.from === 'user');
}

/**
 * Saves a conversation in progress with the delays it waits for; forgets one that is submitted
 * or started over (RESET), so the next page load begins afresh.
 */
function persist(actor: FloActor, store: SnapshotStore, tracker?: FunnelTracker): void {
  if (isInProgress(actor.getSnapshot())) {
    store.save({
      snapshot: actor.getPersistedSnapshot(),
      pending: pendingDelays(actor),
      funnel: tracker?.record(),
    });
  } else store.clear();
}

/**
 * Starts from the saved snapshot when there is a usable one, else from the beginning. A
 * snapshot saved while Flo was typing gets its delayed question scheduled again.
 */
function startActor(
  { machine, input, store, funnel, greetingB }: ConversationArgs,
  wire: (actor: FloActor, tracker?: FunnelTracker) => void,
): FloActor {
  const stored = store.load();
  const saved = asSavedConversation(stored);
  if (saved) {
    try {
      const restored = createActor(machine, { input, snapshot: saved.snapshot as FloSnapshot });
      const record = (stored as { funnel?: FunnelRecord }).funnel;
      const tracker = funnel && createFunnelTracker(funnel, record?.base.arm ?? 'a', record);
      wire(restored, tracker);
      restored.start();
      rearmDelays(restored, saved.pending);
      // start() saved the snapshot before the delays were back; save them with it.
      persist(restored, store, tracker);
      return restored;
    } catch {
      store.clear();
    }
  }
  const arm = drawArm(greetingB);
  const fresh = createActor(machine, {
    input: arm === 'b' ? { ...input, greeting: greetingB as string } : input,
  });
  wire(fresh, funnel && createFunnelTracker(funnel, arm));
  return fresh.start();
}

/**
 * One running conversation: starts (or restores from sessionStorage) the Flo actor, saves it
 * (with any pending typing delay and its funnel record) while it is in progress, turns its
 * emitted events into the host's funnel events, and reports its steps to Flo's own funnel
 * (funnel/funnelTracker.ts), in the split test's arm it was given.
 *
 * @example
 * const conversation = createConversation({ machine, input, store, emit, navigate });
 * conversation.actor.send({ type: 'CHOOSE', value: 'carpet' });
 */
export function createConversation(args: ConversationArgs): Conversation {
  const { store, emit, navigate } = args;
  let step = 'welcome';
  let subscriptions: { unsubscribe(): void }[] = [];
  // Listeners go on before start(), so the first step's 'viewed' event is not missed.
  const wire = (actor: FloActor, tracker?: FunnelTracker) => {
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
      actor.subscribe((snapshot) => {
        tracker?.observe(snapshot);
        persist(actor, store, tracker);
      }),
    ];
  };
  const actor = startActor(args, wire);
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
