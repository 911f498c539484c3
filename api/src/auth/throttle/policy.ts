/**
 * How failed sign-ins slow further attempts (ADR 031, after OWASP's authentication guidance):
 * a source gets some failures free, then each further failure doubles the wait before its next
 * attempt is checked, up to a cap. The wait runs from the last failure and refused attempts are
 * not counted, so knocking on a waiting source neither lengthens nor renews its wait.
 */
export type ThrottleSource = 'account' | 'two-factor' | `address:${string}` | `device:${number}`;

/**
 * Failures a source makes before it must wait: a person mistypes a few times. `two-factor`
 * counts wrong codes for the login from every source together (ADR 032); only someone past
 * the password or the mailed link can add to it, so it has fewer.
 */
export const FREE_FAILURES = { account: 10, twoFactor: 5, address: 5, device: 10 } as const;

const FIRST_WAIT_MS = 1_000;
/** The longest wait: enough to make guessing hopeless, short enough for a forgetful owner. */
export const MAX_WAIT_MS = 15 * 60_000;
/** A source with no failure for this long starts again from nothing. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

function freeFailuresOf(source: ThrottleSource): number {
  if (source === 'account') return FREE_FAILURES.account;
  if (source === 'two-factor') return FREE_FAILURES.twoFactor;
  return source.startsWith('device:') ? FREE_FAILURES.device : FREE_FAILURES.address;
}

/**
 * The wait after `failures` failures from `source`: none while they are free, then 1 s, 2 s,
 * 4 s … up to `MAX_WAIT_MS`.
 *
 * @example
 * waitAfter('address:192.0.2.7', 6) // 2_000
 */
export function waitAfter(source: ThrottleSource, failures: number): number {
  const beyondFree = failures - freeFailuresOf(source);
  if (beyondFree < 0) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(beyondFree, 20));
}

/** Whether this failure is the one after which `source` first has to wait. */
export function startsWaiting(source: ThrottleSource, failures: number): boolean {
  return failures === freeFailuresOf(source);
}
