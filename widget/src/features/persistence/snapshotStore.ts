/**
 * Bump when a change to the flows makes old saved conversations meaningless; saved snapshots of
 * another version are ignored, so a visitor mid-chat during a deploy simply starts afresh.
 */
export const CONVERSATION_FORMAT_VERSION = 1;

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
  const key = `flo:conversation:v${CONVERSATION_FORMAT_VERSION}:${instanceKey}`;
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
