import type { AnyActorRef, EventObject } from 'xstate';

/** A delayed event the actor was waiting for (an `after` transition), by wall-clock due time. */
export interface PendingDelay {
  /** The scheduler id; the state's exit cancels by it, so a re-armed delay is cancelled alike. */
  id: string;
  event: EventObject;
  dueAt: number;
}

/**
 * The delayed events the actor has scheduled for itself. `getPersistedSnapshot()` leaves them
 * out (they live in the actor system's scheduler), so a snapshot taken while Flo is "typing"
 * needs them saved alongside, or the question after the typing dots would never come.
 *
 * @example
 * store.save({ snapshot: actor.getPersistedSnapshot(), pending: pendingDelays(actor) });
 */
export function pendingDelays(actor: AnyActorRef): PendingDelay[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents)
    .filter((scheduled) => scheduled.source === actor && scheduled.target === actor)
    .map(({ id, event, startedAt, delay }) => ({ id, event, dueAt: startedAt + delay }));
}

/**
 * Schedules saved delayed events again on a restored, started actor: each fires when it was
 * due, or at once if that moment passed while the page was loading.
 *
 * @example
 * rearmDelays(createActor(machine, { snapshot }).start(), saved.pending);
 */
export function rearmDelays(actor: AnyActorRef, pending: readonly PendingDelay[]): void {
  const now = Date.now();
  for (const { id, event, dueAt } of pending) {
    actor.system.scheduler.schedule(actor, actor, event, Math.max(0, dueAt - now), id);
  }
}

function isPendingDelay(value: unknown): value is PendingDelay {
  const { id, event, dueAt } = (value ?? {}) as Partial<PendingDelay>;
  return typeof id === 'string' && typeof dueAt === 'number' && typeof event?.type === 'string';
}

/** What one instance keeps in sessionStorage: the persisted snapshot and its pending delays. */
export interface SavedConversation {
  snapshot: unknown;
  pending: PendingDelay[];
}

/** Reads back what `createConversation` saved; anything else counts as nothing saved. */
export function asSavedConversation(value: unknown): SavedConversation | null {
  const { snapshot, pending } = (value ?? {}) as Record<string, unknown>;
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  if (!Array.isArray(pending) || !pending.every(isPendingDelay)) return null;
  return { snapshot, pending };
}
