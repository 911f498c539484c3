import type { PageContext } from '@flo/chat-machine';
import { asSavedConversation } from './pendingDelays.ts';
import type { SnapshotStore } from './snapshotStore.ts';

/**
 * The page a saved conversation began on: it resumes in that page's flow, whatever the page
 * now, so the machine restoring it must have that flow.
 *
 * @example
 * savedConversationPage(store)?.pageType // 'specialist_profile'
 */
export function savedConversationPage(store: SnapshotStore): PageContext | undefined {
  const snapshot = asSavedConversation(store.load())?.snapshot as
    | { context?: { page?: PageContext } }
    | undefined;
  return snapshot?.context?.page;
}
