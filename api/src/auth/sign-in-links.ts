import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { afterResponse, databaseClosed } from '../http/after-response.ts';
import { type OutgoingMail, queueMails } from '../mail/outbox.ts';
import { findAdminCredentials, findBusinessCredentials } from './repository.ts';
import type { SessionRole } from './sessions.ts';
import { signInLinkMail } from './sign-in-mails.ts';
import { type LoginAccount, loginUrlOf } from './throttle/guard.ts';
import { hashToken, newRawToken } from './tokens.ts';

/** The mail kind in the outbox for a one-time sign-in link. */
export const SIGN_IN_LINK_MAIL_KIND = 'sign_in_link';

/** Long enough to open the mail, short enough that an old mail is no key. */
export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;

/** A link asked for again within this long sends nothing new; the last one still works. */
export const SIGN_IN_LINK_RESEND_AFTER_MS = 2 * 60_000;

/** The answer to every well-formed request, known address or not. */
export const SIGN_IN_LINK_ACCEPTED_MESSAGE =
  'If that address has a login, a one-time sign-in link is on its way. It works once and expires after 15 minutes.';

/** The login page that reads the token from the link and signs in with it. */
export function signInLinkUrl(publicUrl: string, role: SessionRole, token: string): string {
  return `${loginUrlOf(publicUrl, role)}?signin=${encodeURIComponent(token)}`;
}

/** The login of that role with that address, or null. */
async function findLoginAccount(deps: AppDeps, role: SessionRole, email: string) {
  if (role === 'admin') return (await deps.engine.run(findAdminCredentials, email))?.admin ?? null;
  return (await deps.engine.run(findBusinessCredentials, email))?.business ?? null;
}

/** When the login's newest link was made, if it has one. */
export function* lastLinkOf(
  { db, tables: { signInLinks } }: EngineScope,
  role: SessionRole,
  userId: number,
): Steps<{ createdAt: Date } | undefined> {
  return yield* row(
    db
      .select({ createdAt: signInLinks.createdAt })
      .from(signInLinks)
      .where(and(eq(signInLinks.role, role), eq(signInLinks.userId, userId)))
      .orderBy(desc(signInLinks.createdAt)),
  );
}

type SignInLinkRow = {
  role: SessionRole;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
};

/** Stores a link and queues its mail, in one unit of work. */
export function* storeSignInLink(
  on: EngineScope,
  link: SignInLinkRow,
  mail: OutgoingMail,
): Steps<void> {
  yield* changes(on.db.insert(on.tables.signInLinks).values(link));
  yield* queueMails(on, [mail], link.createdAt);
}

async function linkSentRecently(deps: AppDeps, role: SessionRole, userId: number, now: Date) {
  const last = await deps.engine.run(lastLinkOf, role, userId);
  return (
    last !== undefined && now.getTime() - last.createdAt.getTime() < SIGN_IN_LINK_RESEND_AFTER_MS
  );
}

async function mailSignInLink(deps: AppDeps, role: SessionRole, account: LoginAccount, now: Date) {
  const token = newRawToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS);
  const { publicUrl } = deps.config;
  const mail = signInLinkMail(
    account.name,
    signInLinkUrl(publicUrl, role, token),
    expiresAt,
    publicUrl,
  );
  await deps.engine.commit(
    storeSignInLink,
    { role, userId: account.id, tokenHash: hashToken(token), expiresAt, createdAt: now },
    { ...mail, to: account.email, kind: SIGN_IN_LINK_MAIL_KIND },
  );
}

/**
 * The public form's request: the lookup and the mail happen after the response, so neither
 * the answer nor its timing tells known addresses from unknown ones. Earlier links keep
 * working until they expire, so asking again on someone else's behalf takes nothing away
 * from the owner; within `SIGN_IN_LINK_RESEND_AFTER_MS` of the last link nothing new is sent.
 *
 * @example
 * requestSignInLink(deps, 'admin', 'ops@flo.example', new Date());
 */
export function requestSignInLink(deps: AppDeps, role: SessionRole, email: string, now: Date) {
  afterResponse(deps).run(async () => {
    if (databaseClosed(deps)) return;
    const account = await findLoginAccount(deps, role, email);
    if (account && !(await linkSentRecently(deps, role, account.id, now))) {
      await mailSignInLink(deps, role, account, now);
    }
  });
}

/**
 * Uses a link's token: answers the user it signs in, once, while it is unexpired; a second use,
 * an expired or unknown token, or one for the other role answers null.
 *
 * @example
 * const userId = await engine.run(useSignInLink, 'admin', token, new Date());
 */
export function* useSignInLink(
  { db, tables: { signInLinks } }: EngineScope,
  role: SessionRole,
  token: string,
  now: Date,
): Steps<number | null> {
  const used = yield* row(
    db
      .update(signInLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInLinks.tokenHash, hashToken(token)),
          eq(signInLinks.role, role),
          isNull(signInLinks.usedAt),
          gt(signInLinks.expiresAt, now),
        ),
      )
      .returning({ userId: signInLinks.userId }),
  );
  return used?.userId ?? null;
}
