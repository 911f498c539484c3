import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { addressGroup, clientIp } from '../../http/client-address.ts';
import { tooManyRequests } from '../../http/rate-limit.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { SessionRole } from '../sessions.ts';
import { accountUnderAttackMail } from '../sign-in-mails.ts';
import { FAILURE_MEMORY_MS, startsWaiting, type ThrottleSource } from './policy.ts';
import {
  clearThrottles,
  markOwnerNotified,
  recordFailure,
  waitingThrottles,
} from './repository.ts';

/** The mail kind in the outbox for an owner told their login is being attacked. */
export const ACCOUNT_ATTACK_MAIL_KIND = 'sign_in_attack';

/** The login's owner, when the address typed belongs to one. */
export interface LoginAccount {
  id: number;
  email: string;
  name: string;
}

/** One sign-in attempt, as the throttle sees it. */
export interface SignInAttempt {
  role: SessionRole;
  /** The address as typed, trimmed and lower-cased. */
  email: string;
  account: LoginAccount | null;
  /** The known device this browser is for that account, if any. */
  deviceId: number | null;
  /** The caller's address group (IPv6 by /64). */
  address: string;
}

/** The login page an owner signs in on. */
export function loginUrlOf(publicUrl: string, role: SessionRole): string {
  return `${publicUrl}${role === 'admin' ? '/admin/login' : '/login'}`;
}

/** Describes the attempt of this request for the throttle. */
export function signInAttempt(
  c: Context,
  role: SessionRole,
  email: string,
  account: LoginAccount | null,
  deviceId: number | null,
): SignInAttempt {
  const address = addressGroup(clientIp(c));
  return { role, email: email.trim().toLowerCase(), account, deviceId, address };
}

/**
 * The sources an attempt counts against: a browser that signed in to this account before only
 * against itself, so no stranger can make its owner wait; any other against its address and
 * against the account as a whole, which is what slows a guesser spread over many addresses.
 */
export function sourcesOf(attempt: SignInAttempt): ThrottleSource[] {
  if (attempt.deviceId !== null) return [`device:${attempt.deviceId}`];
  return [`address:${attempt.address}`, 'account'];
}

/**
 * Refuses with 429 and `Retry-After` while any of the attempt's sources is waiting. Checked
 * before the password, so the answer says nothing about whether it was right, and the same for
 * addresses with and without an account.
 */
export function refuseWhileWaiting(deps: AppDeps, attempt: SignInAttempt, now: Date): void {
  const waiting = waitingThrottles(deps.db, attempt.role, attempt.email, sourcesOf(attempt), now);
  if (waiting.length === 0) return;
  const until = Math.max(...waiting.map((row) => row.blockedUntil.getTime()));
  throw tooManyRequests(until, now.getTime());
}

/**
 * Counts a wrong password against each of the attempt's sources. When the account as a whole
 * starts waiting, its owner is mailed (at most once a day), with the ways in that still work.
 */
export function recordFailedSignIn(deps: AppDeps, attempt: SignInAttempt, now: Date): void {
  for (const source of sourcesOf(attempt)) {
    const row = recordFailure(deps.db, attempt.role, attempt.email, source, now);
    if (source !== 'account' || !startsWaiting(source, row.failures)) continue;
    const notifiedAt = row.ownerNotifiedAt?.getTime() ?? 0;
    if (now.getTime() - notifiedAt < FAILURE_MEMORY_MS) continue;
    markOwnerNotified(deps.db, row.id, now);
    if (!attempt.account) continue;
    const { publicUrl } = deps.config;
    const loginUrl = loginUrlOf(publicUrl, attempt.role);
    const mail = accountUnderAttackMail(attempt.account.name, row.failures, loginUrl, publicUrl);
    const to = attempt.account.email;
    enqueueMail(deps.db, { ...mail, to, kind: ACCOUNT_ATTACK_MAIL_KIND }, now);
  }
}

/** A right password forgets its own sources' failures; the account's count runs on. */
export function recordSuccessfulSignIn(deps: AppDeps, attempt: SignInAttempt): void {
  const own = sourcesOf(attempt).filter((source) => source !== 'account');
  clearThrottles(deps.db, attempt.role, attempt.email, own);
}
