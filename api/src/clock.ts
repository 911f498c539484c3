import type { AppDeps } from './deps.ts';

/**
 * The app's clock: the injected `deps.now` (tests move time with it) or the wall clock. Read
 * `deps.now` on each call, not once, so a clock swapped in later is still the one asked.
 *
 * @example
 * const now = clockOf(deps);
 * createSession(db, 'admin', admin.id, now());
 */
export function clockOf(deps: Pick<AppDeps, 'now'>): () => Date {
  return () => deps.now?.() ?? new Date();
}
