import { FLOW_VERSION } from '@flo/chat-machine';
import { CONVERSATION_KEY_PREFIX } from './conversationKey.ts';

export interface SnapshotStore {
  load(): unknown;
  save(snapshot: unknown): void;
  clear(): void;
}

/** sessionStorage, or null where the browser refuses it (sandboxed frames, storage off). */
function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps one instance's conversation in sessionStorage, so it survives a page load on the same
 * site and ends with the tab. Storage failures (quota, privacy modes) only lose persistence.
 *
 * @example
 * const store = createSnapshotStore(window, 'bubble');
 * store.save(actor.getPersistedSnapshot());
 */
export function createSnapshotStore(win: Window, instanceKey: string): SnapshotStore {
  const storage = sessionStorageOf(win);
  // Keyed by the statechart's shape: after a deploy that changes the flows, a visitor mid-chat
  // starts afresh instead of being restored into states that no longer exist.
  const key = `${CONVERSATION_KEY_PREFIX}${FLOW_VERSION}:${instanceKey}`;
  return {
    load() {
      try {
        const saved = storage?.getItem(key);
        return saved ? JSON.parse(saved) : undefined;
      } catch {
        return undefined;
      }
    },
    save(snapshot) {
      try {
        storage?.setItem(key, JSON.stringify(snapshot));
      } catch {
        // Quota or privacy mode: the chat carries on, it just will not survive a reload.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing stored that could be cleared.
      }
    },
  };
}

/** A store that keeps nothing: a preview's conversation ends with the page. */
export const FORGETFUL_STORE: SnapshotStore = {
  load: () => undefined,
  save() {},
  clear() {},
};
