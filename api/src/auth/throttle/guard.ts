import type { Context } from 'hono';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { addressGroup, clientIp } from '../../http/client-address.ts';
import { tooManyRequests } from '../../http/rate-limit.ts';
import { type OutgoingMail, queueMails } from '../../mail/outbox.ts';
import type { SessionRole } from '../sessions.ts';
import { accountUnderAttackMail, wrongTwoFactorCodesMail } from '../sign-in-mails.ts';
import { FAILURE_MEMORY_MS, startsWaiting, type ThrottleSource } from './policy.ts';
import { clearThrottles, recordFailure, takeOwnerNotice, waitingThrottles } from './repository.ts';

/** The mail kind in the outbox for an owner told their login is being attacked. */
export const ACCOUNT_ATTACK_MAIL_KIND = 'sign_in_attack';

/** The mail kind for an owner told that someone past their password is guessing codes. */
export const WRONG_CODES_MAIL_KIND = 'two_factor_attack';

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
  /** A password (or nothing yet), or a two-factor code after the first factor (ADR 032). */
  factor: 'password' | 'code';
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
  factor: SignInAttempt['factor'] = 'password',
): SignInAttempt {
  const address = addressGroup(clientIp(c));
  return { role, email: email.trim().toLowerCase(), account, deviceId, address, factor };
}

/** The source that counts an attempt's failures from every address together. */
const accountWide = (attempt: SignInAttempt): ThrottleSource =>
  attempt.factor === 'code' ? 'two-factor' : 'account';

/**
 * The sources an attempt counts against: a browser that signed in to this account before only
 * against itself, so no stranger can make its owner wait; any other against its address and
 * against the account as a whole, which is what slows a guesser spread over many addresses.
 */
export function sourcesOf(attempt: SignInAttempt): ThrottleSource[] {
  if (attempt.deviceId !== null) return [`device:${attempt.deviceId}`];
  return [`address:${attempt.address}`, accountWide(attempt)];
}

/**
 * Refuses with 429 and `Retry-After` while any of the attempt's sources is waiting. Checked
 * before the password, so the answer says nothing about whether it was right, and the same for
 * addresses with and without an account.
 */
export async function refuseWhileWaiting(
  deps: AppDeps,
  attempt: SignInAttempt,
  now: Date,
): Promise<void> {
  const { role, email } = attempt;
  const waiting = await deps.engine.run(waitingThrottles, role, email, sourcesOf(attempt), now);
  if (waiting.length === 0) return;
  const until = Math.max(...waiting.map((row) => row.blockedUntil.getTime()));
  throw tooManyRequests(until, now.getTime());
}

/**
 * Counts a wrong password or code against each of the attempt's sources. When the account as a
 * whole starts waiting, its owner is mailed (at most once a day): for passwords with the ways in
 * that still work, for codes that someone has their password or their mailbox.
 */
export async function recordFailedSignIn(
  deps: AppDeps,
  attempt: SignInAttempt,
  now: Date,
): Promise<void> {
  for (const source of sourcesOf(attempt)) {
    const row = await deps.engine.commit(recordFailure, attempt.role, attempt.email, source, now);
    if (source !== accountWide(attempt) || !startsWaiting(source, row.failures)) continue;
    const notifiedAt = row.ownerNotifiedAt?.getTime() ?? 0;
    if (now.getTime() - notifiedAt < FAILURE_MEMORY_MS) continue;
    const mails = attempt.account ? [ownerMail(deps, attempt, attempt.account, row.failures)] : [];
    await deps.engine.commit(noticeOwner, row.id, mails, now);
  }
}

/** The owner's mail: for passwords the ways in that still work, for codes what to do. */
function ownerMail(
  deps: AppDeps,
  attempt: SignInAttempt,
  { name, email: to }: LoginAccount,
  failures: number,
): OutgoingMail {
  const { publicUrl } = deps.config;
  if (attempt.factor === 'code') {
    const mail = wrongTwoFactorCodesMail(name, failures, publicUrl);
    return { ...mail, to, kind: WRONG_CODES_MAIL_KIND };
  }
  const loginUrl = loginUrlOf(publicUrl, attempt.role);
  const mail = accountUnderAttackMail(name, failures, loginUrl, publicUrl);
  return { ...mail, to, kind: ACCOUNT_ATTACK_MAIL_KIND };
}

/** Marks the owner told and queues their mail, once across nodes, in one unit of work. */
function* noticeOwner(
  on: EngineScope,
  throttleId: number,
  mails: OutgoingMail[],
  now: Date,
): Steps<void> {
  if (yield* takeOwnerNotice(on, throttleId, now)) yield* queueMails(on, mails, now);
}

/** A right password or code forgets its own sources' failures; the account's count runs on. */
export async function recordSuccessfulSignIn(deps: AppDeps, attempt: SignInAttempt): Promise<void> {
  const own = sourcesOf(attempt).filter((source) => source !== accountWide(attempt));
  await deps.engine.run(clearThrottles, attempt.role, attempt.email, own);
}
