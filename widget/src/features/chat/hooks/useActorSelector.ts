import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, Snapshot, SnapshotFrom } from 'xstate';

/**
 * What `useSelector` of `@xstate/react` does, on the `useSyncExternalStore` that React 19 and
 * Preact's compat layer both have. The package reaches that hook through the CommonJS
 * `use-sync-external-store` shim, and one CommonJS module makes a bundler wrap Preact in lazy
 * CommonJS interop: ~2.7 KB gzip in the site's Flo chunk and the script-tag bundle (ADR 009).
 * Re-renders only when the selection changes (`===`), and an actor that failed throws its
 * error into the component tree.
 *
 * @example
 * const busy = useActorSelector(actor, (snapshot) => snapshot.hasTag('busy'));
 */
export function useActorSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  // XState snapshots are immutable: the selection is recomputed only for a new snapshot (or a
  // new selector), so a selector returning a fresh object cannot make every read a change.
  const last = useRef<{ snapshot: unknown; selector: unknown; selected: T } | null>(null);
  const select = () => {
    const snapshot: Snapshot<unknown> = actor.getSnapshot();
    if (snapshot.status === 'error') throw snapshot.error;
    const cached = last.current;
    if (cached?.snapshot === snapshot && cached.selector === selector) return cached.selected;
    const selected = selector(snapshot as SnapshotFrom<TActor>);
    last.current = { snapshot, selector, selected };
    return selected;
  };
  return useSyncExternalStore(subscribe, select, select);
}
